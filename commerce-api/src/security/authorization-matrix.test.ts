// Authorization matrix over the whole schema, on the demo data: customer A (the demo account,
// with a cart, a gift note, addresses, orders in every status, gift cards and a pending phone
// change) and customer B (the second demo account), plus an anonymous caller and a guest
// customer.
// - Every root field of Query and Mutation is classified (public, proven by a code or link,
//   development only, or customer-scoped); a new field must be classified here to pass.
// - Every customer-scoped call is aimed at A's data (A's cart line, address, order, order lines,
//   coupon, phone-change code...) by B, by the anonymous caller and by the guest customer. No
//   answer may carry A's data, and afterwards every row that belongs to A is exactly as before.
// - The same reads made by A do show A's data, so the checks above are not vacuous.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import { addresses, customers, giftCards, orderItems, orders, reviews } from '../db/schema.js';
import { rowsOf } from '../db/sql-rows.js';
import { issueToken } from '../domains/auth/tokens.js';
import { buildExecutableSchema } from '../graphql/executable-schema.js';
import { seedDatabase } from '../seed/index.js';
import { createTestApi, type TestApi } from '../testing/test-api.js';

type Access = 'public' | 'proof' | 'dev' | 'customer';

/** Every root field and who may use it. */
const ACCESS: Record<string, Access> = {
  // catalogue, content, locations, platform: anyone
  categoryV2: 'public', products: 'public', searchProducts: 'public', searchSuggestions: 'public', urlRecord: 'public',
  productDetails: 'public', productsBySkus: 'public', recommendations: 'public', productReviews: 'public', ourStores: 'public',
  productStoreStock: 'public', topicsByType: 'public', menus: 'public', landingPage: 'public', contentsBySchema: 'public',
  organizationInfo: 'public', cities: 'public', districts: 'public', neighborhoods: 'public', productInstallments: 'public',
  captchaChallenge: 'public',
  // entry points: they act on an identifier the caller types, never on a token's data
  easyLoginCheck: 'public', easyPasswordLogin: 'public', easyRegister: 'public', register: 'public', registerWithLogin: 'public',
  passwordRecovery: 'public', sendContactUs: 'public', createGuestCustomer: 'public',
  // whoever holds the code or the e-mailed link
  easyOtpLogin: 'proof', easyOtpRenewal: 'proof', passwordRecoveryConfirm: 'proof',
  // refused in production (app.test.ts)
  devOutbox: 'dev',
  // the caller's own data only
  contractByWidgetZone: 'customer', cart: 'customer', wishList: 'customer', customerInfo: 'customer', customerGiftCards: 'customer',
  customerAddresses: 'customer', shippingOptions: 'customer', installments: 'customer', paymentTerms: 'customer', customerOrders: 'customer', orderDetails: 'customer',
  setProductReviewHelpfulness: 'customer', addReview: 'customer', addToCart: 'customer', updateCart: 'customer', removeCartItem: 'customer',
  clearShoppingCart: 'customer', addGiftPackageNote: 'customer', removeGiftPackageNote: 'customer', applyDiscountCoupon: 'customer',
  removeDiscountCoupon: 'customer', mergeGuestBasket: 'customer', addToWishlist: 'customer', removeWishlistItem: 'customer', logout: 'customer',
  updateCustomerInfo: 'customer', changePassword: 'customer', updateCustomerPhone: 'customer', customerOTPResult: 'customer',
  deleteCustomerAccount: 'customer', addCustomerAddress: 'customer', updateCustomerAddress: 'customer', deleteCustomerAddress: 'customer',
  selectCustomerAddress: 'customer', selectShippingAddressWithShippingOption: 'customer', selectShippingOption: 'customer', setBillingSameAsShipping: 'customer', cardPayment: 'customer',
  createPaymentCardToken: 'customer', completeCardTokenPayment: 'customer',
  createReturnRequest: 'customer', createCancelRequest: 'customer',
};

const GIFT_NOTE_MARKER = 'Gizli not A-7431';
const NEW_PHONE = '0(555) 987 65 43';

