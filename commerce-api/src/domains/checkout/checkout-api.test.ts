// Checkout through /graphql as the shop calls it (issue 11): the order is what the shopper saw.
// - Contract.version is the SHA-256 of the text, rebuilt from the cart on every read; a payment
//   naming versions that are no longer current is refused (translated), with nothing recorded.
// - The order keeps the accepted contract texts (OrderDetail.contracts), whatever changes later.
// - Cart.billingSameAsShipping lives on the server; the order is invoiced to the billing address
//   the cart reports.
// - A guest: showCheckoutAsGuestButton, createGuestCustomer, the guest basket taken over with the
//   guest token, and the whole checkout with that token.
// - The order detail answers in the request's language (attribute texts, notes, statuses).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { addresses, contractTemplates, districts, neighborhoods, orders } from '../../db/schema.js';
import { contractTemplateRows } from '../../seed/content/contracts.js';
import { insertAddress, insertCarriers, insertCategory, insertCustomer, insertProduct, insertSizeAttribute, type ProductFixture } from '../../testing/cart-fixtures.js';
import { cardInput } from '../../testing/payment-fixtures.js';
import { createTestApi, type TestApi } from '../../testing/test-api.js';
import { issueToken, sha256 } from '../auth/tokens.js';

let api: TestApi;
let ring: ProductFixture; // 450,00 TL, sizes 12 and 13 (Yüzük Ölçüsü / Ring size)
let buyers = 0;

before(async () => {
  api = await createTestApi({
    seed: async (db) => {
      await insertCarriers(db);
      await db.insert(contractTemplates).values(contractTemplateRows());
    },
    rateLimiter: { hit: () => false },
  });
  const attributeId = await insertSizeAttribute(api.db);
  ring = await insertProduct(api.db, { categoryId: await insertCategory(api.db), priceKurus: 45000, stocks: [50, 50], attributeId });
});
after(() => api.close());

const CART = `query($g: String) { cart(guestData: $g) { cartCount guestData showCheckoutAsGuestButton shippingAddressId billingAddressId billingSameAsShipping
  selectedShippingOption canOrder items { id attributeInfo } orderTotal { orderTotal } } }`;
const ADD = 'mutation($p: Int!, $v: Int, $q: Int!, $g: String) { addToCart(productId: $p, attributeValueId: $v, quantity: $q, guestData: $g) { status guestData errors { code } } }';
const SELECT = 'mutation($a: Int!, $o: String) { selectShippingAddressWithShippingOption(addressId: $a, option: $o) { success errors { code } } }';
const CARRIER = 'mutation($o: String!) { selectShippingOption(optionName: $o) { success } }';
const SAME = 'mutation($s: Boolean!) { setBillingSameAsShipping(same: $s) { success message errors { code message } } }';
const PICK = 'mutation($id: Int!, $t: AddressType!) { selectCustomerAddress(id: $id, type: $t) { success } }';
const CONTRACTS = `query { pre: contractByWidgetZone(widgetZone: "pre_info_contract") { widgetZone version contents { hTML } }
  sales: contractByWidgetZone(widgetZone: "sales_contract") { widgetZone version contents { hTML } } }`;
const PAY = 'mutation($i: CardPaymentInput!) { cardPayment(input: $i) { errors form paymentId } }';
const DETAIL = `query($n: String) { orderDetails(orderNumber: $n) { orderNumber orderStatus billingAddress { id address1 } shippingAddress { id address1 }
  orderNotes { note } items { productName attributeInfo status } contracts { widgetZone hTML version acceptedOn } } }`;

type Contracts = { pre: { version: string; contents: { hTML: string }[] }; sales: { version: string; contents: { hTML: string }[] } };

async function contracts(token: string, language?: string): Promise<Contracts> {
  const res = await api.gql(CONTRACTS, {}, { token, language });
  assert.equal(res.body.errors, undefined, JSON.stringify(res.body.errors));
  return res.body.data as Contracts;
}

