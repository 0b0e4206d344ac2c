import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { addresses, carts, contractTemplates, payments } from '../../db/schema.js';
import { contractTemplateRows } from '../../seed/content/contracts.js';
import { insertAddress, insertCarriers, insertCategory, insertCustomer, insertProduct, testContext, type ProductFixture } from '../../testing/cart-fixtures.js';
import { cardInput, DECLINED_CARD, readyToPay, type PayingContext } from '../../testing/payment-fixtures.js';
import { createTestDatabase } from '../../testing/test-db.js';
import { selectCustomerAddress } from '../addresses/address-selection.js';
import { addToCart } from '../cart/add-to-cart.js';
import { setBillingSameAsShipping } from '../checkout/billing-choice.js';
import { contractByWidgetZone } from '../checkout/contracts.js';
import { selectShippingOption } from '../checkout/shipping-options.js';
import { cardFamilyForBin } from './bin-table.js';
import { cardPayment } from './card-payment.js';
import { luhnValid, validateCard } from './card-validation.js';
import { installmentPrices, installmentsFor } from './installments.js';
import { readSnapshot } from './payment-snapshot.js';
import { THREE_DS_REDIRECT_SCRIPT, THREE_DS_REDIRECT_SCRIPT_PATH } from './three-ds-form.js';

let database: Database;
let ring: ProductFixture; // 1.000,00 TL, stock 50

before(async () => {
  database = await createTestDatabase();
  ring = await insertProduct(database.db, { categoryId: await insertCategory(database.db), priceKurus: 100000, stocks: [50] });
  await insertCarriers(database.db);
  await database.db.insert(contractTemplates).values(contractTemplateRows());
});
after(() => database.close());

describe('BIN table and instalments', () => {
  test('banks and card families by BIN prefix, with a default', () => {
    assert.equal(cardFamilyForBin('435508')!.cardFamily, 'Axess');
    assert.equal(cardFamilyForBin('5406 67')!.bankName, 'İş Bankası');
    assert.equal(cardFamilyForBin('426886')!.cardFamily, 'Bonus');
    assert.equal(cardFamilyForBin('411111')!.bankName, null, 'unknown BINs get the default row');
    assert.equal(cardFamilyForBin('4355'), null, 'fewer than six digits is no BIN');
    assert.equal(cardFamilyForBin('43550a'), null);
  });

  test('instalment amounts: 1 is the plain total, others add monthly interest', () => {
    const prices = installmentPrices(120000, cardFamilyForBin('426886'), 'tr');
    assert.deepEqual(
      prices.map((p) => p.installmentNumber),
      [1, 2, 3, 6, 9, 12],
    );
    assert.equal(prices[0].totalPriceText, '₺1.200,00');
    assert.equal(prices[0].priceText, '₺1.200,00');
    assert.equal(prices[2].priceText, '₺400,00', 'three interest-free instalments with Bonus');
    const six = prices.find((p) => p.installmentNumber === 6)!;
    assert.equal(six.totalPriceValue, 1343.28, '1.200 * (1 + 1.99% * 6)');
    assert.equal(six.priceValue, 223.88);
  });

  test('installments(bin) prices the caller\'s current cart', async () => {
    const customer = await insertCustomer(database.db);
    const ctx = testContext(database.db, customer);
    await addToCart(ctx, { productId: ring.productId, quantity: 1 });
    const info = await installmentsFor(ctx, '540667');
    assert.equal(info.bankName, 'İş Bankası');
    assert.equal(info.cardFamily, 'Maximum');
    assert.equal(info.installmentPrices[0].totalPriceValue, 1000, 'free shipping from 1.000 TL');
    const anonymous = await installmentsFor(testContext(database.db, null), 'abc');
    assert.deepEqual(anonymous.installmentPrices.map((p) => p.installmentNumber), [1]);
  });
});

