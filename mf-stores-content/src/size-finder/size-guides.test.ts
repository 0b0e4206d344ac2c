import { braceletSizeFor, necklaceLengthFor, parseMeasure, ringRow, ringSizeFor } from './size-guides';

describe('ring sizes', () => {
  it('numbers Turkish sizes by inner circumference minus 40 mm', () => {
    expect(ringRow(14)).toEqual({ size: 14, circumference: 54, diameter: 17.2 });
    expect(ringSizeFor(54, 'circumference')).toEqual({ status: 'ok', value: 14 });
  });
  it('rounds up between sizes and reads a diameter too', () => {
    expect(ringSizeFor(54.4, 'circumference')).toEqual({ status: 'ok', value: 15 });
    expect(ringSizeFor(17.2, 'diameter')).toEqual({ status: 'ok', value: 14 });
  });
  it('says when a finger is outside the sizes sold, and refuses nonsense', () => {
    expect(ringSizeFor(42, 'circumference')).toEqual({ status: 'tooSmall', value: 5 });
    expect(ringSizeFor(66, 'circumference')).toEqual({ status: 'tooLarge', value: 20 });
    expect(ringSizeFor(5, 'circumference')).toEqual({ status: 'invalid', min: 30, max: 90 });
    expect(ringSizeFor(Number.NaN, 'diameter')).toEqual({ status: 'invalid', min: 10, max: 28 });
  });
});

describe('necklace and bracelet', () => {
  it('suggests the shortest chain with 5 cm of room', () => {
    expect(necklaceLengthFor(35)).toEqual({ status: 'ok', value: 40 });
    expect(necklaceLengthFor(36)).toEqual({ status: 'ok', value: 45 });
    expect(necklaceLengthFor(58)).toEqual({ status: 'tooLarge', value: 60 });
  });
  it('suggests a bracelet with 1.5 cm of room', () => {
    expect(braceletSizeFor(15.5)).toEqual({ status: 'ok', value: 17 });
    expect(braceletSizeFor(14.5)).toEqual({ status: 'ok', value: 16 });
    expect(braceletSizeFor(12)).toEqual({ status: 'tooSmall', value: 16 });
    expect(braceletSizeFor(19)).toEqual({ status: 'tooLarge', value: 20 });
  });
  it('reads decimal commas', () => {
    expect(parseMeasure('15,5')).toBe(15.5);
    expect(parseMeasure('abc')).toBeNaN();
    expect(parseMeasure('')).toBeNaN();
  });
});
