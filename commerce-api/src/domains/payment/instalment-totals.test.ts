// One total for an instalment purchase (issue 22): the cart of ₺18.779,80 with HOSGELDIN10
// (₺16.901,82) paid with the Akbank card in 3 instalments costs ₺17.403,80, and the instalment
// list, the terms, both contracts, the SMS, the bank page, the order list and the order detail all
// say so. Contract versions accepted for another card or count are refused.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema.js';
import { insertAddress, insertCategory, insertCoupon, insertCustomer, insertProduct, type ProductFixture } from '../../testing/cart-fixtures.js';
import { APPROVING_CARD, cardInput, DECLINED_CARD, SECOND_APPROVING_CARD, seedCheckout } from '../../testing/payment-fixtures.js';
import { createTestApi, type TestApi } from '../../testing/test-api.js';
import { issueToken } from '../auth/tokens.js';
import { paymentTerms } from './installments.js';
import { paymentMethodText } from './payment-terms.js';

const CASH = 1690182; // ₺18.779,80 less 10%

describe('the terms of ₺16.901,82 for each test card and count', () => {
  // [card, count, total, instalment, last instalment, interest] in kuruş, worked out by hand:
  // total = round(cash * (1 + monthly rate * count)), instalment = round(total / count).
  const table: [string, number, number, number, number, number][] = [
    [APPROVING_CARD, 1, 1690182, 1690182, 1690182, 0], // Akbank Axess
    [APPROVING_CARD, 2, 1690182, 845091, 845091, 0],
    [APPROVING_CARD, 3, 1740380, 580127, 580126, 50198], // 0,99% x 3
    [APPROVING_CARD, 6, 1891990, 315332, 315330, 201808], // 1,99% x 6
    [APPROVING_CARD, 9, 2038529, 226503, 226505, 348347], // 2,29% x 9
    [SECOND_APPROVING_CARD, 3, 1690182, 563394, 563394, 0], // İş Bankası Maximum: 3 interest-free
    [SECOND_APPROVING_CARD, 6, 1887933, 314656, 314653, 197751], // 1,95% x 6
    [SECOND_APPROVING_CARD, 12, 2187096, 182258, 182258, 496914], // 2,45% x 12
    [DECLINED_CARD, 2, 1740549, 870275, 870274, 50367], // other banks: 1,49% x 2
    [DECLINED_CARD, 3, 1780945, 593648, 593649, 90763], // 1,79% x 3
    [DECLINED_CARD, 6, 1922413, 320402, 320403, 232231], // 2,29% x 6
  ];
  for (const [card, count, total, instalment, last, interest] of table) {
    test(`${card.slice(0, 7)} in ${count}`, () => {
      const terms = paymentTerms(CASH, card.replace(/\s/g, '').slice(0, 6), count)!;
      assert.deepEqual(
        [terms.cashKurus, terms.totalKurus, terms.installmentKurus, terms.lastInstallmentKurus, terms.interestKurus],
        [CASH, total, instalment, last, interest],
      );
      assert.equal(terms.installmentKurus * (count - 1) + terms.lastInstallmentKurus, terms.totalKurus, 'the instalments add up to the total');
    });
  }

  test('the second cart of the issue: ₺12.419,90 in 6 with Akbank is ₺13.902,84', () => {
    assert.equal(paymentTerms(1241990, '435508', 6)!.totalKurus, 1390284);
  });

  test('a count the card does not offer has no terms; without a card only the advance payment', () => {
    assert.equal(paymentTerms(CASH, '435508', 12), null, 'Axess offers up to 9');
    assert.equal(paymentTerms(CASH, null, 3), null);
    assert.equal(paymentTerms(CASH, '4355', 1)!.totalKurus, CASH);
  });

  test('the payment line names the bank, the instalments, the cash price, the interest and the total', () => {
    assert.equal(
      paymentMethodText(paymentTerms(CASH, '435508', 3)!, 'tr'),
      'Kredi kartı (Akbank Axess), 3 taksit: 3 x ₺5.801,27 (son taksit ₺5.801,26); peşin fiyat ₺16.901,82, vade farkı ₺501,98, toplam ₺17.403,80',
    );
    assert.equal(paymentMethodText(paymentTerms(CASH, '540667', 3)!, 'tr'), 'Kredi kartı (İş Bankası Maximum), 3 taksit: 3 x ₺5.633,94, vade farksız; toplam ₺16.901,82');
    assert.equal(paymentMethodText(paymentTerms(CASH, '435508', 1)!, 'tr'), 'Kredi kartı, tek çekim (peşin)');
    assert.match(paymentMethodText(paymentTerms(CASH, '435508', 3)!, 'en'), /^Credit card \(Akbank Axess\), 3 instalments: 3 x .*instalment interest/);
  });
});