describe('card validation', () => {
  test('Luhn', () => {
    assert.equal(luhnValid('4355084355084358'), true);
    assert.equal(luhnValid('5406675406675403'), true);
    assert.equal(luhnValid('4355084355084359'), false);
  });

  test('each bad field has its own code', () => {
    const now = new Date('2030-06-15T12:00:00Z');
    const codes = (overrides: Parameters<typeof cardInput>[0]) => {
      const r = validateCard(cardInput({ expireYear: '2031', ...overrides }), now);
      return 'issues' in r ? r.issues.map((i) => i.code) : [];
    };
    assert.deepEqual(codes({}), []);
    assert.deepEqual(codes({ creditCardNumber: '4355 0843 5508 4359' }), ['ui.pattern.card_number']);
    assert.deepEqual(codes({ creditCardNumber: '4355 0843 5508' }), ['ui.pattern.card_number']);
    assert.deepEqual(codes({ creditCardNumber: '4355-abcd-5508-4358' }), ['ui.pattern.card_number']);
    assert.deepEqual(codes({ creditCardNumber: '' }), ['ui.field.required']);
    assert.deepEqual(codes({ expireMonth: '13' }), ['ui.pattern.card_expiry']);
    assert.deepEqual(codes({ expireMonth: '05', expireYear: '2030' }), ['ui.pattern.card_expiry'], 'May 2030 has passed');
    assert.deepEqual(codes({ expireMonth: '6', expireYear: '30' }), [], 'June 2030 is still valid; one-digit month and two-digit year accepted');
    assert.deepEqual(codes({ creditCardCvv2: '12' }), ['ui.pattern.card_cvv']);
    assert.deepEqual(codes({ creditCardCvv2: '12345' }), ['ui.pattern.card_cvv']);
    assert.deepEqual(codes({ creditCardHolderName: '  ' }), ['ui.field.required']);
    assert.deepEqual(codes({ agreementAccepted: false }), ['ui.checkout.agreement_not_accepted']);
    assert.deepEqual(codes({ installmentCount: 12 }), ['ui.payment.installment_unavailable'], 'Axess offers up to 9');
    assert.deepEqual(codes({ installmentCount: 0 }), ['ui.payment.installment_unavailable']);
    assert.deepEqual(codes({ installmentCount: 6 }), []);
  });
});