let api: TestApi;
const A = { id: 0, token: '', email: 'demo@storefront.test', phone: '5320000001', shownPhone: '0(532) 000 00 01', cartItemId: 0, addressId: 0, address1: '', orderId: 0, orderNumber: '', lineId: 0, returnLineId: 0, returnOrderId: 0, giftCards: [] as string[], otp: { externalId: '', otpQueueId: '', code: '' }, wishProductId: 0, reviewId: 0, cardToken: '' };
const B = { id: 0, token: '' };
let guestToken = '';
let cancelReasonId = 0;
let returnReasonId = 0;

/** What A's data looks like as text in an answer: none of it may reach another caller. */
function markersOfA(): string[] {
  return [A.email, A.phone, A.shownPhone, A.address1, A.orderNumber, GIFT_NOTE_MARKER, ...A.giftCards];
}

/** Every row that belongs to A, as text. */
async function rowsOfA(): Promise<string> {
  const q = (text: string) => api.db.execute(sql.raw(text.replaceAll('$A', String(A.id))));
  const parts = await Promise.all([
    q(`SELECT c.* FROM customers c WHERE id = $A`),
    q(`SELECT id, expires_at FROM auth_tokens WHERE customer_id = $A ORDER BY id`),
    q(`SELECT * FROM carts WHERE customer_id = $A ORDER BY id`),
    q(`SELECT * FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE customer_id = $A) ORDER BY id`),
    q(`SELECT * FROM wishlist_items WHERE customer_id = $A ORDER BY id`),
    q(`SELECT * FROM addresses WHERE customer_id = $A ORDER BY id`),
    q(`SELECT * FROM orders WHERE customer_id = $A ORDER BY id`),
    q(`SELECT * FROM order_items WHERE order_id IN (SELECT id FROM orders WHERE customer_id = $A) ORDER BY id`),
    q(`SELECT * FROM order_notes WHERE order_id IN (SELECT id FROM orders WHERE customer_id = $A) ORDER BY id`),
    q(`SELECT * FROM item_requests WHERE order_id IN (SELECT id FROM orders WHERE customer_id = $A) ORDER BY id`),
    q(`SELECT * FROM gift_cards WHERE customer_id = $A ORDER BY id`),
    q(`SELECT * FROM payments WHERE customer_id = $A ORDER BY id`),
    q(`SELECT * FROM card_tokens WHERE customer_id = $A ORDER BY id`),
    q(`SELECT * FROM otp_codes WHERE customer_id = $A ORDER BY id`),
    q(`SELECT * FROM password_resets WHERE customer_id = $A ORDER BY id`),
    q(`SELECT * FROM reviews WHERE customer_id = $A ORDER BY id`),
    q(`SELECT * FROM review_helpfulness WHERE customer_id = $A ORDER BY review_id`),
  ]);
  return JSON.stringify(parts.map((p) => rowsOf(p)));
}

