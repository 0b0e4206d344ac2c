// Stock rules of section 3/4: a product is in stock when any variant value has quantity; a value
// with no quantity cannot be chosen; add-to-cart needs a chosen variant first.
import type { ProductDetailsQuery } from 'shared-contracts/graphql';

export type DetailedProduct = NonNullable<ProductDetailsQuery['productDetails']>;
export type VariantAttribute = DetailedProduct['productAttributes'][number];
export type VariantValue = VariantAttribute['values'][number];

/** The product's variant attribute (ring size, chain length...): the API takes one per cart line. */
export function variantAttribute(product: DetailedProduct): VariantAttribute | null {
  return product.productAttributes.find((a) => a.values.length > 0) ?? null;
}

export function isValueInStock(value: VariantValue): boolean {
  return value.quantity > 0;
}

/** False when nothing can be bought: the button is disabled and reads out of stock. */
export function canBuy(product: DetailedProduct): boolean {
  const attribute = variantAttribute(product);
  return attribute ? attribute.values.some(isValueInStock) : product.inStock;
}

/** The sku of the variant a value stands for (its store stock is kept per sku), when known. */
export function variantSku(product: DetailedProduct, valueId: number | null): string | null {
  if (valueId === null) return null;
  return product.productSlicers?.variants.find((v) => v.slicerAttributes.some((a) => a.attributeValueId === valueId))?.sku ?? null;
}

/** A value the API marks pre-selected, if it can be bought; otherwise the shopper chooses. */
export function initialValueId(attribute: VariantAttribute | null): number | null {
  return attribute?.values.find((v) => v.isPreSelected && isValueInStock(v))?.id ?? null;
}