describe('cardPayment preconditions', () => {
  test('login, a non-empty cart, an address and a carrier come first', async () => {
    const anonymous = await cardPayment(testContext(database.db, null), cardInput());
    assert.deepEqual(anonymous.errors, ['Bu işlem için giriş yapmalısınız.']);
    assert.equal(anonymous.form, null);

    const customer = await insertCustomer(database.db);
    const ctx = testContext(database.db, customer);
    assert.deepEqual((await cardPayment(ctx, cardInput())).errors, ['Sepetiniz boş.']);
    await addToCart(ctx, { productId: ring.productId, quantity: 1 });
    assert.deepEqual((await cardPayment(ctx, cardInput())).errors, ['Ödeme adımına geçmek için teslimat adresi seçiniz.']);

    const ready = await readyToPay(database.db, ring.productId);
    await database.db.update(carts).set({ shippingOption: null }).where(eq(carts.customerId, ready.customer!.id));
    assert.deepEqual((await cardPayment(ready, cardInput())).errors, ['Kargo firması seçimi yapmanız gerekmektedir.']);
    const rows = await database.db.select().from(payments);
    assert.equal(rows.length, 0, 'no payment was recorded');
  });

  test('a valid request records a pending payment with a snapshot, sends the code by SMS and returns the bank form', async () => {
    const ctx = await readyToPay(database.db, ring.productId, 2);
    const result = await cardPayment(ctx, cardInput({ installmentCount: 3 }));
    assert.deepEqual(result.errors, []);
    assert.ok(result.paymentId);
    assert.match(result.form!, new RegExp(`action="http://localhost:3000/payment/3ds/${result.paymentId}"`));
    assert.match(result.form!, /method="post"/);
    // The form posts itself through the API's own script (no inline script: the shop's policy).
    assert.match(result.form!, new RegExp(`<script src="http://localhost:3000${THREE_DS_REDIRECT_SCRIPT_PATH}"></script>`));
    assert.doesNotMatch(result.form!, /<script>/);
    assert.match(THREE_DS_REDIRECT_SCRIPT, /\.submit\(\)/);
    const [payment] = await database.db.select().from(payments).where(eq(payments.id, result.paymentId!));
    assert.equal(payment.status, 'PENDING');
    assert.equal(payment.cardLast4, '4358');
    assert.equal(payment.bankName, 'Akbank');
    assert.equal(payment.cardFamily, 'Axess');
    assert.equal(payment.installmentCount, 3);
    assert.equal(payment.amountKurus, Math.round(200000 * (1 + 0.0099 * 3)), '2.000 TL, free shipping, Axess 3 x 0.99%');
    assert.equal(payment.outcome, 'APPROVE');
    const sms = ctx.notifier.sent.at(-1)!;
    assert.equal(sms.channel, 'SMS');
    assert.match(sms.recipient, /^53200\d{5}$/);
    assert.match(sms.code!, /^\d{6}$/);
    assert.ok(!JSON.stringify(payment).includes(sms.code!), 'only a hash of the code is stored');
    assert.ok(!JSON.stringify(payment).includes('4355084355084358'), 'the card number is not stored');

    const declined = await cardPayment(ctx, cardInput({ creditCardNumber: DECLINED_CARD }));
    const [row] = await database.db.select().from(payments).where(eq(payments.id, declined.paymentId!));
    assert.equal(row.outcome, 'DECLINE');
  });

  test('bad card fields return translated errors and record nothing', async () => {
    const ctx = await readyToPay(database.db, ring.productId);
    const before = (await database.db.select().from(payments)).length;
    const result = await cardPayment(ctx, cardInput({ creditCardNumber: '1234 5678 9012 3456', creditCardCvv2: 'abc', agreementAccepted: false }));
    assert.deepEqual(result.errors, [
      'Geçerli bir kart numarası giriniz',
      'CVV 3 ya da 4 haneli olmalıdır',
      'Ön bilgilendirme formunu ve mesafeli satış sözleşmesini onaylayınız.',
    ]);
    assert.equal((await database.db.select().from(payments)).length, before);
    assert.equal(ctx.notifier.sent.length, 0);
  });
});

