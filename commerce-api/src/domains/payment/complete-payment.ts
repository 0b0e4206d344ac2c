// What the sandbox bank's 3-D Secure page does with a submitted code or a cancel: a wrong code
// costs one of 3 attempts; the right code applies the bank's outcome (decline, or approval and
// the order); cancel abandons the payment. Every step is a conditional update on a PENDING
// payment, so a repeated or concurrent POST gets the same answer and never a second order.
// A payment that a newer payment of the same cart SUPERSEDED places no order: whatever is posted,
// the page answers ui.payment.superseded; when its right code is confirmed anyway (the bank has
// authorised the amount) it is recorded RELEASED: the authorisation is voided. The same happens
// to a pending payment whose cart generation already became an order (ui.payment.cart_already_ordered).
import { and, eq, sql } from 'drizzle-orm';
import { translate, type Language } from 'shared-contracts/server';
import type { Db } from '../../db/client.js';
import type { Messaging } from '../../messages/messaging.js';
import { payments } from '../../db/schema.js';
import { codeMatches, SUPERSEDED_MESSAGE, THREE_DS_CODE_LENGTH } from './card-payment.js';
import { readSnapshot } from './payment-snapshot.js';
import { orderOfPayment, placeOrder } from './place-order.js';

export const THREE_DS_MAX_ATTEMPTS = 3;

/** failure_message of a payment whose cart generation another payment had already ordered. */
export const CART_ALREADY_ORDERED_MESSAGE = 'ui.payment.cart_already_ordered';

export type CompletionAction = { kind: 'verify'; code: string } | { kind: 'cancel' };

export type CompletionResult =
  | { status: 'success'; message: string; orderId: number; orderNumber: string; language: Language }
  | { status: 'error'; message: string; language: Language }
  | { status: 'retry'; message: string; attemptsLeft: number; language: Language };

type PaymentRow = typeof payments.$inferSelect;

async function loadPayment(db: Db, paymentId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  return row ?? null;
}

/** Ends a PENDING payment unsuccessfully; false when it was no longer pending. */
async function endPayment(db: Db, paymentId: string, status: 'DECLINED' | 'FAILED', messageKey: string): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status, failureMessage: messageKey, completedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'PENDING')))
    .returning({ id: payments.id });
  return rows.length === 1;
}

/**
 * Records a payment the bank confirmed but no order may come of as RELEASED (the authorised
 * amount is voided); false when it was no longer in the expected state.
 */
async function releasePayment(db: Db, paymentId: string, from: 'PENDING' | 'SUPERSEDED', messageKey: string): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: 'RELEASED', failureMessage: messageKey, completedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, from)))
    .returning({ id: payments.id });
  return rows.length === 1;
}

function validCode(payment: PaymentRow, code: string): boolean {
  const trimmed = code.trim();
  return new RegExp(`^\\d{${THREE_DS_CODE_LENGTH}}$`).test(trimmed) && codeMatches(trimmed, payment.threeDsCodeHash);
}

/** The settled outcome of a payment that is no longer pending (repeat callbacks land here). */
async function settled(db: Db, payment: PaymentRow, language: Language): Promise<CompletionResult> {
  if (payment.status === 'APPROVED') {
    const order = await orderOfPayment(db, payment.id);
    if (order) return { status: 'success', message: translate(language, 'ui.checkout.payment_success'), orderId: order.id, orderNumber: order.orderNumber, language };
  }
  return { status: 'error', message: translate(language, payment.failureMessage ?? 'ui.checkout.payment_failed'), language };
}

/** The outcome of a payment that is no longer pending; null while it waits for its code. */
export async function settledResult(db: Db, paymentId: string): Promise<CompletionResult | null> {
  const payment = await loadPayment(db, paymentId);
  if (!payment || payment.status === 'PENDING') return null;
  return settled(db, payment, readSnapshot(payment.cartSnapshot).language ?? 'tr');
}

/** `messaging` queues the order's messages when the payment becomes an order (place-order.ts). */
export async function completePayment(db: Db, paymentId: string, action: CompletionAction, messaging: Messaging): Promise<CompletionResult> {
  const payment = await loadPayment(db, paymentId);
  if (!payment) return { status: 'error', message: translate('tr', 'ui.payment.not_found'), language: 'tr' };
  const language = readSnapshot(payment.cartSnapshot).language ?? 'tr';
  const error = (key: string): CompletionResult => ({ status: 'error', message: translate(language, key), language });
  const again = async () => settled(db, (await loadPayment(db, paymentId))!, language);

  if (payment.status === 'SUPERSEDED') {
    // Confirmed at the bank although replaced: no order, the authorisation is released.
    if (action.kind === 'verify' && payment.outcome === 'APPROVE' && validCode(payment, action.code)) await releasePayment(db, paymentId, 'SUPERSEDED', SUPERSEDED_MESSAGE);
    return error(SUPERSEDED_MESSAGE);
  }
  if (payment.status !== 'PENDING') return settled(db, payment, language);
  if (action.kind === 'cancel') return (await endPayment(db, paymentId, 'FAILED', 'ui.payment.three_ds_failed')) ? error('ui.payment.three_ds_failed') : again();

  if (!validCode(payment, action.code)) {
    const [counted] = await db
      .update(payments)
      .set({ threeDsAttempts: sql`${payments.threeDsAttempts} + 1` })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'PENDING')))
      .returning({ attempts: payments.threeDsAttempts });
    if (!counted) return again();
    if (counted.attempts >= THREE_DS_MAX_ATTEMPTS) {
      return (await endPayment(db, paymentId, 'FAILED', 'ui.payment.three_ds_failed')) ? error('ui.payment.three_ds_failed') : again();
    }
    return { status: 'retry', message: translate(language, 'ui.auth.code_invalid'), attemptsLeft: THREE_DS_MAX_ATTEMPTS - counted.attempts, language };
  }

  if (payment.outcome === 'DECLINE') return (await endPayment(db, paymentId, 'DECLINED', 'ui.payment.declined')) ? error('ui.payment.declined') : again();

  const placed = await placeOrder(db, messaging, paymentId);
  switch (placed.kind) {
    case 'placed':
    case 'existing':
      return { status: 'success', message: translate(language, 'ui.checkout.payment_success'), orderId: placed.orderId, orderNumber: placed.orderNumber, language };
    case 'shortage':
      return (await endPayment(db, paymentId, 'FAILED', 'ui.checkout.cart_changed')) ? error('ui.checkout.cart_changed') : again();
    case 'superseded':
      // Superseded while its code was being checked: the same answer as above.
      await releasePayment(db, paymentId, 'SUPERSEDED', SUPERSEDED_MESSAGE);
      return error(SUPERSEDED_MESSAGE);
    case 'cart_already_ordered':
      return (await releasePayment(db, paymentId, 'PENDING', CART_ALREADY_ORDERED_MESSAGE)) ? error(CART_ALREADY_ORDERED_MESSAGE) : again();
    case 'not_pending':
      return again();
    default:
      return error('ui.payment.not_found');
  }
}