/** Each customer-scoped call, aimed at A's data wherever it takes an id or a code. */
function attacks(): Record<string, { query: string; variables?: Record<string, unknown> }> {
  const cardInput = { creditCardNumber: '4355 0843 5508 4358', creditCardHolderName: 'AYSE YILMAZ', expireMonth: '12', expireYear: String(new Date().getFullYear() + 2), creditCardCvv2: '123', installmentCount: 1, agreementAccepted: true };
  const addressInput = { title: 'Ev', firstName: 'Mehmet', lastName: 'Demir', phoneNumber: '0(532) 000 00 02', cityId: 34, regionId: 1, neighborhoodId: 1, address1: 'Saldırgan Sokak No 1 Daire 2' };
  return {
    contractByWidgetZone: { query: 'query { contractByWidgetZone(widgetZone: "pre_info_contract") { contents { hTML } } }' },
    cart: { query: 'query { cart { cartCount items { id productName } giftPackageBox { note } discountBox { appliedDiscountsWithCodes { couponCode } } shippingAddressId } }' },
    wishList: { query: 'query { wishList { items { id productId } } }' },
    customerInfo: { query: 'query { customerInfo { id email phone firstName lastName } }' },
    customerGiftCards: { query: 'query { customerGiftCards { couponCode amount } }' },
    customerAddresses: { query: 'query { customerAddresses { id address1 } }' },
    shippingOptions: { query: 'query { shippingOptions { name selected } }' },
    installments: { query: 'query { installments(bin: "435508") { installmentPrices { totalPriceText } } }' },
    paymentTerms: { query: 'query { paymentTerms(bin: "435508", installmentCount: 3) { cashTotal interest orderTotal } }' },
    customerOrders: { query: 'query { customerOrders(pageIndex: 0, pageSize: 50) { totalCount orders { id orderNumber } } }' },
    orderDetails: { query: 'query($n: String, $i: Int) { orderDetails(orderNumber: $n, id: $i) { id orderNumber shippingAddress { address1 } } }', variables: { n: A.orderNumber, i: A.orderId } },
    setProductReviewHelpfulness: { query: 'mutation($r: Int!) { setProductReviewHelpfulness(reviewId: $r, washelpful: false) }', variables: { r: A.reviewId } },
    addReview: { query: 'mutation($p: Int!) { addReview(productId: $p, review: { rating: 1, reviewText: "kötü", customerNameShow: true }) { success } }', variables: { p: A.wishProductId } },
    addToCart: { query: 'mutation($p: Int!) { addToCart(productId: $p, quantity: 1) { status cart { items { id } } } }', variables: { p: A.wishProductId } },
    updateCart: { query: 'mutation($i: Int!) { updateCart(cartItemId: $i, updatecartitemid: $i, quantity: 3, giftPackage: true) { status errors { code } } }', variables: { i: A.cartItemId } },
    removeCartItem: { query: 'mutation($i: Int!) { removeCartItem(cartItemId: $i) { status errors { code } } }', variables: { i: A.cartItemId } },
    clearShoppingCart: { query: 'mutation { clearShoppingCart { status } }' },
    addGiftPackageNote: { query: 'mutation { addGiftPackageNote(note: "B yazdı") { status } }' },
    removeGiftPackageNote: { query: 'mutation { removeGiftPackageNote { status } }' },
    applyDiscountCoupon: { query: 'mutation { applyDiscountCoupon(code: "HOSGELDIN10") { discountBox { isApplied } } }' },
    removeDiscountCoupon: { query: 'mutation { removeDiscountCoupon(code: "HOSGELDIN10") { discountBox { isApplied } } }' },
    mergeGuestBasket: { query: 'mutation { mergeGuestBasket(guestData: "not-a-guest-session-of-anyone") { status } }' },
    addToWishlist: { query: 'mutation($p: Int!) { addToWishlist(productId: $p) { status } }', variables: { p: A.wishProductId } },
    removeWishlistItem: { query: 'mutation($p: Int!) { removeWishlistItem(productId: $p) { status } }', variables: { p: A.wishProductId } },
    updateCustomerInfo: { query: 'mutation($e: String!) { updateCustomerInfo(input: { firstName: "Mehmet", lastName: "Demir", email: $e }) { status } }', variables: { e: A.email } },
    updateCustomerPhone: { query: 'mutation { updateCustomerPhone(phone: "0(532) 000 00 01") { status } }' },
    customerOTPResult: {
      query: 'mutation($e: String!, $q: String!, $c: String!) { customerOTPResult(oTPType: ACCOUNT_INFORMATION, externalId: $e, otpQueueId: $q, verificationCode: $c) { result } }',
      variables: { e: A.otp.externalId, q: A.otp.otpQueueId, c: A.otp.code },
    },
    addCustomerAddress: { query: 'mutation($input: AddressInput!) { addCustomerAddress(input: $input) { success } }', variables: { input: addressInput } },
    updateCustomerAddress: { query: 'mutation($id: Int!, $input: AddressInput!) { updateCustomerAddress(id: $id, input: $input) { success errors { code } } }', variables: { id: A.addressId, input: addressInput } },
    deleteCustomerAddress: { query: 'mutation($id: Int!) { deleteCustomerAddress(id: $id) { success } }', variables: { id: A.addressId } },
    selectCustomerAddress: { query: 'mutation($id: Int!) { selectCustomerAddress(id: $id, type: BOTH) { success } }', variables: { id: A.addressId } },
    selectShippingAddressWithShippingOption: { query: 'mutation($id: Int!) { selectShippingAddressWithShippingOption(addressId: $id, option: "TEM") { success } }', variables: { id: A.addressId } },
    selectShippingOption: { query: 'mutation { selectShippingOption(optionName: "TEM") { success } }' },
    setBillingSameAsShipping: { query: 'mutation { setBillingSameAsShipping(same: false) { success } }' },
    cardPayment: { query: 'mutation($input: CardPaymentInput!) { cardPayment(input: $input) { errors form } }', variables: { input: cardInput } },
    createPaymentCardToken: {
      query: 'mutation($input: CardTokenInput!) { createPaymentCardToken(input: $input) { cardToken errors } }',
      variables: { input: { creditCardNumber: cardInput.creditCardNumber, creditCardHolderName: 'MEHMET DEMIR', expireMonth: cardInput.expireMonth, expireYear: cardInput.expireYear, creditCardCvv2: '321' } },
    },
    completeCardTokenPayment: {
      query: 'mutation($t: String!) { completeCardTokenPayment(cardToken: $t, installmentCount: 1, agreementAccepted: true) { errors form } }',
      variables: { t: A.cardToken },
    },
    createReturnRequest: {
      query: 'mutation($o: Int!, $items: [ReturnItemInput!]!) { createReturnRequest(orderId: $o, returnItems: $items) { success } }',
      variables: { o: A.returnOrderId, items: [{ orderItemLineId: A.returnLineId, returnReasonId }] },
    },
    createCancelRequest: {
      query: 'mutation($o: Int!, $items: [CancelItemInput!]!) { createCancelRequest(orderId: $o, cancelItems: $items) { success } }',
      variables: { o: A.orderId, items: [{ orderItemLineId: A.lineId, cancelReasonId }] },
    },
    // Last: they end the caller's own session or account.
    changePassword: { query: 'mutation { changePassword(oldPassword: "Demo1234", newPassword: "Baska1234") { success } }' },
    logout: { query: 'mutation { logout }' },
    deleteCustomerAccount: { query: 'mutation { deleteCustomerAccount(password: "Baska1234") { result } }' },
  };
}

