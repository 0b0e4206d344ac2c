// Captcha matrix: every rate-limited call (login, codes, registration, recovery, contact, the
// sensitive account calls), once its limit is passed, answers HTTP 410 CAPTCHA_REQUIRED and does
// nothing (no code sent, no row written) until the request carries a valid, unused solution of
// the self-hosted proof-of-work challenge issued for its operation family (the 410 carries one; a
// solution of another family's challenge is refused); with one it goes through, once. The calls that are
// not listed here must not ask for a captcha even when every limit is exhausted.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import { customers, topics } from '../db/schema.js';
import { rowsOf } from '../db/sql-rows.js';
import { hashPassword } from '../domains/auth/password.js';
import { issueToken } from '../domains/auth/tokens.js';
import { buildExecutableSchema } from '../graphql/executable-schema.js';
import { CAPTCHA_FAMILIES } from '../services/captcha.js';
import { createTestApi, type TestApi } from '../testing/test-api.js';

let api: TestApi;
let token = '';
/** When true, every key of every bucket is over its limit. */
let overLimit = true;

const registration = (email: string) => ({ input: { email, password: 'Yeni1234', agreements: { 'uyelik-sozlesmesi': true } } });

/** The rate-limited calls, each with input that would otherwise do its work. */
const LIMITED: Record<string, { query: string; variables: () => Record<string, unknown>; customer?: boolean }> = {
  easyLoginCheck: { query: 'mutation($v: String!) { easyLoginCheck(type: PHONE, value: $v) { result } }', variables: () => ({ v: '0(532) 000 00 01' }) },
  easyPasswordLogin: { query: 'mutation { easyPasswordLogin(type: EMAIL, email: "a@storefront.test", password: "Demo1234") { status token } }', variables: () => ({}) },
  easyOtpLogin: { query: 'mutation { easyOtpLogin(verificationCode: "123456", externalId: "e", otpQueueId: "q") { status } }', variables: () => ({}) },
  easyOtpRenewal: { query: 'mutation { easyOtpRenewal(externalId: "e", otpQueueId: "q") { result } }', variables: () => ({}) },
  easyRegister: { query: 'mutation($input: RegisterInput!) { easyRegister(input: $input) { result } }', variables: () => registration(`r1-${Math.random()}@storefront.test`) },
  register: { query: 'mutation($input: RegisterInput!) { register(input: $input) { result } }', variables: () => registration(`r2-${Math.random()}@storefront.test`) },
  registerWithLogin: { query: 'mutation($input: RegisterInput!) { registerWithLogin(input: $input) { result } }', variables: () => registration(`r3-${Math.random()}@storefront.test`) },
  passwordRecovery: { query: 'mutation { passwordRecovery(email: "a@storefront.test") { result } }', variables: () => ({}) },
  passwordRecoveryConfirm: { query: 'mutation { passwordRecoveryConfirm(password: "Yeni1234", token: "t", gid: "g") { result } }', variables: () => ({}) },
  sendContactUs: {
    query: 'mutation { sendContactUs(input: { body: "Merhaba, siparişim hakkında", email: "a@storefront.test", fullName: "Ayşe Yılmaz", subject: "Sipariş" }) { status } }',
    variables: () => ({}),
  },
  updateCustomerPhone: { query: 'mutation($p: String!) { updateCustomerPhone(phone: $p) { status } }', variables: () => ({ p: `0(555) 000 ${String(Math.floor(Math.random() * 90) + 10)} ${String(Math.floor(Math.random() * 90) + 10)}` }), customer: true },
  customerOTPResult: { query: 'mutation { customerOTPResult(oTPType: ACCOUNT_INFORMATION, externalId: "e", otpQueueId: "q", verificationCode: "123456") { result } }', variables: () => ({}), customer: true },
  changePassword: { query: 'mutation { changePassword(oldPassword: "Demo1234", newPassword: "Demo1234") { success } }', variables: () => ({}), customer: true },
  deleteCustomerAccount: { query: 'mutation { deleteCustomerAccount(password: "wrong-password") { result } }', variables: () => ({}), customer: true },
};