describe('the instalment purchase through the API', () => {
  let api: TestApi;
  let set: ProductFixture;
  let buyers = 0;

  before(async () => {
    api = await createTestApi({
      seed: async (db) => {
        await seedCheckout(db);
        await insertCoupon(db, { code: 'HOSGELDIN10', value: 10 });
      },
    });
    set = await insertProduct(api.db, { categoryId: await insertCategory(api.db), priceKurus: 1877980, stocks: [10] });
  });
  after(() => api.close());

  const CONTRACTS = `query($bin: String, $n: Int) {
    pre: contractByWidgetZone(widgetZone: "pre_info_contract", bin: $bin, installmentCount: $n) { version contents { hTML } }
    sales: contractByWidgetZone(widgetZone: "sales_contract", bin: $bin, installmentCount: $n) { version contents { hTML } }
    terms: paymentTerms(bin: $bin, installmentCount: $n) { bankName cardFamily installmentCount cashTotal interest interestValue installmentPrice orderTotal orderTotalValue }
  }`;
  const PAY = 'mutation($i: CardPaymentInput!) { cardPayment(input: $i) { errors paymentId } }';

  /** A customer with the ₺18.779,80 set in the cart, HOSGELDIN10 applied and Yurtiçi Kargo (free from ₺1.000). */
  async function buyer() {
    buyers += 1;
    const phone = `55522${String(buyers).padStart(5, '0')}`;
    const customer = await insertCustomer(api.db, { phone });
    const token = await issueToken(api.db, customer.id);
    const added = await api.gql('mutation($p: Int!) { addToCart(productId: $p, quantity: 1) { status } }', { p: set.productId }, { token });
    assert.equal(added.body.data.addToCart.status, true);
    const coupon = await api.gql('mutation { applyDiscountCoupon(code: "HOSGELDIN10") { errors { code } } }', {}, { token });
    assert.deepEqual(coupon.body.data.applyDiscountCoupon.errors, []);
    const addressId = await insertAddress(api.db, customer.id);
    const selected = await api.gql('mutation($a: Int!) { selectShippingAddressWithShippingOption(addressId: $a, option: "Yurtiçi Kargo") { success } }', { a: addressId }, { token });
    assert.equal(selected.body.data.selectShippingAddressWithShippingOption.success, true);
    const cart = await api.gql('{ cart { orderTotal { orderTotal } } }', {}, { token });
    assert.equal(cart.body.data.cart.orderTotal.orderTotal, '₺16.901,82');
    return { customer, token, phone };
  }

  async function contracts(token: string, bin: string | null, n: number | null) {
    const res = await api.gql(CONTRACTS, { bin, n }, { token });
    assert.equal(res.body.errors, undefined, JSON.stringify(res.body.errors));
    return res.body.data as {
      pre: { version: string; contents: { hTML: string }[] };
      sales: { version: string; contents: { hTML: string }[] };
      terms: Record<string, unknown> | null;
    };
  }

  const versions = (c: Awaited<ReturnType<typeof contracts>>) => [c.pre.version, c.sales.version];

  test('list, terms, contracts, SMS, bank page, orders and order detail all show ₺17.403,80', async () => {
    const { token, phone } = await buyer();
    const list = await api.gql('{ installments(bin: "435508") { bankName installmentPrices { installmentNumber priceText totalPriceText } } }', {}, { token });
    const three = list.body.data.installments.installmentPrices.find((p: { installmentNumber: number }) => p.installmentNumber === 3);
    assert.deepEqual(three, { installmentNumber: 3, priceText: '₺5.801,27', totalPriceText: '₺17.403,80' });

    const shown = await contracts(token, '435508', 3);
    assert.deepEqual(shown.terms, {
      bankName: 'Akbank',
      cardFamily: 'Axess',
      installmentCount: 3,
      cashTotal: '₺16.901,82',
      interest: '₺501,98',
      interestValue: 501.98,
      installmentPrice: '₺5.801,27',
      orderTotal: '₺17.403,80',
      orderTotalValue: 17403.8,
    });
    const terms = 'Ödeme şekli: Kredi kartı (Akbank Axess), 3 taksit: 3 x ₺5.801,27 (son taksit ₺5.801,26); peşin fiyat ₺16.901,82, vade farkı ₺501,98, toplam ₺17.403,80';
    for (const c of [shown.pre, shown.sales]) {
      assert.ok(c.contents[0]!.hTML.includes('Toplam (KDV dahil): ₺17.403,80'), c.contents[0]!.hTML);
      assert.ok(c.contents[0]!.hTML.includes(terms));
      assert.ok(!c.contents[0]!.hTML.includes('₺16.901,82</strong>'), 'the cash total is not given as the total');
    }

    const paid = await api.gql(PAY, { i: cardInput({ installmentCount: 3, acceptedContracts: versions(shown) }) }, { token });
    assert.deepEqual(paid.body.data.cardPayment.errors, []);
    const paymentId = paid.body.data.cardPayment.paymentId as string;
    const [payment] = await api.db.select().from(payments).where(eq(payments.id, paymentId));
    assert.equal(payment!.amountKurus, 1740380);
    const [sms] = await api.outbox(phone);
    assert.match(sms!.body, /₺17\.403,80 tutarındaki/);

    const page = await api.inject({
      method: 'POST',
      url: `/payment/3ds/${paymentId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ step: 'start' }).toString(),
    });
    assert.match(page.body, /<dt>Tutar<\/dt><dd>₺17\.403,80<\/dd>/);
    assert.match(page.body, /<dt>Taksit<\/dt><dd>3 x ₺5\.801,27<\/dd>/);
    assert.match(page.body, /<dt>Peşin fiyat<\/dt><dd>₺16\.901,82<\/dd>/);
    assert.match(page.body, /<dt>Vade farkı<\/dt><dd>₺501,98<\/dd>/);
    const done = await api.inject({
      method: 'POST',
      url: `/payment/3ds/${paymentId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ code: sms!.code!, action: 'verify' }).toString(),
    });
    assert.match(done.body, /"status":"success"/);

    const listed = await api.gql('{ customerOrders(pageIndex: 0, pageSize: 5) { orders { id orderNumber orderTotal } } }', {}, { token });
    const [order] = listed.body.data.customerOrders.orders;
    assert.equal(order.orderTotal, '₺17.403,80');
    const detail = await api.gql(
      `query($id: Int) { orderDetails(id: $id) { orderTotal orderSubtotal orderTotalDiscount tax bankName customValues { InstallmentCount }
        genericAttributes { BankName CardFamily } contracts { widgetZone hTML version }
        paymentTerms { installmentCount cashTotal interest installmentPrice orderTotal } } }`,
      { id: order.id },
      { token },
    );
    const d = detail.body.data.orderDetails;
    assert.equal(d.orderTotal, '₺17.403,80');
    assert.equal(d.orderSubtotal, '₺18.779,80');
    assert.equal(d.orderTotalDiscount, '₺1.877,98');
    assert.equal(d.tax, '₺2.900,63', 'VAT included in what was charged: 17.403,80 * 20 / 120');
    assert.equal(d.bankName, 'Akbank');
    assert.deepEqual(d.customValues, { InstallmentCount: 3 });
    assert.deepEqual(d.genericAttributes, { BankName: 'Akbank', CardFamily: 'Axess' });
    assert.deepEqual(d.paymentTerms, { installmentCount: 3, cashTotal: '₺16.901,82', interest: '₺501,98', installmentPrice: '₺5.801,27', orderTotal: '₺17.403,80' });
    assert.deepEqual(d.contracts.map((c: { version: string }) => c.version), versions(shown), 'the order keeps the texts accepted');
    assert.ok(d.contracts[0].hTML.includes(terms));
  });

  test('versions accepted for another count, card or no card are refused: nothing recorded, no SMS', async () => {
    const { customer, token, phone } = await buyer();
    const three = versions(await contracts(token, '435508', 3));
    const stale = [
      { i: cardInput({ installmentCount: 6, acceptedContracts: three }), why: 'texts of 3, paying in 6' },
      { i: cardInput({ creditCardNumber: SECOND_APPROVING_CARD, installmentCount: 3, acceptedContracts: three }), why: 'texts of Akbank, paying with İş Bankası' },
      { i: cardInput({ installmentCount: 3, acceptedContracts: versions(await contracts(token, null, null)) }), why: 'texts of the advance payment, paying in 3' },
      { i: cardInput({ installmentCount: 1, acceptedContracts: three }), why: 'texts of 3, paying at once' },
    ];
    for (const { i, why } of stale) {
      const res = await api.gql(PAY, { i }, { token });
      assert.deepEqual(res.body.data.cardPayment.errors, ['Sözleşme metni değişti; lütfen güncel sözleşmeyi okuyup yeniden onaylayın.'], why);
    }
    assert.equal((await api.db.select().from(payments).where(eq(payments.customerId, customer.id))).length, 0);
    assert.equal((await api.outbox(phone)).length, 0);

    // A total that moved after the texts were read (the coupon removed) is refused too.
    await api.gql('mutation { removeDiscountCoupon(code: "HOSGELDIN10") { errors { code } } }', {}, { token });
    const moved = await api.gql(PAY, { i: cardInput({ installmentCount: 3, acceptedContracts: three }) }, { token });
    assert.equal(moved.body.data.cardPayment.errors.length, 1);
    const now = await contracts(token, '435508', 3);
    assert.ok(now.pre.contents[0]!.hTML.includes('Toplam (KDV dahil): ₺19.337,56'), '18.779,80 * 1,0297');
    const ok = await api.gql(PAY, { i: cardInput({ installmentCount: 3, acceptedContracts: versions(now) }) }, { token });
    assert.deepEqual(ok.body.data.cardPayment.errors, []);
  });

  test('the product page is offered what the table gives without interest: 3 x price / 3 with Bonus and Maximum', async () => {
    const res = await api.gql('query($id: Int) { productDetails(id: $id) { installmentOffer { installmentCount installmentPrice installmentPriceValue cardFamilies } } }', { id: set.productId });
    assert.deepEqual(res.body.data.productDetails.installmentOffer, { installmentCount: 3, installmentPrice: '₺6.259,93', installmentPriceValue: 6259.93, cardFamilies: ['Bonus', 'Maximum'] });
    // ...and Akbank, which the product line does not name, charges interest for 3.
    assert.ok(paymentTerms(1877980, '435508', 3)!.interestKurus > 0);
  });

  test('a count the card does not offer: a translated error for the contracts, no terms', async () => {
    const { token } = await buyer();
    const res = await api.gql(CONTRACTS, { bin: '435508', n: 12 }, { token });
    assert.equal(res.body.errors?.[0]?.message, 'Bu kart için seçilen taksit sayısı kullanılamaz.');
    assert.equal(res.body.errors?.[0]?.extensions?.code, 'ui.payment.installment_unavailable');
    const terms = await api.gql('query { paymentTerms(bin: "435508", installmentCount: 12) { orderTotal } }', {}, { token });
    assert.equal(terms.body.data.paymentTerms, null);
    const bad = await api.gql('query { paymentTerms(bin: "abc", installmentCount: -1) { orderTotal } }', {}, { token });
    assert.equal(bad.body.data.paymentTerms, null);
  });
});
