// The staff API over HTTP: the login (password, then TOTP; enrolment), wrong password and code,
// a code used twice, the login limits, revocation and logout taking effect at once, the session
// cookie's attributes, shopper tokens and cookies that are never staff sessions, the CSRF rule
// (415 for form posts) and the no-store / noindex headers of every answer.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { auditLog, customers, staffAccounts, staffSessions } from '../db/schema.js';
import { issueToken } from '../domains/auth/tokens.js';
import { createRateLimiter } from '../services/rate-limiter.js';
import { createStaffLogin, loginStaff, staffGql, totpCode, type StaffLogin } from '../testing/staff-api.js';
import { createTestApi, type TestApi } from '../testing/test-api.js';

const LOGIN = 'mutation($e: String!, $p: String!) { staffLogin(email: $e, password: $p) { success step message token errors { code message field } enrolment { secret otpauthUrl qrCodeDataUrl } } }';
const VERIFY = 'mutation($c: String!) { verifyStaffTotp(code: $c) { success step token errors { code message } staff { email role permissions } } }';
const ENROL = 'mutation($c: String!) { confirmStaffTotpEnrolment(code: $c) { success step token errors { code } staff { totpEnrolled } } }';
const ME = '{ me { id email role } }';
const MEMBERS = '{ staffMembers { id email } }';

let ipCounter = 10;
/** A fresh client address per test, so the per-address limit of one test does not touch another. */
const freshIp = () => `198.51.100.${ipCounter++}`;

