// The alternate payment provider: card -> token -> payment, through /graphql and the domain
// functions. Tokens keep no card number or CVV, belong to one customer, are spent once, expire,
// and the payment they start is the same 3-D Secure flow as cardPayment's (one order, stock once).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cardTokens, contractTemplates, orders, payments, productVariants } from '../../db/schema.js';
import { contractTemplateRows } from '../../seed/content/contracts.js';
import { insertCarriers, insertCategory, insertProduct, testContext, type ProductFixture } from '../../testing/cart-fixtures.js';
import { insertCustomer } from '../../testing/cart-fixtures.js';
import { APPROVING_CARD, cardInput, DECLINED_CARD, lastCode, readyToPay, TEST_MESSAGING } from '../../testing/payment-fixtures.js';
import { createTestDatabase } from '../../testing/test-db.js';
import { contractByWidgetZone } from '../checkout/contracts.js';
import { selectShippingOption } from '../checkout/shipping-options.js';
import { CARD_TOKEN_TTL_MS, completeCardTokenPayment, createPaymentCardToken } from './card-token.js';
import { completePayment } from './complete-payment.js';

let database: Database;
let ring: ProductFixture; // 1.000,00 TL, stock 20

const card = (overrides: Partial<ReturnType<typeof cardInput>> = {}) => {
  const { installmentCount: _i, agreementAccepted: _a, ...fields } = cardInput(overrides);
  return fields;
};

before(async () => {
  database = await createTestDatabase();
  ring = await insertProduct(database.db, { categoryId: await insertCategory(database.db), priceKurus: 100000, stocks: [20] });
  await insertCarriers(database.db);
  await database.db.insert(contractTemplates).values(contractTemplateRows());
});
after(() => database.close());

async function stock(): Promise<number> {
  const [row] = await database.db.select({ s: productVariants.stockQuantity }).from(productVariants).where(eq(productVariants.id, ring.variantIds[0]));
  return row!.s;
}

describe('createPaymentCardToken', () => {
  test('a valid card gives a token, the bank and a masked number; only the BIN, last four and holder are kept', async () => {
    const ctx = await readyToPay(database.db, ring.productId);
    const result = await createPaymentCardToken(ctx, card());
    assert.deepEqual(result.errors, []);
    assert.match(result.cardToken!, /^[A-Za-z0-9_-]{32}$/);
    assert.equal(result.maskedCard, '•••• •••• •••• 4358');
    assert.equal(result.bankName, 'Akbank');
    assert.equal(result.cardFamily, 'Axess');
    const [row] = await database.db.select().from(cardTokens).where(eq(cardTokens.customerId, ctx.customer!.id));
    assert.equal(row!.bin, '435508');
    assert.equal(row!.last4, '4358');
    const stored = JSON.stringify(row);
    assert.ok(!stored.includes('4355084355084358') && !stored.includes(result.cardToken!) && !stored.includes('"123"'), 'no card number, token or CVV stored');
  });

  test('bad card fields are refused with translated errors and store nothing; a visitor must log in', async () => {
    const ctx = await readyToPay(database.db, ring.productId);
    const before = (await database.db.select().from(cardTokens)).length;
    const bad = await createPaymentCardToken(ctx, card({ creditCardNumber: '4355 0843 5508 4359', expireMonth: '13', creditCardCvv2: '1' }));
    assert.deepEqual(bad.errors, ['Geçerli bir kart numarası giriniz', 'Son kullanma tarihini AA/YY biçiminde giriniz', 'CVV 3 ya da 4 haneli olmalıdır']);
    assert.equal(bad.cardToken, null);
    const visitor = await createPaymentCardToken(testContext(database.db, null), card());
    assert.deepEqual(visitor.errors, ['Bu işlem için giriş yapmalısınız.']);
    assert.equal((await database.db.select().from(cardTokens)).length, before);
  });
});

