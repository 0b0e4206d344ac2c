// cardPayment: checks the caller, the cart, the addresses, the carrier, the card and the accepted
// contract versions (the texts name the card's instalment terms and the total charged); records a
// PENDING payment of that total with a snapshot of the cart, the terms and the contract texts
// (superseding any earlier pending payment of the same cart); sends the 3-D Secure code by SMS
// (outbox); returns the bank redirect form for the shop's iframe. Nothing is taken from stock.
import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { formatKurus, normalizePhone, translate, type CardPaymentInput, type CardPaymentResult, type Contract } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { carts, customers, payments } from '../../db/schema.js';
import { threeDsCodeMessage } from '../../messages/templates/three-ds-code.js';
import { cartCanOrder, loadCartState } from '../cart/cart-view.js';
import { customerOwner } from '../cart/owner.js';
import { attributeInfo } from '../cart/product-presentation.js';
import { randomToken, sha256 } from '../auth/tokens.js';
import { checkoutAddresses } from '../checkout/checkout-address.js';
import { checkoutContracts } from '../checkout/contracts.js';
import { validateCard } from './card-validation.js';
import { paymentTerms } from './installments.js';
import type { PaymentSnapshot } from './payment-snapshot.js';
import { SANDBOX_BANK_NAME, sandboxOutcome, type BankOutcome } from './sandbox-bank.js';
import { threeDsRedirectForm } from './three-ds-form.js';

export const THREE_DS_CODE_LENGTH = 6;

/** failure_message of a payment another payment of the same cart has replaced. */
export const SUPERSEDED_MESSAGE = 'ui.payment.superseded';

export function threeDsCode(): string {
  return String(randomInt(0, 10 ** THREE_DS_CODE_LENGTH)).padStart(THREE_DS_CODE_LENGTH, '0');
}

