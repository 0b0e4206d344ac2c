// End to end through the server: GraphQL checkout calls, the code from the outbox, and the sandbox
// bank's 3-D Secure page driven over HTTP exactly as the shop's iframe does.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { orders, productVariants } from '../../db/schema.js';
import { insertAddress, insertCarriers, insertCategory, insertCustomer, insertProduct, type ProductFixture } from '../../testing/cart-fixtures.js';
import { cardInput, DECLINED_CARD, SUPERSEDED_EN, SUPERSEDED_TR } from '../../testing/payment-fixtures.js';
import { createTestApi, type TestApi } from '../../testing/test-api.js';
import { issueToken } from '../auth/tokens.js';

let api: TestApi;
let watch: ProductFixture;
let buyers = 0;

before(async () => {
  api = await createTestApi({
    seed: async (db) => {
      await insertCarriers(db);
    },
  });
  watch = await insertProduct(api.db, { categoryId: await insertCategory(api.db), priceKurus: 350000, stocks: [20] });
});
after(() => api.close());

const ADD = 'mutation($p: Int!, $q: Int!) { addToCart(productId: $p, quantity: $q) { status errors { code } } }';
const SELECT = 'mutation($a: Int!, $o: String) { selectShippingAddressWithShippingOption(addressId: $a, option: $o) { success errors { code } } }';
const PAY = 'mutation($i: CardPaymentInput!) { cardPayment(input: $i) { errors form paymentId } }';

async function buyer(product: ProductFixture, quantity = 1) {
  buyers += 1;
  const phone = `55500${String(buyers).padStart(5, '0')}`;
  const customer = await insertCustomer(api.db, { phone });
  const token = await issueToken(api.db, customer.id);
  const added = await api.gql(ADD, { p: product.productId, q: quantity }, { token });
  assert.equal(added.body.data.addToCart.status, true);
  const addressId = await insertAddress(api.db, customer.id);
  const selected = await api.gql(SELECT, { a: addressId, o: 'TEM' }, { token });
  assert.equal(selected.body.data.selectShippingAddressWithShippingOption.success, true);
  return { customer, token, phone };
}

async function pay(token: string, phone: string, card = cardInput(), language?: string) {
  const res = await api.gql(PAY, { i: card }, { token, language });
  const result = res.body.data.cardPayment as { errors: string[]; form: string | null; paymentId: string | null };
  assert.deepEqual(result.errors, []);
  const [sms] = await api.outbox(phone);
  return { ...result, code: sms.code! };
}