/** A registered customer with a size-13 ring in the cart, a delivery address and a carrier. */
async function shopper(carrier = 'TEM') {
  buyers += 1;
  const phone = `54400${String(buyers).padStart(5, '0')}`;
  const customer = await insertCustomer(api.db, { phone });
  const token = await issueToken(api.db, customer.id);
  assert.equal((await api.gql(ADD, { p: ring.productId, v: ring.variantIds[1], q: 1 }, { token })).body.data.addToCart.status, true);
  const home = await insertAddress(api.db, customer.id);
  assert.equal((await api.gql(SELECT, { a: home, o: carrier }, { token })).body.data.selectShippingAddressWithShippingOption.success, true);
  return { customer, token, phone, home };
}

async function otherAddress(customerId: number, street: string): Promise<number> {
  const id = await insertAddress(api.db, customerId);
  await api.db.update(addresses).set({ address1: street, isDefaultBilling: false, isDefaultShipping: false }).where(eq(addresses.id, id));
  return id;
}

/** Pays and confirms the 3-D Secure code on the bank page; returns the order number. */
async function payAndConfirm(token: string, phone: string, input: Record<string, unknown>, language?: string): Promise<string> {
  const paid = await api.gql(PAY, { i: { ...cardInput(), ...input } }, { token, language });
  assert.deepEqual(paid.body.data.cardPayment.errors, []);
  const [sms] = await api.outbox(phone);
  const page = await api.inject({
    method: 'POST',
    url: `/payment/3ds/${paid.body.data.cardPayment.paymentId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ code: sms!.code!, action: 'verify' }).toString(),
  });
  assert.match(page.body, /"status":"success"/);
  const [order] = await api.db.select().from(orders).where(eq(orders.paymentId, paid.body.data.cardPayment.paymentId));
  return order!.orderNumber;
}

describe('contracts and the payment', () => {
  test('Contract.version is the SHA-256 of contents[0].hTML; a carrier change gives new texts and versions', async () => {
    const { token } = await shopper('TEM');
    const tem = await contracts(token);
    assert.equal(tem.pre.version, sha256(tem.pre.contents[0]!.hTML));
    assert.equal(tem.sales.version, sha256(tem.sales.contents[0]!.hTML));
    assert.match(tem.pre.contents[0]!.hTML, /Kargo \(TEM\): ₺99,00/);
    await api.gql(CARRIER, { o: 'Yurtiçi Kargo' }, { token });
    const yurtici = await contracts(token);
    assert.match(yurtici.pre.contents[0]!.hTML, /Kargo \(Yurtiçi Kargo\): ₺49,90/);
    assert.match(yurtici.pre.contents[0]!.hTML, /Toplam \(KDV dahil\): ₺499,90/);
    assert.notEqual(yurtici.pre.version, tem.pre.version);
    assert.notEqual(yurtici.sales.version, tem.sales.version);
  });

  test('versions that are no longer current refuse the payment with a translated error, no form; current ones pay', async () => {
    const { token } = await shopper('TEM');
    const read = await contracts(token);
    await api.gql(CARRIER, { o: 'Yurtiçi Kargo' }, { token });
    const stale = [read.pre.version, read.sales.version];
    const refused = await api.gql(PAY, { i: { ...cardInput(), acceptedContracts: stale } }, { token });
    assert.deepEqual(refused.body.data.cardPayment, { errors: ['Sözleşme metni değişti; lütfen güncel sözleşmeyi okuyup yeniden onaylayın.'], form: null, paymentId: null });
    const english = await api.gql(PAY, { i: { ...cardInput(), acceptedContracts: stale } }, { token, language: 'en' });
    assert.deepEqual(english.body.data.cardPayment.errors, ['The contract text has changed; please read the current contract and accept it again.']);
    const now = await contracts(token);
    const paid = await api.gql(PAY, { i: { ...cardInput(), acceptedContracts: [now.pre.version, now.sales.version] } }, { token });
    assert.deepEqual(paid.body.data.cardPayment.errors, []);
    assert.ok(paid.body.data.cardPayment.form);
  });

  test('the order keeps the texts accepted at payment, with their hash and time, whatever changes afterwards', async () => {
    const { token, phone } = await shopper('TEM');
    const seen = await contracts(token);
    const orderNumber = await payAndConfirm(token, phone, { acceptedContracts: [seen.pre.version, seen.sales.version] });
    // Later the template and the cart change; the order's texts do not.
    await api.db.update(contractTemplates).set({ html: '<p>Yeni metin {{total}}</p>' }).where(eq(contractTemplates.widgetZone, 'sales_contract'));
    try {
      const detail = (await api.gql(DETAIL, { n: orderNumber }, { token })).body.data.orderDetails;
      assert.deepEqual(
        detail.contracts.map((c: { widgetZone: string; hTML: string; version: string }) => [c.widgetZone, c.hTML, c.version]),
        [
          ['pre_info_contract', seen.pre.contents[0]!.hTML, seen.pre.version],
          ['sales_contract', seen.sales.contents[0]!.hTML, seen.sales.version],
        ],
      );
      for (const c of detail.contracts) {
        assert.equal(c.version, sha256(c.hTML));
        assert.ok(Math.abs(Date.parse(c.acceptedOn) - Date.now()) < 60_000, c.acceptedOn);
      }
      assert.match(detail.contracts[1].hTML, /Mesafeli Satış Sözleşmesi/);
      assert.doesNotMatch(detail.contracts[1].hTML, /Yeni metin/);
    } finally {
      await api.db.delete(contractTemplates);
      await api.db.insert(contractTemplates).values(contractTemplateRows());
    }
  });

  test('an older client sending no versions still pays; the order keeps the texts current at payment', async () => {
    const { token, phone } = await shopper('Yurtiçi Kargo');
    const current = await contracts(token);
    const orderNumber = await payAndConfirm(token, phone, {});
    const detail = (await api.gql(DETAIL, { n: orderNumber }, { token })).body.data.orderDetails;
    assert.deepEqual(detail.contracts.map((c: { version: string }) => c.version), [current.pre.version, current.sales.version]);
  });
});

describe('billing address same as delivery', () => {
  test('kept on the server across reloads; the order is invoiced to the billing address the cart reports', async () => {
    const { customer, token, phone, home } = await shopper('TEM');
    let cart = (await api.gql(CART, {}, { token })).body.data.cart;
    assert.deepEqual([cart.shippingAddressId, cart.billingAddressId, cart.billingSameAsShipping], [home, home, true]);

    const office = await otherAddress(customer.id, 'Büyükdere Caddesi No 7 Ofis');
    assert.deepEqual((await api.gql(SAME, { s: false }, { token })).body.data.setBillingSameAsShipping, { success: true, message: null, errors: [] });
    assert.equal((await api.gql(PICK, { id: office, t: 'BILLING' }, { token })).body.data.selectCustomerAddress.success, true);
    cart = (await api.gql(CART, {}, { token })).body.data.cart; // a reload
    assert.deepEqual([cart.shippingAddressId, cart.billingAddressId, cart.billingSameAsShipping], [home, office, false]);
    const seen = await contracts(token);
    assert.match(seen.pre.contents[0]!.hTML, /Fatura adresi: Büyükdere Caddesi No 7 Ofis/);

    const orderNumber = await payAndConfirm(token, phone, { acceptedContracts: [seen.pre.version, seen.sales.version] });
    const detail = (await api.gql(DETAIL, { n: orderNumber }, { token })).body.data.orderDetails;
    assert.deepEqual(detail.billingAddress, { id: office, address1: 'Büyükdere Caddesi No 7 Ofis' });
    assert.equal(detail.shippingAddress.id, home);

    // Ticked again: billing follows delivery again, on the next order too.
    assert.equal((await api.gql(SAME, { s: true }, { token })).body.data.setBillingSameAsShipping.success, true);
    cart = (await api.gql(CART, {}, { token })).body.data.cart;
    assert.deepEqual([cart.billingAddressId, cart.billingSameAsShipping], [home, true]);
    const anonymous = await api.gql(SAME, { s: true });
    assert.equal(anonymous.body.data.setBillingSameAsShipping.errors[0].code, 'ui.auth.login_required');
  });
});

describe('guest checkout', () => {
  test('a visitor with items is offered guest checkout; the guest customer token reaches checkout and pays', async () => {
    const added = await api.gql(ADD, { p: ring.productId, v: ring.variantIds[0], q: 2 });
    const guestData = added.body.data.addToCart.guestData as string;
    assert.ok(guestData);
    const visitorCart = (await api.gql(CART, { g: guestData })).body.data.cart;
    assert.equal(visitorCart.showCheckoutAsGuestButton, true, 'an anonymous cart with items offers guest checkout');
    assert.equal((await api.gql(CART, { g: null })).body.data.cart.showCheckoutAsGuestButton, false, 'no cart, no button');

    const token = (await api.gql('mutation { createGuestCustomer { token } }')).body.data.createGuestCustomer.token as string;
    const merged = await api.gql('mutation($g: String!) { mergeGuestBasket(guestData: $g) { status cart { cartCount showCheckoutAsGuestButton } } }', { g: guestData }, { token });
    assert.deepEqual(merged.body.data.mergeGuestBasket, { status: true, cart: { cartCount: 2, showCheckoutAsGuestButton: false } });
    const cart = (await api.gql(CART, {}, { token })).body.data.cart;
    assert.equal(cart.cartCount, 2);
    assert.equal(cart.guestData, null);
    assert.equal(cart.billingSameAsShipping, true);

    // The guest adds a delivery address, picks a carrier, reads the contracts and pays.
    const helper = await insertCustomer(api.db);
    await insertAddress(api.db, helper.id); // makes sure the location rows exist
    const [district] = await api.db.select().from(districts).limit(1);
    const [hood] = await api.db.select().from(neighborhoods).where(eq(neighborhoods.districtId, district!.id)).limit(1);
    const address = await api.gql(
      'mutation($i: AddressInput!) { addCustomerAddress(input: $i) { success errors { code } address { id } } }',
      { i: { title: 'Ev', firstName: 'Zeynep', lastName: 'Kaya', phoneNumber: '0(533) 444 55 66', email: 'zeynep@storefront.test', cityId: 34, regionId: district!.id, neighborhoodId: hood!.id, address1: 'Bağdat Caddesi No 100 Daire 4' } },
      { token },
    );
    assert.equal(address.body.data.addCustomerAddress.success, true, JSON.stringify(address.body));
    const addressId = address.body.data.addCustomerAddress.address.id as number;
    assert.equal((await api.gql(SELECT, { a: addressId, o: 'TEM' }, { token })).body.data.selectShippingAddressWithShippingOption.success, true);
    const options = await api.gql('query { shippingOptions { name selected } }', {}, { token });
    assert.ok(options.body.data.shippingOptions.some((o: { name: string; selected: boolean }) => o.name === 'TEM' && o.selected));
    const seen = await contracts(token);
    assert.match(seen.pre.contents[0]!.hTML, /Bağdat Caddesi No 100 Daire 4/);
    const orderNumber = await payAndConfirm(token, '5334445566', { acceptedContracts: [seen.pre.version, seen.sales.version] });
    const list = await api.gql('{ customerOrders(pageIndex: 0, pageSize: 5) { totalCount orders { orderNumber } } }', {}, { token });
    assert.deepEqual(list.body.data.customerOrders, { totalCount: 1, orders: [{ orderNumber }] });
  });
});

describe('order detail in the request language', () => {
  test('attribute texts, notes and statuses answer in English under English, in Turkish under Turkish', async () => {
    const { token, phone } = await shopper('TEM');
    const orderNumber = await payAndConfirm(token, phone, {});
    const en = (await api.gql(DETAIL, { n: orderNumber }, { token, language: 'en' })).body.data.orderDetails;
    assert.equal(en.items[0].attributeInfo, 'Ring size:13');
    assert.match(en.items[0].productName, /^Gold Ring \d+$/);
    assert.equal(en.items[0].status, 'Order received');
    assert.equal(en.orderStatus, 'Order received');
    assert.deepEqual(en.orderNotes.map((n: { note: string }) => n.note), ['Payment received (Akbank, single payment). Your order is being prepared.']);
    const tr = (await api.gql(DETAIL, { n: orderNumber }, { token })).body.data.orderDetails;
    assert.equal(tr.items[0].attributeInfo, 'Yüzük Ölçüsü:13');
    assert.equal(tr.items[0].status, 'Sipariş Alındı');
    assert.deepEqual(tr.orderNotes.map((n: { note: string }) => n.note), ['Ödemeniz alındı (Akbank, peşin). Siparişiniz hazırlanıyor.']);
  });
});
