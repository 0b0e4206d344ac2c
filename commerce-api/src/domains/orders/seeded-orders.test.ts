// On the demo data (seedDatabase, 120 products): the demo customer's orders in every status
// render through GraphQL with their flags, and a full purchase on the seeded catalogue, address,
// carriers and coupon ends as the newest order.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { ORDER_STATUSES } from 'shared-contracts/server';
import { addresses, customers, productVariants, products } from '../../db/schema.js';
import { seedDatabase } from '../../seed/index.js';
import { cardInput } from '../../testing/payment-fixtures.js';
import { createTestApi, type TestApi } from '../../testing/test-api.js';
import { issueToken } from '../auth/tokens.js';

let api: TestApi;
let token = '';
let customerId = 0;

before(async () => {
  api = await createTestApi({ seed: async (db) => void (await seedDatabase(db, { products: 120 })) });
  const [demo] = await api.db.select().from(customers).where(eq(customers.email, 'demo@storefront.test'));
  customerId = demo.id;
  token = await issueToken(api.db, demo.id);
});
after(() => api.close());

const ORDER_FIELDS = `id orderNumber orderStatus orderStatusEnum isReturnRequestAllowed shippingMethod followUrl createdOn orderTotal orderSubtotal
  orderShipping orderTotalDiscount tax bankName customValues { InstallmentCount } genericAttributes { GiftPackageNote BankName CardFamily }
  orderNotes { note createdOn } giftCards { couponCode } shippingAddress { city region neighborhood address1 } billingAddress { city }
  items { orderItemLineId productName sku quantity unitPrice status userCanPartialCancel userCanPartialReturn
    availableCancelReasons { id name } availableReturnReasons { id name } returnRequest { returnCargoFirm returnCargoCode status } cancelRequest { status } }`;

test("the demo customer's orders cover every status and render in full", async () => {
  const list = await api.gql('{ customerOrders(pageIndex: 0, pageSize: 50) { totalCount orders { orderNumber orderStatusEnum createdOn isReturnRequestAllowed } } }', {}, { token });
  const { totalCount, orders } = list.body.data.customerOrders;
  assert.ok(totalCount >= ORDER_STATUSES.length);
  assert.deepEqual([...new Set(orders.map((o: { orderStatusEnum: string }) => o.orderStatusEnum))].sort(), [...ORDER_STATUSES].sort());
  const dates = orders.map((o: { createdOn: string }) => o.createdOn);
  assert.deepEqual(dates, [...dates].sort().reverse(), 'newest first');

  let cancellable = 0;
  let returnable = 0;
  for (const o of orders) {
    const res = await api.gql(`query($n: String) { orderDetails(orderNumber: $n) { ${ORDER_FIELDS} } }`, { n: o.orderNumber }, { token });
    assert.equal(res.body.errors, undefined, JSON.stringify(res.body.errors));
    const detail = res.body.data.orderDetails;
    assert.equal(detail.orderNumber, o.orderNumber);
    assert.ok(detail.items.length > 0);
    assert.ok(detail.shippingAddress.city && detail.shippingAddress.address1);
    assert.equal(detail.isReturnRequestAllowed, detail.items.some((i: { userCanPartialCancel: boolean; userCanPartialReturn: boolean }) => i.userCanPartialCancel || i.userCanPartialReturn));
    for (const item of detail.items) {
      if (item.userCanPartialCancel) {
        cancellable += 1;
        assert.ok(['PENDING', 'PROCESSING'].includes(detail.orderStatusEnum));
        assert.ok(item.availableCancelReasons.length > 0);
      }
      if (item.userCanPartialReturn) {
        returnable += 1;
        assert.ok(['DELIVERED', 'COMPLETE', 'MIX'].includes(detail.orderStatusEnum));
        assert.ok(item.availableReturnReasons.length > 0);
      }
    }
  }
  assert.ok(cancellable > 0, 'some lines can be cancelled');
  assert.ok(returnable > 0, 'some lines can be returned');
});

