// The 'price valid on 1 November' tag (section 2): only before PROMO_TAG_UNTIL (1 Nov 2025,
// Istanbul midnight) and only when the festival price attribute holds a price above 0.
import { FESTIVAL_PRICE_ATTRIBUTE_ID, PROMO_TAG_UNTIL } from 'shared-contracts/rules';

interface AttributeLike {
  attributeId: number;
  attributeValueName: string;
}

const PROMO_END = Date.parse(PROMO_TAG_UNTIL);

/** The festival price in TRY, or null when the product has none above 0. */
export function festivalPrice(attributes: readonly AttributeLike[]): number | null {
  const raw = attributes.find((a) => a.attributeId === FESTIVAL_PRICE_ATTRIBUTE_ID)?.attributeValueName;
  const value = raw === undefined ? NaN : Number(raw.trim());
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** The festival price to show in the tag, or null when the tag must not show at `now`. */
export function promoTagPrice(attributes: readonly AttributeLike[], now: Date): number | null {
  if (!(now.getTime() < PROMO_END)) return null;
  return festivalPrice(attributes);
}
