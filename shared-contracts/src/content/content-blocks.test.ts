import { isContentBlockActive, parseContentBlock } from './content-blocks';

describe('parseContentBlock', () => {
  it('accepts data that fits its type', () => {
    const block = parseContentBlock('button', { label: 'Keşfet', href: '/yuzuk' });
    expect(block).toEqual({ type: 'button', data: { label: 'Keşfet', href: '/yuzuk' } });
  });

  it('rejects an unknown type and data that does not fit', () => {
    expect(parseContentBlock('marquee', { text: 'x' })).toBeNull();
    expect(parseContentBlock('banner', { title: 'no image' })).toBeNull();
    expect(parseContentBlock('slider', { slides: [] })).toBeNull();
  });
});

describe('isContentBlockActive', () => {
  const now = new Date('2025-06-15T12:00:00Z');
  it('shows blocks without a window', () => {
    expect(isContentBlockActive({}, now)).toBe(true);
    expect(isContentBlockActive({ validFrom: null, validTo: null }, now)).toBe(true);
  });
  it('honours validFrom (inclusive) and validTo (exclusive)', () => {
    expect(isContentBlockActive({ validFrom: '2025-06-16T00:00:00Z' }, now)).toBe(false);
    expect(isContentBlockActive({ validFrom: '2025-06-15T12:00:00Z' }, now)).toBe(true);
    expect(isContentBlockActive({ validTo: '2025-06-15T12:00:00Z' }, now)).toBe(false);
    expect(isContentBlockActive({ validFrom: '2025-06-01T00:00:00Z', validTo: '2025-07-01T00:00:00Z' }, now)).toBe(true);
  });
  it('hides a block with an unreadable date rather than guessing', () => {
    expect(isContentBlockActive({ validTo: 'soon' }, now)).toBe(false);
  });
});