test('a purchase on the demo data: seeded product, address, carrier and coupon, then the newest order', async () => {
  const [variant] = await api.db
    .select({ productId: productVariants.productId, variantId: productVariants.id, attributeId: productVariants.attributeId })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(gt(productVariants.stockQuantity, 2), eq(products.published, true), gt(products.priceKurus, 250000)))
    .orderBy(asc(productVariants.id))
    .limit(1);
  const added = await api.gql(
    'mutation($p: Int!, $a: Int, $v: Int) { addToCart(productId: $p, attributeId: $a, attributeValueId: $v, quantity: 1) { status errors { code } cart { cartCount orderTotal { subTotalValue shippingValue } } } }',
    { p: variant.productId, a: variant.attributeId, v: variant.variantId },
    { token },
  );
  assert.equal(added.body.data.addToCart.status, true, JSON.stringify(added.body.data.addToCart.errors));
  const coupon = await api.gql('mutation { applyDiscountCoupon(code: "hosgeldin10") { errors { code } discountBox { isApplied } } }', {}, { token });
  assert.equal(coupon.body.data.applyDiscountCoupon.discountBox.isApplied, true);

  const [address] = await api.db.select().from(addresses).where(and(eq(addresses.customerId, customerId), isNull(addresses.deletedAt))).limit(1);
  const options = await api.gql('{ shippingOptions { name rate tooltip } }', {}, { token });
  assert.ok(options.body.data.shippingOptions.find((o: { name: string }) => o.name === 'TEM').tooltip);
  const carrier = options.body.data.shippingOptions.find((o: { name: string }) => o.name !== 'TEM').name;
  const selected = await api.gql('mutation($a: Int!, $o: String) { selectShippingAddressWithShippingOption(addressId: $a, option: $o) { success } }', { a: address.id, o: carrier }, { token });
  assert.equal(selected.body.data.selectShippingAddressWithShippingOption.success, true);

  const contract = await api.gql('{ contractByWidgetZone(widgetZone: "sales_contract") { contents { hTML } } }', {}, { token });
  const html = contract.body.data.contractByWidgetZone.contents[0].hTML;
  assert.match(html, /Ayşe Yılmaz/);
  assert.ok(!/\{\{\w+\}\}/.test(html));

  const bin = await api.gql('{ installments(bin: "426886") { cardFamily installmentPrices { installmentNumber } } }', {}, { token });
  assert.equal(bin.body.data.installments.cardFamily, 'Bonus');
  const paid = await api.gql('mutation($i: CardPaymentInput!) { cardPayment(input: $i) { errors paymentId } }', { i: cardInput({ creditCardNumber: '4268 8600 0000 0006', installmentCount: 6 }) }, { token });
  assert.deepEqual(paid.body.data.cardPayment.errors, []);
  const [sms] = await api.outbox('5320000001');
  const done = await api.inject({
    method: 'POST',
    url: `/payment/3ds/${paid.body.data.cardPayment.paymentId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `code=${sms.code}&action=verify`,
  });
  assert.match(done.body, /"status":"success"/);

  const list = await api.gql('{ customerOrders(pageIndex: 0, pageSize: 5) { orders { id orderNumber orderStatusEnum } } }', {}, { token });
  const newest = list.body.data.customerOrders.orders[0];
  assert.equal(newest.orderStatusEnum, 'PROCESSING');
  const detail = await api.gql('query($i: Int) { orderDetails(id: $i) { shippingMethod giftCards { couponCode } customValues { InstallmentCount } genericAttributes { CardFamily } items { userCanPartialCancel } } }', { i: newest.id }, { token });
  assert.deepEqual(detail.body.data.orderDetails, {
    shippingMethod: carrier,
    giftCards: [{ couponCode: 'HOSGELDIN10' }],
    customValues: { InstallmentCount: 6 },
    genericAttributes: { CardFamily: 'Bonus' },
    items: [{ userCanPartialCancel: true }],
  });
  const cart = await api.gql('{ cart { cartCount discountBox { isApplied } } }', {}, { token });
  assert.deepEqual(cart.body.data.cart, { cartCount: 0, discountBox: { isApplied: false } });
});
