// The alternate payment provider of spec section 7 ("card-token and completion pair"): the card
// is first exchanged for a token (createPaymentCardToken), and the payment is then completed with
// that token, the instalment count, the accepted agreement and the accepted contract versions
// (completeCardTokenPayment), which answers exactly like cardPayment: the 3-D Secure form of the
// sandbox bank, or the errors.
// A token is random, stored as SHA-256, bound to the customer who made it, valid for
// CARD_TOKEN_TTL_MS and spent by the payment it starts. Neither the card number nor the CVV is
// kept: only the BIN, the last four digits, the holder and the sandbox bank's outcome.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { translate, type CardPaymentResult, type CardTokenInput, type CardTokenResult } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { cardTokens } from '../../db/schema.js';
import { randomToken, sha256 } from '../auth/tokens.js';
import { cardFamilyForBin } from './bin-table.js';
import { startPayment } from './card-payment.js';
import { validateCardFields, validatePaymentTerms } from './card-validation.js';
import { maskCard, sandboxOutcome, type BankOutcome } from './sandbox-bank.js';

export const CARD_TOKEN_TTL_MS = 15 * 60_000;

/** Tokens are base64url; anything else cannot name one. */
function plausibleToken(value: string): boolean {
  return value.length >= 16 && value.length <= 128 && /^[A-Za-z0-9_-]+$/.test(value);
}

export async function createPaymentCardToken(ctx: ApiContext, input: CardTokenInput, now = new Date()): Promise<CardTokenResult> {
  const empty = { cardToken: null, maskedCard: null, bankName: null, cardFamily: null, expiresAt: null };
  if (!ctx.customer) return { ...empty, errors: [translate(ctx.language, 'ui.auth.login_required')] };
  const checked = validateCardFields(input, now);
  if (!checked.card) return { ...empty, errors: checked.issues.map((i) => translate(ctx.language, i.code)) };
  const { card } = checked;
  const token = randomToken(24);
  const expiresAt = new Date(now.getTime() + CARD_TOKEN_TTL_MS);
  await ctx.db.insert(cardTokens).values({
    customerId: ctx.customer.id,
    tokenHash: sha256(token),
    bin: card.number.slice(0, 6),
    last4: card.number.slice(-4),
    holder: card.holder,
    outcome: sandboxOutcome(card.number),
    expiresAt,
    createdAt: now,
  });
  const family = cardFamilyForBin(card.number);
  return {
    cardToken: token,
    maskedCard: maskCard(card.number.slice(-4)),
    bankName: family?.bankName ?? null,
    cardFamily: family?.cardFamily ?? null,
    expiresAt: expiresAt.toISOString(),
    errors: [],
  };
}

export async function completeCardTokenPayment(
  ctx: ApiContext,
  cardToken: string,
  installmentCount: number,
  agreementAccepted: boolean,
  acceptedContracts?: readonly string[] | null,
  now = new Date(),
): Promise<CardPaymentResult> {
  return startPayment(ctx, async () => {
    const customerId = ctx.customer!.id; // startPayment has checked the caller
    const live = and(eq(cardTokens.customerId, customerId), isNull(cardTokens.usedAt), gt(cardTokens.expiresAt, now));
    const [row] = plausibleToken(cardToken)
      ? await ctx.db.select().from(cardTokens).where(and(eq(cardTokens.tokenHash, sha256(cardToken)), live)).limit(1)
      : [];
    if (!row) return { errorCodes: ['ui.checkout.payment_failed'] };
    const issues = validatePaymentTerms(row.bin, installmentCount, agreementAccepted);
    if (issues.length) return { errorCodes: issues.map((i) => i.code) };
    return {
      card: { bin: row.bin, last4: row.last4, holder: row.holder, outcome: row.outcome as BankOutcome, installmentCount },
      // Spent by this payment only; a second use, even at the same moment, finds it used.
      commit: async (tx) => {
        const spent = await tx.update(cardTokens).set({ usedAt: now }).where(and(eq(cardTokens.id, row.id), live)).returning({ id: cardTokens.id });
        return spent.length === 1;
      },
    };
  }, acceptedContracts);
}