describe('completeCardTokenPayment', () => {
  test('starts the 3-D Secure payment like cardPayment; the code completes one order; the token is spent', async () => {
    const ctx = await readyToPay(database.db, ring.productId, 2);
    const { cardToken } = await createPaymentCardToken(ctx, card());
    const before = await stock();
    const started = await completeCardTokenPayment(ctx, cardToken!, 3, true);
    assert.deepEqual(started.errors, []);
    assert.match(started.form!, new RegExp(`/payment/3ds/${started.paymentId}`));
    const [payment] = await database.db.select().from(payments).where(eq(payments.id, started.paymentId!));
    assert.equal(payment!.installmentCount, 3);
    assert.equal(payment!.cardLast4, '4358');
    assert.equal(payment!.bankName, 'Akbank');
    assert.equal(payment!.amountKurus, Math.round(200000 * (1 + 0.0099 * 3)));

    const again = await completeCardTokenPayment(ctx, cardToken!, 1, true);
    assert.deepEqual(again.errors, ['Ödeme işlemi sırasında bir hata oluştu.'], 'a token pays once');
    assert.equal(again.form, null);

    const done = await completePayment(database.db, started.paymentId!, { kind: 'verify', code: lastCode(ctx) }, TEST_MESSAGING);
    assert.equal(done.status, 'success');
    const repeat = await completePayment(database.db, started.paymentId!, { kind: 'verify', code: lastCode(ctx) }, TEST_MESSAGING);
    assert.equal(repeat.status === 'success' && repeat.orderId, done.status === 'success' && done.orderId);
    assert.equal((await database.db.select().from(orders).where(eq(orders.paymentId, started.paymentId!))).length, 1);
    assert.equal(await stock(), before - 2);
  });

  test("another customer's token, an unknown or expired token, terms the card does not offer: refused, nothing recorded", async () => {
    const owner = await readyToPay(database.db, ring.productId);
    const thief = await readyToPay(database.db, ring.productId);
    const { cardToken } = await createPaymentCardToken(owner, card());
    const count = async () => (await database.db.select().from(payments)).length;
    const before = await count();
    const failed = 'Ödeme işlemi sırasında bir hata oluştu.';
    assert.deepEqual((await completeCardTokenPayment(thief, cardToken!, 1, true)).errors, [failed]);
    assert.deepEqual((await completeCardTokenPayment(owner, 'x'.repeat(32), 1, true)).errors, [failed]);
    assert.deepEqual((await completeCardTokenPayment(owner, '', 1, true)).errors, [failed]);
    assert.deepEqual((await completeCardTokenPayment(owner, cardToken!, 12, true)).errors, ['Bu kart için seçilen taksit sayısı kullanılamaz.'], 'Axess offers up to 9');
    assert.deepEqual((await completeCardTokenPayment(owner, cardToken!, 1, false)).errors, ['Ön bilgilendirme formunu ve mesafeli satış sözleşmesini onaylayınız.']);
    const late = new Date(Date.now() + CARD_TOKEN_TTL_MS + 1000);
    assert.deepEqual((await completeCardTokenPayment(owner, cardToken!, 1, true, null, late)).errors, [failed], 'expired');
    assert.equal(await count(), before);
    assert.deepEqual((await completeCardTokenPayment(owner, cardToken!, 1, true)).errors, [], 'still usable by its owner in time');
  });

  test('the cart rules come first, and a declined card declines at the bank, taking nothing', async () => {
    const customer = await insertCustomer(database.db);
    const empty = testContext(database.db, customer);
    const { cardToken } = await createPaymentCardToken(empty, card());
    assert.deepEqual((await completeCardTokenPayment(empty, cardToken!, 1, true)).errors, ['Sepetiniz boş.']);

    const ctx = await readyToPay(database.db, ring.productId);
    const declined = await createPaymentCardToken(ctx, card({ creditCardNumber: DECLINED_CARD }));
    const before = await stock();
    const started = await completeCardTokenPayment(ctx, declined.cardToken!, 1, true);
    const result = await completePayment(database.db, started.paymentId!, { kind: 'verify', code: lastCode(ctx) }, TEST_MESSAGING);
    assert.equal(result.status, 'error');
    assert.equal(await stock(), before);
    assert.notEqual(APPROVING_CARD, DECLINED_CARD);
  });

  test('contract versions that are no longer current refuse the payment and leave the token unspent', async () => {
    const ctx = await readyToPay(database.db, ring.productId, 1, 'TEM');
    const { cardToken } = await createPaymentCardToken(ctx, card());
    const read = [(await contractByWidgetZone(ctx, 'pre_info_contract'))!.version, (await contractByWidgetZone(ctx, 'sales_contract'))!.version];
    await selectShippingOption(ctx, 'Yurtiçi Kargo');
    const refused = await completeCardTokenPayment(ctx, cardToken!, 1, true, read);
    assert.deepEqual(refused, { errors: ['Sözleşme metni değişti; lütfen güncel sözleşmeyi okuyup yeniden onaylayın.'], form: null, paymentId: null });
    const [token] = await database.db.select().from(cardTokens).where(eq(cardTokens.customerId, ctx.customer!.id));
    assert.equal(token!.usedAt, null, 'the token can still be used');
    const current = [(await contractByWidgetZone(ctx, 'pre_info_contract'))!.version, (await contractByWidgetZone(ctx, 'sales_contract'))!.version];
    const started = await completeCardTokenPayment(ctx, cardToken!, 1, true, current);
    assert.deepEqual(started.errors, []);
    assert.ok(started.form);
  });

  test('two payments racing for one token: exactly one starts', async () => {
    const ctx = await readyToPay(database.db, ring.productId);
    const { cardToken } = await createPaymentCardToken(ctx, card());
    const results = await Promise.all(Array.from({ length: 4 }, () => completeCardTokenPayment(ctx, cardToken!, 1, true)));
    assert.equal(results.filter((r) => r.form).length, 1);
  });
});
