import { makeProductDetails, sizeValue } from '../testing/fixtures';
import { canBuy, initialValueId, isValueInStock, variantAttribute } from './variant-rules';

const ring = (values: ReturnType<typeof sizeValue>[]) => makeProductDetails({ productAttributes: [{ __typename: 'ProductAttribute', id: 1, name: 'Yüzük Ölçüsü', values }] });

describe('variant and stock rules', () => {
  it('a value can be chosen only with quantity', () => {
    expect(isValueInStock(sizeValue(1, '12', 1))).toBe(true);
    expect(isValueInStock(sizeValue(2, '13', 0))).toBe(false);
  });

  it('a product can be bought when any variant has stock, else by its own flag', () => {
    expect(canBuy(ring([sizeValue(1, '12', 0), sizeValue(2, '13', 2)]))).toBe(true);
    expect(canBuy(ring([sizeValue(1, '12', 0), sizeValue(2, '13', 0)]))).toBe(false);
    expect(canBuy(makeProductDetails({ productAttributes: [], inStock: true }))).toBe(true);
    expect(canBuy(makeProductDetails({ productAttributes: [], inStock: false }))).toBe(false);
  });

  it('the variant attribute is the first one with values', () => {
    const product = makeProductDetails({
      productAttributes: [
        { __typename: 'ProductAttribute', id: 5, name: 'Boş', values: [] },
        { __typename: 'ProductAttribute', id: 6, name: 'Zincir Uzunluğu', values: [sizeValue(9, '45 cm', 1)] },
      ],
    });
    expect(variantAttribute(product)?.id).toBe(6);
    expect(variantAttribute(makeProductDetails({ productAttributes: [] }))).toBeNull();
  });

  it('starts with a pre-selected value only when it is in stock', () => {
    expect(initialValueId(variantAttribute(ring([sizeValue(1, '12', 3, true)])))).toBe(1);
    expect(initialValueId(variantAttribute(ring([sizeValue(1, '12', 0, true), sizeValue(2, '13', 3)])))).toBeNull();
  });
});