before(async () => {
  api = await createTestApi({ seed: (db) => seedDatabase(db, { products: 60 }).then(() => undefined), rateLimiter: { hit: () => false } });
  const [a] = await api.db.select().from(customers).where(eq(customers.email, A.email));
  const [b] = await api.db.select().from(customers).where(eq(customers.email, 'second@storefront.test'));
  A.id = a!.id;
  B.id = b!.id;
  A.token = await issueToken(api.db, A.id);
  B.token = await issueToken(api.db, B.id);
  guestToken = (await api.gql('mutation { createGuestCustomer { token } }')).body.data.createGuestCustomer.token;
  const asA = { token: A.token };

  // A's cart: a line, a gift note, a coupon, the shipping address and carrier.
  const [address] = await api.db.select().from(addresses).where(eq(addresses.customerId, A.id)).limit(1);
  A.addressId = address!.id;
  A.address1 = address!.address1;
  const product = rowsOf<{ id: number }>(
    await api.db.execute(sql`SELECT p.id FROM products p WHERE (SELECT count(*) FROM product_variants v WHERE v.product_id = p.id) = 1 AND (SELECT sum(stock_quantity) FROM product_variants v WHERE v.product_id = p.id) > 5 ORDER BY p.id LIMIT 1`),
  )[0]!;
  A.wishProductId = Number(product.id);
  const added = await api.gql('mutation($p: Int!) { addToCart(productId: $p, quantity: 2) { status cart { items { id } } } }', { p: A.wishProductId }, asA);
  A.cartItemId = added.body.data.addToCart.cart.items[0].id;
  assert.equal((await api.gql(`mutation { addGiftPackageNote(note: "${GIFT_NOTE_MARKER}") { status } }`, {}, asA)).body.data.addGiftPackageNote.status, true);
  await api.gql('mutation { applyDiscountCoupon(code: "HOSGELDIN10") { discountBox { isApplied } } }', {}, asA);
  await api.gql('mutation($id: Int!) { selectShippingAddressWithShippingOption(addressId: $id, option: "Yurtiçi Kargo") { success } }', { id: A.addressId }, asA);
  await api.gql('mutation($p: Int!) { addToWishlist(productId: $p) { status } }', { p: A.wishProductId }, asA);

  // A's orders: one still cancellable, one returnable.
  const mine = await api.db.select().from(orders).where(eq(orders.customerId, A.id));
  const cancellable = mine.find((o) => o.status === 'PROCESSING')!;
  A.orderId = cancellable.id;
  A.orderNumber = cancellable.orderNumber;
  A.lineId = (await api.db.select().from(orderItems).where(eq(orderItems.orderId, cancellable.id)))[0]!.id;
  const detail = await api.gql('query($n: String) { orderDetails(orderNumber: $n) { id items { orderItemLineId userCanPartialCancel } } }', { n: A.orderNumber }, asA);
  assert.ok(detail.body.data.orderDetails.items.some((i: { userCanPartialCancel: boolean }) => i.userCanPartialCancel), 'A can cancel it');
  for (const o of mine.filter((x) => x.status === 'DELIVERED')) {
    const d = await api.gql('query($i: Int) { orderDetails(id: $i) { items { orderItemLineId userCanPartialReturn } } }', { i: o.id }, asA);
    const line = d.body.data.orderDetails.items.find((i: { userCanPartialReturn: boolean }) => i.userCanPartialReturn);
    if (line) {
      A.returnOrderId = o.id;
      A.returnLineId = line.orderItemLineId;
      break;
    }
  }
  assert.ok(A.returnLineId, 'A has a returnable line');
  const reasons = rowsOf<{ id: number; kind: string }>(await api.db.execute(sql`SELECT id, kind FROM request_reasons ORDER BY id`));
  cancelReasonId = Number(reasons.find((r) => r.kind === 'CANCEL')!.id);
  returnReasonId = Number(reasons.find((r) => r.kind === 'RETURN')!.id);
  A.giftCards = (await api.db.select().from(giftCards).where(eq(giftCards.customerId, A.id))).map((g) => g.couponCode);
  A.reviewId = (await api.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.approved, true)).limit(1))[0]!.id;

  // A's card token of the alternate payment provider, not yet used.
  const token = await api.gql('mutation { createPaymentCardToken(input: { creditCardNumber: "5406 6754 0667 5403", creditCardHolderName: "AYSE YILMAZ", expireMonth: "11", expireYear: "2040", creditCardCvv2: "999" }) { cardToken errors } }', {}, asA);
  A.cardToken = token.body.data.createPaymentCardToken.cardToken;
  assert.ok(A.cardToken, JSON.stringify(token.body));

  // A's pending phone change: the code sent to the new number.
  const phone = await api.gql(`mutation { updateCustomerPhone(phone: "${NEW_PHONE}") { status oTPData { externalId otpQueueId } } }`, {}, asA);
  A.otp.externalId = phone.body.data.updateCustomerPhone.oTPData.externalId;
  A.otp.otpQueueId = phone.body.data.updateCustomerPhone.oTPData.otpQueueId;
  A.otp.code = (await api.outbox('5559876543'))[0]!.code!;
});
after(() => api?.close());