function post(paymentId: string, fields: Record<string, string>) {
  return api.inject({
    method: 'POST',
    url: `/payment/3ds/${paymentId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

function posted(html: string): { data: { status: string; message: string }; targetOrigin: string } | null {
  const m = /window\.parent\.postMessage\((\{.*?\}), ("[^"]*")\)/.exec(html);
  return m ? { data: JSON.parse(m[1]), targetOrigin: JSON.parse(m[2]) } : null;
}

function postedMessage(html: string): { status: string; message: string } | null {
  return posted(html)?.data ?? null;
}

test('the bank form posts to the 3-D Secure page, which asks for the SMS code and completes the order', async () => {
  const { token, phone } = await buyer(watch, 1);
  const { form, paymentId, code } = await pay(token, phone);
  assert.match(form!, new RegExp(`<form id="bank-redirect" method="post" action="http://localhost:3000/payment/3ds/${paymentId}">`));

  const start = await post(paymentId!, { step: 'start' });
  assert.equal(start.statusCode, 200);
  assert.match(start.headers['content-type'] as string, /text\/html/);
  assert.match(start.body, /<label for="code">SMS ile gönderilen doğrulama kodu<\/label>/);
  assert.match(start.body, /Akbank/);
  assert.match(start.body, /₺3\.599,00/, '3.500 TL plus TEM shipping');
  assert.match(start.body, /•••• •••• •••• 4358/);
  assert.match(start.body, /autocomplete="one-time-code"/);
  assert.equal(postedMessage(start.body), null);

  const wrong = await post(paymentId!, { code: code === '000000' ? '111111' : '000000', action: 'verify' });
  assert.match(wrong.body, /role="alert">Doğrulama kodu hatalı\. Kalan deneme hakkı: 2/);
  assert.match(wrong.body, /aria-invalid="true"/);

  const done = await post(paymentId!, { code, action: 'verify' });
  assert.deepEqual(postedMessage(done.body), { status: 'success', message: 'Ödemeniz alındı, siparişiniz oluşturuldu.' });
  const again = await post(paymentId!, { code, action: 'verify' });
  assert.deepEqual(postedMessage(again.body), postedMessage(done.body), 'a repeated POST answers the same');
  const reload = await api.inject({ method: 'GET', url: `/payment/3ds/${paymentId}` });
  assert.deepEqual(postedMessage(reload.body), postedMessage(done.body));
  assert.equal((await api.db.select().from(orders).where(eq(orders.paymentId, paymentId!))).length, 1);

  const listed = await api.gql('{ customerOrders(pageIndex: 0, pageSize: 5) { totalCount orders { orderNumber orderStatusEnum } } }', {}, { token });
  assert.equal(listed.body.data.customerOrders.totalCount, 1);
  assert.equal(listed.body.data.customerOrders.orders[0].orderStatusEnum, 'PROCESSING');
});

test('the result goes to the shop window that started the payment only, never to any origin', async () => {
  const { token, phone } = await buyer(watch, 1);
  const { form, paymentId, code } = await pay(token, phone);
  assert.match(form!, /name="shopOrigin"/, 'the redirect form reports the shop frame\'s origin');
  // Its script is a file of the API (the shop page's policy, which a srcdoc frame inherits, runs no inline one).
  assert.doesNotMatch(form!, /<script>/);
  assert.match(form!, /<script src="http:\/\/localhost:3000\/payment\/3ds-redirect\.js"><\/script>/);
  const script = await api.inject({ method: 'GET', url: '/payment/3ds-redirect.js' });
  assert.equal(script.statusCode, 200);
  assert.match(script.headers['content-type'] as string, /^text\/javascript/);
  assert.match(script.body, /shopOrigin\.value=self\.origin/);

  const start = await post(paymentId!, { step: 'start', shopOrigin: 'http://localhost:3003' });
  assert.match(start.body, /<input type="hidden" name="shopOrigin" value="http:\/\/localhost:3003">/, 'the code page carries it');
  const done = await post(paymentId!, { code, action: 'verify', shopOrigin: 'http://localhost:3003' });
  assert.deepEqual(posted(done.body), { data: { status: 'success', message: 'Ödemeniz alındı, siparişiniz oluşturuldu.' }, targetOrigin: 'http://localhost:3003' });

  for (const untrusted of ['https://evil.example', '*', 'javascript:alert(1)', 'http://localhost:3003/path', '']) {
    const again = await post(paymentId!, { code, action: 'verify', shopOrigin: untrusted });
    assert.equal(posted(again.body)!.targetOrigin, 'http://localhost:3000', `${JSON.stringify(untrusted)} falls back to the shop's own origin`);
  }
  const reload = await api.inject({ method: 'GET', url: `/payment/3ds/${paymentId}` });
  assert.equal(posted(reload.body)!.targetOrigin, 'http://localhost:3000');
  assert.doesNotMatch(reload.body, /postMessage\([^)]*'\*'\)/);
});