async function writtenRows(): Promise<number> {
  const [row] = rowsOf<{ n: string }>(
    await api.db.execute(sql`SELECT (SELECT count(*) FROM outbox) + (SELECT count(*) FROM customers) + (SELECT count(*) FROM otp_codes) + (SELECT count(*) FROM contact_messages) + (SELECT count(*) FROM password_resets) + (SELECT count(*) FROM auth_tokens) AS n`),
  );
  return Number(row!.n);
}

before(async () => {
  api = await createTestApi({
    seed: async (db) => {
      await db.insert(customers).values({ email: 'a@storefront.test', phone: '5320000001', firstName: 'Ayşe', passwordHash: await hashPassword('Demo1234') });
      await db.insert(topics).values({ systemName: 'uyelik-sozlesmesi', type: 'REGISTER', title: 'Üyelik', titleEn: 'Membership', body: 'x', bodyEn: 'x', required: true });
    },
    rateLimiter: { hit: () => overLimit },
  });
  const [a] = await api.db.select({ id: customers.id }).from(customers).where(eq(customers.email, 'a@storefront.test'));
  token = await issueToken(api.db, a!.id);
});
after(() => api?.close());

test('past the limit every rate-limited call answers 410 and does nothing; a solved challenge of its family lets exactly one request through', async () => {
  overLimit = true;
  for (const [field, call] of Object.entries(LIMITED)) {
    const opts = { token: call.customer ? token : null };
    const before = await writtenRows();
    const blocked = await api.gql(call.query, call.variables(), opts);
    assert.equal(blocked.status, 410, `${field}: 410`);
    assert.equal(blocked.body.errors?.[0]?.extensions?.code, 'CAPTCHA_REQUIRED', field);
    assert.equal((await api.gql(call.query, call.variables(), { ...opts, captcha: 'not-a-solution' })).status, 410, `${field}: a bogus solution`);
    const family = blocked.body.errors?.[0]?.extensions?.captchaFamily;
    assert.ok(typeof family === 'string' && CAPTCHA_FAMILIES.includes(family), `${field}: the 410 names the family (${String(family)})`);
    for (const other of CAPTCHA_FAMILIES.filter((f) => f !== family)) {
      const foreign = await api.solveCaptcha(other);
      assert.equal((await api.gql(call.query, call.variables(), { ...opts, captcha: foreign })).status, 410, `${field}: a solution issued for ${other}`);
    }
    assert.equal(await writtenRows(), before, `${field}: nothing done while blocked`);

    const captcha = await api.solveCaptcha(blocked);
    const through = await api.gql(call.query, call.variables(), { ...opts, captcha });
    assert.equal(through.status, 200, `${field}: through with a solved challenge (${JSON.stringify(through.body.errors)})`);
    assert.ok(!through.body.errors?.length, field);
    assert.equal((await api.gql(call.query, call.variables(), { ...opts, captcha })).status, 410, `${field}: a solution is good for one request`);
  }
});

test('every other call works without a captcha even when every limit is exhausted', async () => {
  overLimit = true;
  const schema = buildExecutableSchema();
  const mutations = Object.keys(schema.getMutationType()!.getFields());
  const unlimited = ['addToCart', 'addToWishlist', 'createGuestCustomer', 'logout', 'cardPayment', 'addReview'];
  for (const field of unlimited) assert.ok(mutations.includes(field) && !(field in LIMITED));
  const calls: [string, string][] = [
    ['addToCart', 'mutation { addToCart(productId: 1, quantity: 1) { status } }'],
    ['addToWishlist', 'mutation { addToWishlist(productId: 1) { status } }'],
    ['createGuestCustomer', 'mutation { createGuestCustomer { token } }'],
    ['cities', '{ cities { id } }'],
    ['captchaChallenge', '{ captchaChallenge { challenge } }'],
  ];
  for (const [field, query] of calls) assert.equal((await api.gql(query)).status, 200, field);
  for (const field of Object.keys(LIMITED)) assert.ok(mutations.includes(field), `${field} is a mutation of the schema`);
});