test('every root field of the schema is classified, and every customer-scoped one has an attack', () => {
  const schema = buildExecutableSchema();
  const fields = [...Object.keys(schema.getQueryType()!.getFields()), ...Object.keys(schema.getMutationType()!.getFields())].sort();
  assert.deepEqual(fields, Object.keys(ACCESS).sort(), 'ACCESS lists exactly the schema root fields');
  const scoped = Object.entries(ACCESS).filter(([, a]) => a === 'customer').map(([f]) => f).sort();
  assert.deepEqual(Object.keys(attacks()).sort(), scoped);
});

test("A's own reads show A's data (the markers the attacks look for are real)", async () => {
  const read = async (field: string) => JSON.stringify((await api.gql(attacks()[field]!.query, attacks()[field]!.variables, { token: A.token })).body.data);
  assert.ok((await read('customerInfo')).includes(A.email));
  assert.ok((await read('customerInfo')).includes(A.shownPhone));
  assert.ok((await read('customerAddresses')).includes(A.address1));
  assert.ok((await read('customerOrders')).includes(A.orderNumber));
  assert.ok((await read('orderDetails')).includes(A.orderNumber));
  assert.ok((await read('cart')).includes(GIFT_NOTE_MARKER));
  assert.ok((await read('contractByWidgetZone')).includes(A.address1.split(' ')[0]!));
  for (const code of A.giftCards) assert.ok((await read('customerGiftCards')).includes(code));
  assert.ok((await read('wishList')).includes(String(A.wishProductId)));
});