describe('staff API over HTTP', () => {
  let api: TestApi;
  let admin: StaffLogin;
  before(async () => {
    // Small limits so the limit test is quick; every other test uses its own address and account.
    api = await createTestApi({ rateLimiter: createRateLimiter({ 'staff-login': { windowMs: 60_000, perIdentifier: 4, perIp: 50 }, 'staff-totp': { windowMs: 60_000, perIdentifier: 8, perIp: 50 } }) });
    admin = await createStaffLogin(api.db, 'ADMIN');
  });
  after(() => api.close());

  it('logs in with password then code; the token is a FULL session; every step is audited', async () => {
    const ip = freshIp();
    const first = await staffGql(api, LOGIN, { e: admin.email.toUpperCase(), p: admin.password }, { ip });
    assert.equal(first.status, 200);
    const pending = first.body.data.staffLogin;
    assert.equal(pending.success, true);
    assert.equal(pending.step, 'TOTP');
    assert.ok(pending.token);
    // The pending session is no staff member yet: fields answer UNAUTHENTICATED.
    const early = await staffGql(api, MEMBERS, {}, { token: pending.token, ip });
    assert.equal(early.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    assert.equal((await staffGql(api, ME, {}, { token: pending.token, ip })).body.data.me, null);
    const done = (await staffGql(api, VERIFY, { c: await totpCode(admin.totpSecret!) }, { token: pending.token, ip })).body.data.verifyStaffTotp;
    assert.equal(done.success, true);
    assert.equal(done.step, 'DONE');
    assert.equal(done.staff.role, 'ADMIN');
    assert.ok(done.staff.permissions.includes('staff.manage'));
    assert.notEqual(done.token, pending.token, 'the second factor gives a new token');
    // The password-stage token is worthless now.
    assert.equal((await staffGql(api, ME, {}, { token: pending.token, ip })).body.data.me, null);
    const me = await staffGql(api, ME, {}, { token: done.token, ip });
    assert.equal(me.body.data.me.email, admin.email);
    const actions = (await api.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.staffId, admin.id))).map((r) => r.action);
    assert.ok(actions.includes('staff.login_password') && actions.includes('staff.login'), actions.join());
  });

  it('a wrong password, an unknown account and an inactive one get no session', async () => {
    const ip = freshIp();
    const wrong = (await staffGql(api, LOGIN, { e: admin.email, p: 'not the password' }, { ip, language: 'en' })).body.data.staffLogin;
    assert.equal(wrong.success, false);
    assert.equal(wrong.token, null);
    assert.equal(wrong.errors[0].code, 'staff.login.wrong_credentials');
    assert.equal(wrong.errors[0].message, 'The e-mail address or password is wrong.');
    const unknown = (await staffGql(api, LOGIN, { e: 'nobody@staff.test', p: 'whatever-password' }, { ip })).body.data.staffLogin;
    assert.equal(unknown.errors[0].code, 'staff.login.wrong_credentials');
    const inactive = await createStaffLogin(api.db, 'SUPPORT', { active: false });
    const refused = (await staffGql(api, LOGIN, { e: inactive.email, p: inactive.password }, { ip })).body.data.staffLogin;
    assert.equal(refused.success, false);
    assert.equal(refused.errors[0].code, 'staff.login.inactive');
    assert.equal(refused.token, null);
    const failures = await api.db.select().from(auditLog).where(eq(auditLog.action, 'staff.login_failed'));
    assert.ok(failures.some((f) => f.staffId === admin.id));
  });

  it('a wrong code is refused; a code is accepted once; five wrong codes end the pending session', async () => {
    const member = await createStaffLogin(api.db, 'ORDERS');
    const ip = freshIp();
    const token = await loginStaff(api, member, { ip });
    assert.ok(token);
    // The same code again (a replay) on a new pending session: refused.
    const again = (await staffGql(api, LOGIN, { e: member.email, p: member.password }, { ip })).body.data.staffLogin;
    const replay = (await staffGql(api, VERIFY, { c: await totpCode(member.totpSecret!) }, { token: again.token, ip })).body.data.verifyStaffTotp;
    assert.equal(replay.success, false);
    assert.equal(replay.errors[0].code, 'staff.login.code_invalid');
    for (let i = 0; i < 3; i++) {
      const bad = (await staffGql(api, VERIFY, { c: '000000' }, { token: again.token, ip })).body.data.verifyStaffTotp;
      assert.equal(bad.errors[0].code, 'staff.login.code_invalid');
    }
    const fifth = (await staffGql(api, VERIFY, { c: '000000' }, { token: again.token, ip })).body.data.verifyStaffTotp;
    assert.equal(fifth.errors[0].code, 'staff.login.code_attempts_exhausted');
    // Even the right (next) code does not revive the ended session.
    const late = (await staffGql(api, VERIFY, { c: await totpCode(member.totpSecret!, 1) }, { token: again.token, ip })).body.data.verifyStaffTotp;
    assert.equal(late.errors[0].code, 'staff.login.no_pending');
  });

  it('one code sent on two pending sessions at once logs in one of them only', async () => {
    const member = await createStaffLogin(api.db, 'ORDERS');
    const ip = freshIp();
    const pendings = await Promise.all([1, 2].map(async () => (await staffGql(api, LOGIN, { e: member.email, p: member.password }, { ip })).body.data.staffLogin.token));
    const code = await totpCode(member.totpSecret!);
    const answers = await Promise.all(pendings.map(async (token) => (await staffGql(api, VERIFY, { c: code }, { token, ip })).body.data.verifyStaffTotp));
    assert.deepEqual(answers.map((a) => a.success).sort(), [false, true]);
    const full = await api.db.select().from(staffSessions).where(eq(staffSessions.staffId, member.id));
    assert.equal(full.filter((s) => s.stage === 'FULL').length, 1);
  });

  it('over the login limit: a translated error and no session, even with the right password', async () => {
    const member = await createStaffLogin(api.db, 'SUPPORT');
    const ip = freshIp();
    for (let i = 0; i < 4; i++) await staffGql(api, LOGIN, { e: member.email, p: 'wrong password!' }, { ip });
    const limited = (await staffGql(api, LOGIN, { e: member.email, p: member.password }, { ip: freshIp(), language: 'en' })).body.data.staffLogin;
    assert.equal(limited.success, false);
    assert.equal(limited.token, null);
    assert.equal(limited.errors[0].code, 'staff.login.too_many_attempts');
    assert.match(limited.errors[0].message, /Too many attempts/);
  });

  it('enrolment: an account without a secret gets one with its QR code and confirms it by a code', async () => {
    const member = await createStaffLogin(api.db, 'CATALOGUE', { enrolled: false });
    const ip = freshIp();
    const first = (await staffGql(api, LOGIN, { e: member.email, p: member.password }, { ip })).body.data.staffLogin;
    assert.equal(first.step, 'ENROL');
    assert.match(first.enrolment.otpauthUrl, /^otpauth:\/\/totp\/.*secret=/);
    assert.match(first.enrolment.qrCodeDataUrl, /^data:image\/png;base64,/);
    // verifyStaffTotp is not the way in before enrolment.
    assert.equal((await staffGql(api, VERIFY, { c: await totpCode(first.enrolment.secret) }, { token: first.token, ip })).body.data.verifyStaffTotp.errors[0].code, 'staff.login.not_enrolled');
    const right = await totpCode(first.enrolment.secret);
    const wrong = (await staffGql(api, ENROL, { c: right === '123456' ? '654321' : '123456' }, { token: first.token, ip })).body.data.confirmStaffTotpEnrolment;
    assert.equal(wrong.success, false);
    const done = (await staffGql(api, ENROL, { c: await totpCode(first.enrolment.secret) }, { token: first.token, ip })).body.data.confirmStaffTotpEnrolment;
    assert.equal(done.success, true);
    assert.equal(done.staff.totpEnrolled, true);
    const [row] = await api.db.select().from(staffAccounts).where(eq(staffAccounts.id, member.id));
    assert.equal(row!.totpSecret, first.enrolment.secret);
    assert.equal(row!.totpPendingSecret, null);
    const audited = await api.db.select().from(auditLog).where(eq(auditLog.action, 'staff.totp_enrol'));
    assert.ok(audited.some((a) => a.staffId === member.id));
  });

  it('a revoked session answers UNAUTHENTICATED at once; logout ends the session', async () => {
    const ip = freshIp();
    const member = await createStaffLogin(api.db, 'SUPPORT');
    const memberToken = await loginStaff(api, member, { ip });
    const adminToken = await loginStaff(api, admin, { ip, stepsAhead: 1 });
    assert.ok((await staffGql(api, ME, {}, { token: memberToken, ip })).body.data.me);
    const sessions = (await staffGql(api, `{ staffSessions(staffId: ${member.id}) { id current stage revokedOn } }`, {}, { token: adminToken, ip })).body.data.staffSessions;
    const live = sessions.find((s: { stage: string; revokedOn: string | null }) => s.stage === 'FULL' && !s.revokedOn);
    const revoked = await staffGql(api, 'mutation($id: String!) { revokeStaffSession(sessionId: $id) { success } }', { id: live.id }, { token: adminToken, ip });
    assert.equal(revoked.body.data.revokeStaffSession.success, true);
    const after = await staffGql(api, '{ messages { pageInfo { totalCount } } }', {}, { token: memberToken, ip });
    assert.equal(after.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    // The admin's own session is marked current in the list.
    const own = (await staffGql(api, `{ staffSessions(staffId: ${admin.id}) { current } }`, {}, { token: adminToken, ip })).body.data.staffSessions;
    assert.equal(own.filter((s: { current: boolean }) => s.current).length, 1);
    const out = await staffGql(api, 'mutation { staffLogout { success } }', {}, { token: adminToken, ip });
    assert.equal(out.body.data.staffLogout.success, true);
    assert.equal((await staffGql(api, ME, {}, { token: adminToken, ip })).body.data.me, null);
  });

  it('the cookie: HttpOnly, SameSite=Strict, Path=/admin; with x-session-transport: cookie the token is only there', async () => {
    const member = await createStaffLogin(api.db, 'ORDERS');
    const ip = freshIp();
    const headers = { 'x-session-transport': 'cookie' };
    const first = await staffGql(api, LOGIN, { e: member.email, p: member.password }, { ip, headers });
    assert.equal(first.body.data.staffLogin.token, null);
    const pendingCookie = String(first.headers['set-cookie']);
    assert.match(pendingCookie, /^staff_session=[^;]+;/);
    assert.match(pendingCookie, /Max-Age=300/);
    for (const attribute of [/HttpOnly/, /SameSite=Strict/, /Path=\/admin/]) assert.match(pendingCookie, attribute);
    assert.doesNotMatch(pendingCookie, /Secure/, 'http://localhost: no Secure');
    const cookie = pendingCookie.split(';')[0]!;
    const second = await staffGql(api, VERIFY, { c: await totpCode(member.totpSecret!) }, { ip, headers, cookie });
    assert.equal(second.body.data.verifyStaffTotp.success, true);
    assert.equal(second.body.data.verifyStaffTotp.token, null);
    const fullCookie = String(second.headers['set-cookie']).split(';')[0]!;
    assert.notEqual(fullCookie, cookie);
    assert.equal((await staffGql(api, ME, {}, { ip, cookie: `token=abc; ${fullCookie}` })).body.data.me.email, member.email);
    const out = await staffGql(api, 'mutation { staffLogout { success } }', {}, { ip, headers, cookie: fullCookie });
    assert.match(String(out.headers['set-cookie']), /staff_session=;.*Max-Age=0/);
    assert.equal((await staffGql(api, ME, {}, { ip, cookie: fullCookie })).body.data.me, null);
  });

  it('the cookie is Secure when the public address is https', async () => {
    const secure = await createTestApi({ config: { publicUrl: 'https://shop.example' } });
    try {
      const member = await createStaffLogin(secure.db, 'ADMIN');
      const res = await staffGql(secure, LOGIN, { e: member.email, p: member.password });
      assert.match(String(res.headers['set-cookie']), /; Secure/);
    } finally {
      await secure.close();
    }
  });

  it("a shopper's token or cookie is never a staff session", async () => {
    const [shopper] = await api.db.insert(customers).values({ email: 'shopper@storefront.test' }).returning({ id: customers.id });
    const [guest] = await api.db.insert(customers).values({ isGuest: true }).returning({ id: customers.id });
    for (const id of [shopper!.id, guest!.id]) {
      const token = await issueToken(api.db, id);
      const byBearer = await staffGql(api, MEMBERS, {}, { token });
      assert.equal(byBearer.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
      const byCookie = await staffGql(api, MEMBERS, {}, { cookie: `token=${token}` });
      assert.equal(byCookie.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
      // Nor is it taken as a staff cookie under the staff name.
      const asStaffCookie = await staffGql(api, ME, {}, { cookie: `staff_session=${token}` });
      assert.equal(asStaffCookie.body.data.me, null);
    }
    // And a staff token is no shopper on the shop's API.
    const staffToken = await loginStaff(api, await createStaffLogin(api.db, 'ADMIN'), { ip: freshIp() });
    const shop = await api.gql('{ customer { email } }', {}, { token: staffToken });
    assert.ok(!shop.body.data?.customer, JSON.stringify(shop.body));
  });

  it('CSRF: form posts answer 415 with nothing run; every answer is no-store and noindex', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain']) {
      const res = await api.inject({ method: 'POST', url: '/admin/graphql', headers: { 'content-type': type }, payload: 'query=mutation{staffLogout{success}}' });
      assert.equal(res.statusCode, 415, type);
      assert.equal(res.headers['cache-control'], 'no-store');
      assert.equal(res.headers['x-robots-tag'], 'noindex');
    }
    const ok = await staffGql(api, ME);
    assert.equal(ok.status, 200);
    assert.equal(ok.headers['cache-control'], 'no-store');
    assert.equal(ok.headers['x-robots-tag'], 'noindex');
    const bad = await api.inject({ method: 'POST', url: '/admin/graphql', headers: { 'content-type': 'application/json' }, payload: '{not json' });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.headers['x-robots-tag'], 'noindex');
  });

  it('takes a body of several megabytes (a price feed) on /admin/graphql only', async () => {
    const big = 'SKU-1;100,00;;1;2\n'.repeat(200_000); // 3.4 MB
    const started = Date.now();
    const res = await api.inject({ method: 'POST', url: '/admin/graphql', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ query: 'query($big: String!) { customers(search: $big) { pageInfo { totalCount } } }', variables: { big } }) });
    // yoga's request adapter once spent seconds per megabyte on a text body (yoga-route.ts largeBody)
    assert.ok(Date.now() - started < 2500, `${Date.now() - started} ms`);
    assert.equal(res.json().errors[0].extensions.code, 'UNAUTHENTICATED', 'the variables arrived and the field ran');
    const broken = await api.inject({ method: 'POST', url: '/admin/graphql', headers: { 'content-type': 'application/json' }, payload: `{"query": "{ me { id } }", "x": "${'y'.repeat(100_000)}"` });
    assert.equal(broken.statusCode, 400);
    const shop = await api.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ query: '{ __typename }', variables: { big } }) });
    assert.equal(shop.statusCode, 413);
  });

  it('a session past its expiry is no session', async () => {
    const member = await createStaffLogin(api.db, 'SUPPORT');
    const token = await loginStaff(api, member, { ip: freshIp() });
    await api.db.update(staffSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(staffSessions.staffId, member.id));
    assert.equal((await staffGql(api, ME, {}, { token })).body.data.me, null);
  });
});