describe('accepted contract versions', () => {
  const STALE_TR = 'Sözleşme metni değişti; lütfen güncel sözleşmeyi okuyup yeniden onaylayın.';
  const STALE_EN = 'The contract text has changed; please read the current contract and accept it again.';

  async function versions(ctx: PayingContext): Promise<string[]> {
    const pre = await contractByWidgetZone(ctx, 'pre_info_contract');
    const sales = await contractByWidgetZone(ctx, 'sales_contract');
    return [pre!.version, sales!.version];
  }

  async function paymentCount(ctx: PayingContext): Promise<number> {
    return (await database.db.select().from(payments).where(eq(payments.customerId, ctx.customer!.id))).length;
  }

  test('the current versions (in any order) start the payment; the snapshot keeps both texts as shown', async () => {
    const ctx = await readyToPay(database.db, ring.productId, 1, 'TEM');
    const [pre, sales] = await versions(ctx);
    const result = await cardPayment(ctx, cardInput({ acceptedContracts: [sales!, pre!] }));
    assert.deepEqual(result.errors, []);
    const [row] = await database.db.select().from(payments).where(eq(payments.id, result.paymentId!));
    const snapshot = readSnapshot(row!.cartSnapshot);
    assert.deepEqual(snapshot.contracts!.map((c) => [c.widgetZone, c.version]), [['pre_info_contract', pre], ['sales_contract', sales]]);
    assert.equal(snapshot.contracts![0]!.hTML, (await contractByWidgetZone(ctx, 'pre_info_contract'))!.contents[0]!.hTML);
    assert.match(snapshot.contracts![0]!.hTML, /Kargo \(TEM\)/);
    assert.ok(!Number.isNaN(Date.parse(snapshot.contracts![0]!.acceptedOn)));
  });

  test('versions read before a carrier change are refused with a translated error: no form, nothing recorded, no SMS', async () => {
    const ctx = await readyToPay(database.db, ring.productId, 1, 'TEM');
    const read = await versions(ctx);
    await selectShippingOption(ctx, 'Yurtiçi Kargo');
    const sent = ctx.notifier.sent.length;
    const refused = await cardPayment(ctx, cardInput({ acceptedContracts: read }));
    assert.deepEqual(refused, { errors: [STALE_TR], form: null, paymentId: null });
    assert.equal(await paymentCount(ctx), 0);
    assert.equal(ctx.notifier.sent.length, sent);

    const english = await cardPayment({ ...ctx, language: 'en', culture: 'en-US' }, cardInput({ acceptedContracts: read }));
    assert.deepEqual(english.errors, [STALE_EN]);
    // One of the two, an unknown one, or none at all is no agreement to the current texts either.
    const current = await versions(ctx);
    for (const wrong of [[current[0]!], [...current, 'f'.repeat(64)], []]) {
      assert.deepEqual((await cardPayment(ctx, cardInput({ acceptedContracts: wrong }))).errors, [STALE_TR], JSON.stringify(wrong));
    }
    assert.equal(await paymentCount(ctx), 0);
    assert.deepEqual((await cardPayment(ctx, cardInput({ acceptedContracts: current }))).errors, []);
  });

  test('an older client that sends no versions still pays, and the texts shown now are stored', async () => {
    const ctx = await readyToPay(database.db, ring.productId, 1, 'TEM');
    const result = await cardPayment(ctx, cardInput({ acceptedContracts: null }));
    assert.deepEqual(result.errors, []);
    const [row] = await database.db.select().from(payments).where(eq(payments.id, result.paymentId!));
    assert.deepEqual(readSnapshot(row!.cartSnapshot).contracts!.map((c) => c.version), await versions(ctx));
  });

  test('invoicing follows the cart: the billing address it reports, or a refusal when a separate one is missing', async () => {
    const ctx = await readyToPay(database.db, ring.productId, 1, 'TEM');
    const office = await insertAddress(database.db, ctx.customer!.id);
    await database.db.update(addresses).set({ address1: 'Büyükdere Caddesi No 7 Ofis' }).where(eq(addresses.id, office));
    await selectCustomerAddress(ctx, office, 'BILLING');
    const paid = await cardPayment(ctx, cardInput());
    const [row] = await database.db.select().from(payments).where(eq(payments.id, paid.paymentId!));
    const snapshot = readSnapshot(row!.cartSnapshot);
    assert.equal(snapshot.billingAddress.id, office);
    assert.equal(snapshot.billingAddress.address1, 'Büyükdere Caddesi No 7 Ofis');
    assert.notEqual(snapshot.shippingAddress.id, office);

    await database.db.update(addresses).set({ deletedAt: new Date() }).where(eq(addresses.id, office));
    const missing = await cardPayment(ctx, cardInput());
    assert.deepEqual(missing.errors, ['Ödeme adımına geçmek için fatura adresi seçiniz.']);
    await setBillingSameAsShipping(ctx, true);
    const same = await cardPayment(ctx, cardInput());
    const [again] = await database.db.select().from(payments).where(eq(payments.id, same.paymentId!));
    assert.equal(readSnapshot(again!.cartSnapshot).billingAddress.id, readSnapshot(again!.cartSnapshot).shippingAddress.id);
  });
});