test("B, an anonymous caller and a guest customer aim every customer-scoped call at A's data: nothing of A's leaks or changes", async () => {
  const before = await rowsOfA();
  const list = attacks();
  const problems: string[] = [];
  for (const caller of [{ label: 'anonymous', token: null as string | null }, { label: 'guest customer', token: guestToken }, { label: 'customer B', token: B.token }]) {
    for (const [field, call] of Object.entries(list)) {
      const res = await api.gql(call.query, call.variables, { token: caller.token });
      const where = `${field} as ${caller.label}`;
      if (res.status >= 500) problems.push(`${where}: HTTP ${res.status}`);
      const text = JSON.stringify(res.body);
      for (const marker of markersOfA()) if (text.includes(marker)) problems.push(`${where}: answer carries A's ${marker}`);
      const codes = (res.body.errors ?? []).map((e) => e.extensions?.code);
      if (codes.some((c) => c !== 'UNAUTHENTICATED')) problems.push(`${where}: unexpected error ${codes.join(',')}`);
    }
  }
  assert.deepEqual(problems, []);
  assert.equal(await rowsOfA(), before, "every row of A's is unchanged");

  // Specific refusals, not just silence.
  const asB = { token: B.token ? await issueToken(api.db, B.id) : null };
  const otp = await api.gql(list.customerOTPResult!.query, list.customerOTPResult!.variables, asB);
  assert.equal(otp.body.data?.customerOTPResult?.result ?? false, false, "A's phone-change code does not work for B");
  const detail = await api.gql(list.orderDetails!.query, list.orderDetails!.variables, asB);
  assert.equal(detail.body.data?.orderDetails ?? null, null);
  const [aRow] = await api.db.select({ phone: customers.phone }).from(customers).where(eq(customers.id, A.id));
  assert.equal(aRow!.phone, A.phone);

  const stolen = await api.gql(list.completeCardTokenPayment!.query, list.completeCardTokenPayment!.variables, asB);
  assert.equal(stolen.body.data?.completeCardTokenPayment?.form ?? null, null, "A's card token does not pay for B");

  // And the code still works for A: the failed attempts did not burn it.
  const confirmed = await api.gql(list.customerOTPResult!.query, list.customerOTPResult!.variables, { token: A.token });
  assert.equal(confirmed.body.data.customerOTPResult.result, true);
  const paid = await api.gql(list.completeCardTokenPayment!.query, list.completeCardTokenPayment!.variables, { token: A.token });
  assert.ok(paid.body.data.completeCardTokenPayment.form, `A's own token still pays: ${JSON.stringify(paid.body)}`);
});