export function codeMatches(code: string, hash: string): boolean {
  const a = Buffer.from(sha256(code), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The card a payment is made with, as the bank needs it (never the full number or the CVV). */
export interface PayingCard {
  /** The first six digits: bank, card family and instalment offer. */
  bin: string;
  last4: string;
  holder: string;
  outcome: BankOutcome;
  installmentCount: number;
}

/**
 * How the card of a payment is found: from the card form (cardPayment) or from a card token of
 * the alternate provider (completeCardTokenPayment). `commit` runs inside the transaction that
 * records the payment (a token is spent there); false means the card can no longer be used.
 */
export type CardSource = () => Promise<{ card: PayingCard; commit?: (tx: Tx) => Promise<boolean> } | { errorCodes: string[] }>;

export async function cardPayment(ctx: ApiContext, input: CardPaymentInput): Promise<CardPaymentResult> {
  return startPayment(
    ctx,
    async () => {
      const checked = validateCard(input);
      if ('issues' in checked) return { errorCodes: checked.issues.map((i) => i.code) };
      const { card } = checked;
      return { card: { bin: card.number.slice(0, 6), last4: card.number.slice(-4), holder: card.holder, outcome: sandboxOutcome(card.number), installmentCount: card.installmentCount } };
    },
    input.acceptedContracts,
  );
}

/**
 * Whether the contract versions a shopper accepted are exactly the current ones (in any order):
 * every current contract's version, and nothing else.
 */
export function contractsAccepted(accepted: readonly string[], current: readonly Contract[]): boolean {
  const given = new Set(accepted.map((v) => v.trim().toLowerCase()));
  const versions = new Set(current.map((c) => c.version));
  return given.size === versions.size && [...versions].every((v) => given.has(v));
}

/**
 * The shared start of every card payment: caller, cart, addresses, carrier, accepted contract
 * versions, card, snapshot (with the contract texts), 3-D Secure. `acceptedContracts` null or
 * absent (an older client) accepts the current texts; given, it must name exactly them.
 * The payment is recorded with the cart row locked: a cart that became an order meanwhile (its
 * checkout generation moved on) refuses, and any earlier PENDING payment of the cart is marked
 * SUPERSEDED in the same transaction (at most one pending payment per cart, payments_cart_pending_uq).
 */
export async function startPayment(ctx: ApiContext, cardSource: CardSource, acceptedContracts?: readonly string[] | null): Promise<CardPaymentResult> {
  const fail = (...codes: string[]): CardPaymentResult => ({ errors: codes.map((c) => translate(ctx.language, c)), form: null, paymentId: null });
  if (!ctx.customer) return fail('ui.auth.login_required');
  const now = new Date();
  const owner = customerOwner(ctx.customer);
  const state = await loadCartState(ctx.db, owner, now);
  if (!state.cart || !state.lines.length) return fail('ui.cart.empty');
  const cart = state.cart;
  const { shipping: shippingAddress, billing: billingAddress } = await checkoutAddresses(ctx.db, ctx.customer.id, cart);
  if (!shippingAddress) return fail('ui.checkout.payment_step_requires_address');
  if (state.carriers.length && !state.carriers.some((c) => c.name === cart.shippingOption)) return fail('ui.checkout.payment_step_requires_carrier');
  if (!billingAddress) return fail('ui.checkout.payment_step_requires_billing_address');

  const source = await cardSource();
  if ('errorCodes' in source) return fail(...source.errorCodes);
  const { card } = source;
  // The money, computed once: the contracts state it, the bank charges it, the order records it.
  const terms = paymentTerms(state.totals.totalKurus, card.bin, card.installmentCount);
  if (!terms) return fail('ui.payment.installment_unavailable');
  // The texts name the terms and the total: versions accepted for another card family, count or
  // total are not these texts, and the payment is refused.
  const contracts = await checkoutContracts(ctx, state, terms, now);
  if (acceptedContracts != null && !contractsAccepted(acceptedContracts, contracts)) return fail('ui.checkout.contracts_changed');
  if (!cartCanOrder(state)) return fail('ui.checkout.cart_changed');
  const carrier = state.totals.carrier;

  const snapshot: PaymentSnapshot = {
    language: ctx.language,
    lines: state.lines.map((l) => ({
      productId: l.productId,
      variantId: l.variantId,
      sku: l.variantSku,
      productName: l.name,
      productSeName: l.seName,
      attributeInfo: attributeInfo(l.attributeName, l.valueName),
      quantity: l.quantity,
      unitPriceKurus: l.priceKurus,
      isGiftPackage: l.isGiftPackage,
    })),
    subtotalKurus: state.totals.subtotalKurus,
    discountKurus: state.totals.discountKurus,
    shippingKurus: state.totals.shippingKurus,
    totalKurus: state.totals.totalKurus,
    couponCode: state.totals.discountKurus > 0 ? cart.couponCode : null,
    shippingMethod: carrier?.name ?? null,
    trackingUrlTemplate: carrier?.trackingUrlTemplate ?? null,
    shippingAddress,
    billingAddress,
    giftNote: cart.giftNote,
    contracts: contracts.map((c) => ({ widgetZone: c.widgetZone, hTML: c.contents[0]?.hTML ?? '', version: c.version, acceptedOn: now.toISOString() })),
    terms,
  };
  const amountKurus = terms.totalKurus;
  const code = threeDsCode();
  const paymentId = randomToken(18);
  const recorded = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select({ generation: carts.checkoutGeneration }).from(carts).where(eq(carts.id, cart.id)).for('update');
    if (!locked || locked.generation !== cart.checkoutGeneration) return 'cart_changed' as const;
    if (source.commit && !(await source.commit(tx))) return 'card_unusable' as const;
    await tx
      .update(payments)
      .set({ status: 'SUPERSEDED', failureMessage: SUPERSEDED_MESSAGE })
      .where(and(eq(payments.cartId, cart.id), eq(payments.status, 'PENDING')));
    await tx.insert(payments).values({
      id: paymentId,
      customerId: ctx.customer!.id,
      cartId: cart.id,
      cartGeneration: cart.checkoutGeneration,
      amountKurus,
      installmentCount: card.installmentCount,
      bankName: terms.bankName,
      cardFamily: terms.cardFamily,
      cardLast4: card.last4,
      cardHolder: card.holder,
      outcome: card.outcome,
      threeDsCodeHash: sha256(code),
      cartSnapshot: snapshot as unknown as Record<string, unknown>,
    });
    return 'recorded' as const;
  });
  if (recorded === 'cart_changed') return fail('ui.checkout.cart_changed');
  if (recorded === 'card_unusable') return fail('ui.checkout.payment_failed');

  const [customer] = await ctx.db.select({ phone: customers.phone }).from(customers).where(eq(customers.id, ctx.customer.id));
  const phone = customer?.phone || normalizePhone(shippingAddress.phoneNumber);
  const bank = terms.bankName ?? SANDBOX_BANK_NAME;
  const amountText = formatKurus(amountKurus, ctx.language);
  await ctx.notifier.send(threeDsCodeMessage({ language: ctx.language, recipient: phone, customerId: ctx.customer.id, bank, amount: amountText, code, paymentId }));
  return { errors: [], form: threeDsRedirectForm(ctx.config.paymentOrigin, paymentId, ctx.language), paymentId };
}
