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

export function installmentPrices(amountKurus: number, family: CardFamily | null, language: Language): InstallmentPrice[] {
  const offered = family ? family.plans : [{ count: 1, monthlyRatePercent: 0 }];
  return offered.map((plan) => {
    const total = installmentTotalKurus(amountKurus, plan);
    const monthly = Math.round(total / plan.count);
    return {
      installmentNumber: plan.count,
      priceText: formatKurus(monthly, language),
      totalPriceText: formatKurus(total, language),
      priceValue: kurusToLira(monthly),
      totalPriceValue: kurusToLira(total),
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
