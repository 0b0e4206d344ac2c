// Test helpers for payments: a customer ready to pay (cart, address, carrier), a valid card
// form, the 3-D Secure code the recording notifier "sent", a started payment, and the orders a
// cart became.
import { eq } from 'drizzle-orm';
import type { CardPaymentInput, Language } from 'shared-contracts/server';
import type { ApiContext } from '../context.js';
import type { Db } from '../db/client.js';
import { carts, contractTemplates, orders } from '../db/schema.js';
import { contractTemplateRows } from '../seed/content/contracts.js';
import { addToCart } from '../domains/cart/add-to-cart.js';
import { selectShippingAddressWithShippingOption } from '../domains/checkout/shipping-options.js';
import { cardPayment } from '../domains/payment/card-payment.js';
import type { Messaging } from '../messages/messaging.js';
import { insertAddress, insertCarriers, insertCustomer, recordingNotifier, testContext } from './cart-fixtures.js';

export const APPROVING_CARD = '4355 0843 5508 4358';
export const SECOND_APPROVING_CARD = '5406 6754 0667 5403';
export const DECLINED_CARD = '4111 1111 1111 1111';

export function cardInput(overrides: Partial<CardPaymentInput> = {}): CardPaymentInput {
  return {
    creditCardNumber: APPROVING_CARD,
    creditCardHolderName: 'AYŞE YILMAZ',
    expireMonth: '12',
    expireYear: String(new Date().getFullYear() + 2),
    creditCardCvv2: '123',
    installmentCount: 1,
    agreementAccepted: true,
    ...overrides,
  };
}

/** What a checkout needs in the database besides products: the carriers and the contract templates. */
export async function seedCheckout(db: Db): Promise<void> {
  await insertCarriers(db);
  await db.insert(contractTemplates).values(contractTemplateRows());
}

/** Where the order messages of payment tests go when a test does not look at them. */
export const TEST_MESSAGING: Messaging = { notifier: recordingNotifier(), config: { publicUrl: 'http://localhost:3000' } };

export type PayingContext = ApiContext & { notifier: ReturnType<typeof recordingNotifier> };

/** A new customer with `quantity` of the product in the cart, an address and a carrier chosen. */
export async function readyToPay(db: Db, productId: number, quantity = 1, carrier = 'Yurtiçi Kargo', language: Language = 'tr'): Promise<PayingContext> {
  const customer = await insertCustomer(db);
  const ctx = testContext(db, customer, { notifier: recordingNotifier(), language }) as PayingContext;
  const added = await addToCart(ctx, { productId, quantity });
  if (!added.status) throw new Error(`fixture: ${added.errors[0]?.code}`);
  const addressId = await insertAddress(db, customer.id);
  const selected = await selectShippingAddressWithShippingOption(ctx, addressId, carrier);
  if (!selected.success) throw new Error(`fixture: ${selected.errors[0]?.code}`);
  return ctx;
}

export function lastCode(ctx: PayingContext): string {
  const message = ctx.notifier.sent.at(-1);
  if (!message?.code) throw new Error('no 3-D Secure code was sent');
  return message.code;
}

export function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

/** Starts a card payment for the context's cart and returns its id and the code "sent" for it. */
export async function startCardPayment(ctx: PayingContext, overrides: Partial<CardPaymentInput> = {}): Promise<{ paymentId: string; code: string }> {
  const result = await cardPayment(ctx, cardInput(overrides));
  if (result.errors.length || !result.paymentId) throw new Error(`fixture: payment refused: ${result.errors.join(' ')}`);
  return { paymentId: result.paymentId, code: lastCode(ctx) };
}

/** The orders placed from one cart (the one-order-per-cart-generation rule). */
export async function ordersOfCart(db: Db, cartId: number) {
  return db.select().from(orders).where(eq(orders.cartId, cartId));
}

/** The customer's cart row. */
export async function cartOf(db: Db, ctx: ApiContext) {
  const [row] = await db.select().from(carts).where(eq(carts.customerId, ctx.customer!.id));
  return row!;
}

export const SUPERSEDED_TR =
  'Bu ödeme, aynı sepet için başlatılan daha yeni bir ödemeyle değiştirildi. Bu ödeme için sipariş oluşturulmadı; kartınızdaki tutar serbest bırakıldı.';
export const SUPERSEDED_EN = 'This payment was replaced by a newer payment for the same cart. No order was placed for it; the amount on your card has been released.';
export const ALREADY_ORDERED_TR = 'Bu sepet için sipariş zaten oluşturuldu. Bu ödeme için ikinci bir sipariş oluşturulmadı; kartınızdaki tutar serbest bırakıldı.';
