// customerGiftCards: the signed-in customer's gift cards, newest first; a card is active while
// it is enabled, unexpired and has a balance.
import { desc, eq } from 'drizzle-orm';
import { formatKurus, kurusToLira, type GiftCard } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { giftCards } from '../../db/schema.js';
import { requireCustomer } from './require-customer.js';

export async function customerGiftCards(ctx: ApiContext, now = new Date()): Promise<GiftCard[]> {
  const customer = requireCustomer(ctx);
  const rows = await ctx.db.select().from(giftCards).where(eq(giftCards.customerId, customer.id)).orderBy(desc(giftCards.id));
  return rows.map((r) => ({
    id: r.id,
    couponCode: r.couponCode,
    amount: formatKurus(r.amountKurus, ctx.language),
    amountValue: kurusToLira(r.amountKurus),
    remainingAmount: formatKurus(r.remainingKurus, ctx.language),
    isActive: r.active && r.remainingKurus > 0 && (!r.validTo || r.validTo > now),
    validTo: r.validTo?.toISOString() ?? null,
  }));
}