test("the bank's pages carry their own policy: the result page's script by its hash, framed by the shop only", async () => {
  const { token, phone } = await buyer(watch, 1);
  const { paymentId, code } = await pay(token, phone);
  const policy = (res: { headers: Record<string, unknown> }) => String(res.headers['content-security-policy']);
  const start = await post(paymentId!, { step: 'start' });
  assert.match(policy(start), /^default-src 'none'; script-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self' http:\/\/localhost:3000[ ;]/);
  const done = await post(paymentId!, { code, action: 'verify' });
  const script = /<script>([\s\S]*?)<\/script>/.exec(done.body)![1];
  const hash = createHash('sha256').update(script, 'utf8').digest('base64');
  assert.match(policy(done), new RegExp(`script-src 'sha256-${hash.replace(/[+/]/g, (c) => `\\${c}`)}';`));
  assert.match(policy(done), /base-uri 'none'$/);
});

test('a declined card and a cancel answer with an error message; unknown ids are a 404 page', async () => {
  const { token, phone } = await buyer(watch, 1);
  const declined = await pay(token, phone, cardInput({ creditCardNumber: DECLINED_CARD }));
  const res = await post(declined.paymentId!, { code: declined.code, action: 'verify' });
  assert.deepEqual(postedMessage(res.body), { status: 'error', message: 'Kartınız bankanız tarafından onaylanmadı.' });

  const second = await pay(token, phone);
  const cancelled = await post(second.paymentId!, { action: 'cancel' });
  assert.equal(postedMessage(cancelled.body)!.status, 'error');

  for (const url of ['/payment/3ds/unknown-payment-id', '/payment/3ds/%3Cscript%3E']) {
    const r = await api.inject({ method: 'GET', url });
    assert.equal(r.statusCode, 404);
    assert.deepEqual(postedMessage(r.body), { status: 'error', message: 'Ödeme bulunamadı.' });
  }
  const junk = await api.inject({ method: 'POST', url: `/payment/3ds/${second.paymentId}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'code=%%%' });
  assert.ok(junk.statusCode < 500);
});

test('stock 3, 8 buyers whose bank callbacks hit the route at once: exactly 3 orders, stock 0', async () => {
  const lastUnits = await insertProduct(api.db, { categoryId: await insertCategory(api.db), priceKurus: 120000, stocks: [3] });
  const started = [];
  for (let i = 0; i < 8; i++) {
    const { token, phone } = await buyer(lastUnits, 1);
    started.push(await pay(token, phone));
  }
  const pages = await Promise.all(started.map((p) => post(p.paymentId!, { code: p.code, action: 'verify' })));
  const messages = pages.map((p) => postedMessage(p.body)!);
  assert.equal(messages.filter((m) => m.status === 'success').length, 3);
  assert.equal(messages.filter((m) => m.status === 'error').length, 5);
  const [variant] = await api.db.select().from(productVariants).where(eq(productVariants.id, lastUnits.variantIds[0]));
  assert.equal(variant.stockQuantity, 0);
  const placed = await api.db.select().from(orders).where(inArray(orders.paymentId, started.map((p) => p.paymentId!)));
  assert.equal(placed.length, 3);
});

test('paid twice for one cart (double click): both codes posted at once, one order; the replaced payment\'s page says so', async () => {
  const { customer, token, phone } = await buyer(watch, 1);
  const [before] = await api.db.select().from(productVariants).where(eq(productVariants.id, watch.variantIds[0]));
  const first = await pay(token, phone);
  const second = await pay(token, phone);

  const pages = await Promise.all([post(first.paymentId!, { code: first.code, action: 'verify' }), post(second.paymentId!, { code: second.code, action: 'verify' })]);
  assert.ok(pages.every((p) => p.statusCode === 200));
  assert.deepEqual(postedMessage(pages[0].body), { status: 'error', message: SUPERSEDED_TR });
  assert.ok(pages[0].body.includes(`role="status">${SUPERSEDED_TR}</p>`), 'the bank page itself shows the message');
  assert.deepEqual(postedMessage(pages[1].body), { status: 'success', message: 'Ödemeniz alındı, siparişiniz oluşturuldu.' });
  // Opening the replaced payment's page again answers the same, without a code form.
  const reload = await api.inject({ method: 'GET', url: `/payment/3ds/${first.paymentId}` });
  assert.deepEqual(postedMessage(reload.body), { status: 'error', message: SUPERSEDED_TR });
  assert.doesNotMatch(reload.body, /name="code"/);

  const placed = await api.db.select().from(orders).where(eq(orders.customerId, customer.id));
  assert.equal(placed.length, 1);
  const [after] = await api.db.select().from(productVariants).where(eq(productVariants.id, watch.variantIds[0]));
  assert.equal(after.stockQuantity, before.stockQuantity - 1);
});

test('a replaced payment opened in English answers in English', async () => {
  const { token, phone } = await buyer(watch, 1);
  const first = await pay(token, phone, cardInput(), 'en');
  await pay(token, phone, cardInput(), 'en');
  const start = await post(first.paymentId!, { step: 'start' });
  assert.deepEqual(postedMessage(start.body), { status: 'error', message: SUPERSEDED_EN });
  assert.match(start.body, /<html lang="en">/);
  const confirmed = await post(first.paymentId!, { code: first.code, action: 'verify' });
  assert.deepEqual(postedMessage(confirmed.body), { status: 'error', message: SUPERSEDED_EN });
});
