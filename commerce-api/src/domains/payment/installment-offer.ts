// What the shop may promise about instalments, read from the instalment table (bin-table.ts)
// so no text claims more than the checkout will apply: the best interest-free offer (the most
// instalments some partner card family gives without interest, and those families) and the most
// instalments offered at all (with interest).
import { formatKurus, kurusToLira, type InstallmentOffer, type Language } from 'shared-contracts/server';
import { CARD_FAMILIES, type CardFamily } from './bin-table.js';

export interface InterestFreeOffer {
  /** The most instalments offered without interest by some partner card family (at least 2). */
  installmentCount: number;
  /** The card families that offer it, in table order (e.g. ['Bonus', 'Maximum']). */
  cardFamilies: string[];
}

/** The best interest-free offer of the table; null when no card offers instalments without interest. */
export function interestFreeOffer(families: readonly CardFamily[] = CARD_FAMILIES): InterestFreeOffer | null {
  const free = (f: CardFamily) => f.plans.filter((p) => p.monthlyRatePercent === 0 && p.count > 1).map((p) => p.count);
  const best = Math.max(0, ...families.flatMap(free));
  if (best < 2) return null;
  return { installmentCount: best, cardFamilies: families.filter((f) => free(f).includes(best)).map((f) => f.cardFamily ?? f.bankName ?? '') };
}

/** The most instalments any partner card offers (interest included). */
export function maxInstallmentCount(families: readonly CardFamily[] = CARD_FAMILIES): number {
  return Math.max(1, ...families.flatMap((f) => f.plans.map((p) => p.count)));
}

/** Product.installmentOffer: the best interest-free offer at a price, with its instalment. */
export function priceInstallmentOffer(priceKurus: number, language: Language): InstallmentOffer | null {
  const offer = interestFreeOffer();
  if (!offer || !(priceKurus > 0)) return null;
  const instalment = Math.round(priceKurus / offer.installmentCount);
  return {
    installmentCount: offer.installmentCount,
    installmentPrice: formatKurus(instalment, language),
    installmentPriceValue: kurusToLira(instalment),
    cardFamilies: offer.cardFamilies,
  };
}
