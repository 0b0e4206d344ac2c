// Instalment options for a card: the BIN's family decides the counts and interest; amounts come
// from the caller's current cart total. Count 1 is the advance payment ('peşin').
import { and, eq } from 'drizzle-orm';
import { formatKurus, kurusToLira, type InstallmentInfo, type InstallmentPrice, type Language } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { products } from '../../db/schema.js';
import { loadCartState } from '../cart/cart-view.js';
import { findOwner } from '../cart/owner.js';
import { CARD_FAMILIES, cardFamilyForBin, type CardFamily, type InstallmentPlan } from './bin-table.js';

export function installmentTotalKurus(amountKurus: number, plan: InstallmentPlan): number {
  return Math.round(amountKurus * (1 + (plan.monthlyRatePercent / 100) * plan.count));
}

/** Without a known card only the advance payment is offered. */
const ADVANCE_ONLY: InstallmentPlan[] = [{ count: 1, monthlyRatePercent: 0 }];

/**
 * The money of one card payment: the one computation behind the instalment list, the price
 * card, both contracts, the amount the bank charges and the order. Integer kuruş throughout;
 * the instalment is the total divided by the count, rounded, and the last instalment takes the
 * rounding difference (17.403,80 in 3: 5.801,27 + 5.801,27 + 5.801,26).
 */
export interface PaymentTermsKurus {
  bankName: string | null;
  cardFamily: string | null;
  installmentCount: number;
  monthlyRatePercent: number;
  /** The amount to pay in one go: the cart's total. */
  cashKurus: number;
  /** Instalment interest (vade farkı): totalKurus - cashKurus. */
  interestKurus: number;
  /** What the bank charges. */
  totalKurus: number;
  installmentKurus: number;
  lastInstallmentKurus: number;
}

export function termsForPlan(cashKurus: number, family: CardFamily | null, plan: InstallmentPlan): PaymentTermsKurus {
  const totalKurus = installmentTotalKurus(cashKurus, plan);
  const installmentKurus = Math.round(totalKurus / plan.count);
  return {
    bankName: family?.bankName ?? null,
    cardFamily: family?.cardFamily ?? null,
    installmentCount: plan.count,
    monthlyRatePercent: plan.monthlyRatePercent,
    cashKurus,
    interestKurus: totalKurus - cashKurus,
    totalKurus,
    installmentKurus,
    lastInstallmentKurus: totalKurus - installmentKurus * (plan.count - 1),
  };
}

/**
 * The terms of paying `cashKurus` with the card of `bin` in `count` instalments; null when that
 * card does not offer the count. No BIN (or fewer than six digits) offers the advance payment only.
 */
export function paymentTerms(cashKurus: number, bin: string | null | undefined, count: number): PaymentTermsKurus | null {
  const family = bin ? cardFamilyForBin(bin) : null;
  const plan = (family?.plans ?? ADVANCE_ONLY).find((p) => p.count === count);
  return plan ? termsForPlan(cashKurus, family, plan) : null;
}

export function installmentPrices(amountKurus: number, family: CardFamily | null, language: Language): InstallmentPrice[] {
  return (family ? family.plans : ADVANCE_ONLY).map((plan) => {
    const terms = termsForPlan(amountKurus, family, plan);
    return {
      installmentNumber: plan.count,
      priceText: formatKurus(terms.installmentKurus, language),
      totalPriceText: formatKurus(terms.totalKurus, language),
      priceValue: kurusToLira(terms.installmentKurus),
      totalPriceValue: kurusToLira(terms.totalKurus),
    };
  });
}

/** The plan for a chosen count, or null when that card does not offer it. */
export function offeredPlan(bin: string, count: number): InstallmentPlan | null {
  const family = cardFamilyForBin(bin);
  return family?.plans.find((p) => p.count === count) ?? null;
}

export async function installmentsFor(ctx: ApiContext, bin: string): Promise<InstallmentInfo> {
  const family = cardFamilyForBin(bin);
  const state = await loadCartState(ctx.db, await findOwner(ctx, null));
  return {
    bankName: family?.bankName ?? null,
    cardFamily: family?.cardFamily ?? null,
    installmentPrices: installmentPrices(state.totals.totalKurus, family, ctx.language),
  };
}

/**
 * productInstallments(productId): the product page's instalment table, one entry per partner
 * bank, priced at the product's own price (no cart involved). Unknown or unpublished -> [].
 */
export async function productInstallments(ctx: ApiContext, productId: number): Promise<InstallmentInfo[]> {
  if (!Number.isInteger(productId) || productId <= 0 || productId > 2_147_483_647) return [];
  const [product] = await ctx.db
    .select({ priceKurus: products.priceKurus })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.published, true)))
    .limit(1);
  if (!product) return [];
  return CARD_FAMILIES.map((family) => ({
    bankName: family.bankName,
    cardFamily: family.cardFamily,
    installmentPrices: installmentPrices(product.priceKurus, family, ctx.language),
  }));
}
