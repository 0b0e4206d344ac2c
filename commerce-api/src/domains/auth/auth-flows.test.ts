// Auth flows end to end through /graphql, codes and links read from the development outbox.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { customers, otpCodes, topics } from '../../db/schema.js';
import { createTestApi, type TestApi } from '../../testing/test-api.js';
import { hashPassword } from './password.js';
import { customerForToken } from './tokens.js';

const CHECK = `mutation($type: LoginType!, $value: String!) { easyLoginCheck(type: $type, value: $value) { result errors { code field } otpData { externalId otpQueueId verificationCodeCharacterLength verificationCodeRenewalPeriod continueWithPassword } } }`;
const OTP_LOGIN = `mutation($c: String!, $e: String!, $q: String!) { easyOtpLogin(verificationCode: $c, externalId: $e, otpQueueId: $q) { status token errors { code } } }`;
const RENEW = `mutation($e: String!, $q: String!) { easyOtpRenewal(externalId: $e, otpQueueId: $q) { result otpData { otpQueueId externalId } errors { code } } }`;
const PASSWORD_LOGIN = `mutation($type: LoginType!, $email: String, $phone: String, $password: String!) { easyPasswordLogin(type: $type, email: $email, phone: $phone, password: $password) { status token errors { code } } }`;
const REGISTER = `mutation($input: RegisterInput!) { easyRegister(input: $input) { result status token segmentId resultText errors { code field } otpData { externalId otpQueueId } } }`;
const RECOVERY = `mutation($email: String!) { passwordRecovery(email: $email) { result resultText errors { code } } }`;
const RECOVERY_CONFIRM = `mutation($p: String!, $t: String!, $g: String!) { passwordRecoveryConfirm(password: $p, token: $t, gid: $g) { result resultText errors { code } } }`;

type OtpData = { externalId: string; otpQueueId: string };

describe('auth flows', () => {
  let api: TestApi;
  let ip = 0;
  // A fresh client address per test keeps the per-address limits out of the way.
  const fresh = () => `198.51.100.${++ip}`;

  before(async () => {
    api = await createTestApi({
      seed: async (db) => {
        const passwordHash = await hashPassword('Demo1234');
        await db.insert(customers).values([
          { email: 'demo@storefront.test', phone: '5320000001', firstName: 'Ayşe', passwordHash },
          { email: 'nopass@storefront.test', phone: '5330000009', firstName: 'Can' },
          { email: 'guest@storefront.test', isGuest: true },
          { email: 'limited@storefront.test', passwordHash },
        ]);
        await db.insert(topics).values([
          { systemName: 'uyelik-sozlesmesi', type: 'REGISTER', title: 'Üyelik', titleEn: 'Membership', body: 'x', bodyEn: 'x', required: true },
          { systemName: 'kvkk-aydinlatma', type: 'REGISTER', title: 'KVKK', titleEn: 'Privacy', body: 'x', bodyEn: 'x', required: true },
          { systemName: 'ticari-ileti', type: 'REGISTER', title: 'İleti', titleEn: 'Messages', body: 'x', bodyEn: 'x', required: false },
        ]);
      },
    });
  });
  after(() => api.close());

  async function lastCode(recipient: string): Promise<string> {
    const [message] = await api.outbox(recipient);
    assert.ok(message?.code, `a code was sent to ${recipient}`);
    return message.code;
  }

  it('phone: code by SMS, wrong code refused, right code gives a working token', async () => {
    const o = { ip: fresh() };
    const check = await api.gql(CHECK, { type: 'PHONE', value: '0(532) 000 00 01' }, o);
    assert.equal(check.body.data.easyLoginCheck.result, 'SUCCESSFUL_SEND_OTP_SMS');
    const otp = check.body.data.easyLoginCheck.otpData;
    assert.equal(otp.verificationCodeCharacterLength, 6);
    assert.equal(otp.verificationCodeRenewalPeriod, 120000);
    assert.equal(otp.continueWithPassword, true);
    const code = await lastCode('5320000001');
    assert.match(code, /^\d{6}$/);
    const wrong = await api.gql(OTP_LOGIN, { c: code === '000000' ? '111111' : '000000', e: otp.externalId, q: otp.otpQueueId }, o);
    assert.equal(wrong.body.data.easyOtpLogin.token, null);
    assert.equal(wrong.body.data.easyOtpLogin.errors[0].code, 'ui.auth.code_invalid');
    const right = await api.gql(OTP_LOGIN, { c: code, e: otp.externalId, q: otp.otpQueueId }, o);
    assert.equal(right.body.data.easyOtpLogin.status, 'Success');
    const customer = await customerForToken(api.db, right.body.data.easyOtpLogin.token);
    assert.ok(customer && !customer.isGuest);
    const again = await api.gql(OTP_LOGIN, { c: code, e: otp.externalId, q: otp.otpQueueId }, o);
    assert.equal(again.body.data.easyOtpLogin.token, null, 'a code works once');
  });

  it('e-mail: the password step when the account has one, else a code by e-mail; unknown and guest identifiers are not accounts', async () => {
    const o = { ip: fresh() };
    const withPassword = await api.gql(CHECK, { type: 'EMAIL', value: ' Demo@Storefront.test ' }, o);
    assert.equal(withPassword.body.data.easyLoginCheck.result, 'SUCCESSFUL_LOGIN_PASSWORD');
    const noPassword = await api.gql(CHECK, { type: 'EMAIL', value: 'nopass@storefront.test' }, o);
    assert.equal(noPassword.body.data.easyLoginCheck.result, 'SUCCESSFUL_SEND_OTP_EMAIL');
    assert.equal(noPassword.body.data.easyLoginCheck.otpData.continueWithPassword, false);
    assert.match(await lastCode('nopass@storefront.test'), /^\d{6}$/);
    for (const value of ['nobody@storefront.test', 'guest@storefront.test']) {
      const unknown = await api.gql(CHECK, { type: 'EMAIL', value }, o);
      assert.equal(unknown.body.data.easyLoginCheck.errors[0].code, 'ui.auth.account_not_found');
      assert.equal(unknown.body.data.easyLoginCheck.otpData, null);
    }
    const bad = await api.gql(CHECK, { type: 'PHONE', value: '12345' }, o);
    assert.equal(bad.body.data.easyLoginCheck.errors[0].code, 'ui.pattern.phone');
  });

  it('renewal only after the period; the old code then stops working; five wrong tries close a code', async () => {
    const o = { ip: fresh() };
    const check = await api.gql(CHECK, { type: 'PHONE', value: '05330000009' }, o);
    const otp: OtpData = check.body.data.easyLoginCheck.otpData;
    const oldCode = await lastCode('5330000009');
    const early = await api.gql(RENEW, { e: otp.externalId, q: otp.otpQueueId }, o);
    assert.equal(early.body.data.easyOtpRenewal.errors[0].code, 'ui.auth.code_renew_wait');
    await api.db.update(otpCodes).set({ createdAt: new Date(Date.now() - 121_000) }).where(eq(otpCodes.otpQueueId, otp.otpQueueId));
    const renewed = await api.gql(RENEW, { e: otp.externalId, q: otp.otpQueueId }, o);
    assert.equal(renewed.body.data.easyOtpRenewal.result, 'Success');
    const next: OtpData = renewed.body.data.easyOtpRenewal.otpData;
    assert.equal(next.externalId, otp.externalId);
    assert.notEqual(next.otpQueueId, otp.otpQueueId);
    const stale = await api.gql(OTP_LOGIN, { c: oldCode, e: otp.externalId, q: otp.otpQueueId }, o);
    assert.equal(stale.body.data.easyOtpLogin.token, null);
    const code = await lastCode('5330000009');
    const wrongCode = code === '123456' ? '654321' : '123456';
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push((await api.gql(OTP_LOGIN, { c: wrongCode, e: next.externalId, q: next.otpQueueId }, o)).body.data.easyOtpLogin.errors[0].code);
    assert.deepEqual(codes, ['ui.auth.code_invalid', 'ui.auth.code_invalid', 'ui.auth.code_invalid', 'ui.auth.code_invalid', 'ui.auth.code_too_many_attempts']);
    const late = await api.gql(OTP_LOGIN, { c: code, e: next.externalId, q: next.otpQueueId }, o);
    assert.equal(late.body.data.easyOtpLogin.errors[0].code, 'ui.auth.code_too_many_attempts', 'even the right code after five misses');
  });

  it('password login: WrongPassword for a wrong password or an unknown account, a token for the right one', async () => {
    const o = { ip: fresh() };
    const wrong = await api.gql(PASSWORD_LOGIN, { type: 'EMAIL', email: 'demo@storefront.test', password: 'Nope1234' }, o);
    assert.deepEqual(wrong.body.data.easyPasswordLogin, { status: 'WrongPassword', token: null, errors: [] });
    const unknown = await api.gql(PASSWORD_LOGIN, { type: 'EMAIL', email: 'x@storefront.test', password: 'Demo1234' }, o);
    assert.equal(unknown.body.data.easyPasswordLogin.status, 'WrongPassword');
    const byPhone = await api.gql(PASSWORD_LOGIN, { type: 'PHONE', phone: '0(532) 000 00 01', password: 'Demo1234' }, o);
    assert.equal(byPhone.body.data.easyPasswordLogin.status, 'Success');
    assert.ok(await customerForToken(api.db, byPhone.body.data.easyPasswordLogin.token));
    const empty = await api.gql(PASSWORD_LOGIN, { type: 'EMAIL', email: 'demo@storefront.test', password: '' }, o);
    assert.equal(empty.body.data.easyPasswordLogin.errors[0].code, 'ui.field.required');
  });

  it('logout revokes the token', async () => {
    const o = { ip: fresh() };
    const login = await api.gql(PASSWORD_LOGIN, { type: 'EMAIL', email: 'demo@storefront.test', password: 'Demo1234' }, o);
    const token = login.body.data.easyPasswordLogin.token as string;
    const out = await api.gql('mutation { logout }', {}, { ...o, token });
    assert.equal(out.body.data.logout, true);
    assert.equal(await customerForToken(api.db, token), null);
  });

  it('registration: required agreements, taken addresses, then a code by e-mail that creates the account', async () => {
    const o = { ip: fresh() };
    const base = { email: 'new@storefront.test', phone: '0(555) 111 22 33', firstName: 'Zeynep', lastName: 'Kaya', password: 'Yeni1234' };
    const missing = await api.gql(REGISTER, { input: { ...base, agreements: { 'uyelik-sozlesmesi': true } } }, o);
    assert.equal(missing.body.data.easyRegister.status, 'Failed');
    assert.deepEqual(missing.body.data.easyRegister.errors.map((e: { code: string; field: string }) => [e.code, e.field]), [['ui.agreement.required', 'agreements.kvkk-aydinlatma']]);
    const weak = await api.gql(REGISTER, { input: { ...base, password: 'short', agreements: {} } }, o);
    assert.ok(weak.body.data.easyRegister.errors.some((e: { code: string }) => e.code === 'ui.pattern.password'));
    const taken = await api.gql(REGISTER, { input: { ...base, email: 'DEMO@storefront.test', phone: '0(532) 000 00 01', agreements: { 'uyelik-sozlesmesi': true, 'kvkk-aydinlatma': true } } }, o);
    assert.deepEqual(taken.body.data.easyRegister.errors.map((e: { code: string }) => e.code), ['ui.auth.email_taken', 'ui.auth.phone_taken']);
    assert.equal((await api.db.select().from(customers).where(eq(customers.email, 'new@storefront.test'))).length, 0);

    const all = { 'uyelik-sozlesmesi': true, 'kvkk-aydinlatma': true, 'ticari-ileti': true };
    const ok = await api.gql(REGISTER, { input: { ...base, agreements: all, newsletter: true } }, o);
    const result = ok.body.data.easyRegister;
    assert.equal(result.result, 'SUCCESSFUL_SEND_OTP_EMAIL');
    assert.equal(result.segmentId, 20414);
    assert.equal(result.token, null);
    assert.equal((await api.db.select().from(customers).where(eq(customers.email, 'new@storefront.test'))).length, 0, 'no account before the code');
    const code = await lastCode('new@storefront.test');
    const confirmed = await api.gql(OTP_LOGIN, { c: code, e: result.otpData.externalId, q: result.otpData.otpQueueId }, o);
    assert.equal(confirmed.body.data.easyOtpLogin.status, 'Success');
    const [row] = await api.db.select().from(customers).where(eq(customers.email, 'new@storefront.test'));
    assert.equal(row!.phone, '5551112233');
    assert.equal(row!.segmentId, 20414);
    assert.deepEqual(row!.permissions, { CALL_PERMISSION: false, SMS_PERMISSION: true, EMAIL_PERMISSION: true });
    const login = await api.gql(PASSWORD_LOGIN, { type: 'EMAIL', email: 'new@storefront.test', password: 'Yeni1234' }, o);
    assert.equal(login.body.data.easyPasswordLogin.status, 'Success');
  });

  it('registration without the optional agreement keeps the permissions off', async () => {
    const o = { ip: fresh() };
    const ok = await api.gql(REGISTER, { input: { email: 'half@storefront.test', password: 'Yeni1234', agreements: { 'uyelik-sozlesmesi': true, 'kvkk-aydinlatma': true }, newsletter: true } }, o);
    const otp = ok.body.data.easyRegister.otpData;
    await api.gql(OTP_LOGIN, { c: await lastCode('half@storefront.test'), e: otp.externalId, q: otp.otpQueueId }, o);
    const [row] = await api.db.select().from(customers).where(eq(customers.email, 'half@storefront.test'));
    assert.deepEqual(row!.permissions, { CALL_PERMISSION: false, SMS_PERMISSION: false, EMAIL_PERMISSION: false });
    assert.equal(row!.agreements['ticari-ileti'], false);
  });

  it('register creates the account at once and sends the shopper to the password step; registerWithLogin signs in', async () => {
    const o = { ip: fresh() };
    const REGISTER_NOW = (field: 'register' | 'registerWithLogin') =>
      `mutation($input: RegisterInput!) { ${field}(input: $input) { result status token segmentId resultText errors { code field } otpData { otpQueueId } } }`;
    const agreements = { 'uyelik-sozlesmesi': true, 'kvkk-aydinlatma': true, 'ticari-ileti': true };

    const missing = (await api.gql(REGISTER_NOW('register'), { input: { email: 'now@storefront.test', password: 'Yeni1234', agreements: {} } }, o)).body.data.register;
    assert.equal(missing.status, 'Failed');
    assert.deepEqual(missing.errors.map((e: { field: string }) => e.field).sort(), ['agreements.kvkk-aydinlatma', 'agreements.uyelik-sozlesmesi']);
    const taken = (await api.gql(REGISTER_NOW('registerWithLogin'), { input: { email: 'Demo@Storefront.test', password: 'Yeni1234', agreements } }, o)).body.data.registerWithLogin;
    assert.deepEqual(taken.errors.map((e: { code: string }) => e.code), ['ui.auth.email_taken']);
    assert.equal(taken.token, null);
    assert.equal((await api.db.select().from(customers).where(eq(customers.email, 'now@storefront.test'))).length, 0, 'failures create nothing');

    const plain = (await api.gql(REGISTER_NOW('register'), { input: { email: 'now@storefront.test', phone: '0(555) 222 33 44', password: 'Yeni1234', agreements } }, o)).body.data.register;
    assert.deepEqual(
      { result: plain.result, status: plain.status, token: plain.token, otpData: plain.otpData, segmentId: plain.segmentId, resultText: plain.resultText },
      { result: 'SUCCESSFUL_LOGIN_PASSWORD', status: 'Success', token: null, otpData: null, segmentId: 20414, resultText: 'Üyeliğiniz oluşturuldu.' },
    );
    const [row] = await api.db.select().from(customers).where(eq(customers.email, 'now@storefront.test'));
    assert.equal(row!.phone, '5552223344');
    assert.deepEqual(row!.permissions, { CALL_PERMISSION: false, SMS_PERMISSION: true, EMAIL_PERMISSION: true });
    const check = await api.gql(CHECK, { type: 'EMAIL', value: 'now@storefront.test' }, o);
    assert.equal(check.body.data.easyLoginCheck.result, 'SUCCESSFUL_LOGIN_PASSWORD');
    const login = await api.gql(PASSWORD_LOGIN, { type: 'EMAIL', email: 'now@storefront.test', password: 'Yeni1234' }, o);
    assert.ok(login.body.data.easyPasswordLogin.token);
    const again = (await api.gql(REGISTER_NOW('register'), { input: { email: 'now@storefront.test', password: 'Yeni1234', agreements } }, o)).body.data.register;
    assert.deepEqual(again.errors.map((e: { code: string }) => e.code), ['ui.auth.email_taken']);

    const signedIn = (await api.gql(REGISTER_NOW('registerWithLogin'), { input: { email: 'withlogin@storefront.test', password: 'Yeni1234', agreements: { 'uyelik-sozlesmesi': true, 'kvkk-aydinlatma': true } } }, o)).body.data.registerWithLogin;
    assert.equal(signedIn.result, 'SUCCESSFUL');
    assert.equal(signedIn.status, 'Success');
    assert.ok(signedIn.token);
    const owner = await customerForToken(api.db, signedIn.token);
    const [created] = await api.db.select().from(customers).where(eq(customers.email, 'withlogin@storefront.test'));
    assert.equal(owner?.id, created!.id);
    assert.equal(owner?.isGuest, false);
    assert.deepEqual(created!.permissions, { CALL_PERMISSION: false, SMS_PERMISSION: false, EMAIL_PERMISSION: false }, 'not every agreement accepted');
    const info = await api.gql('{ customerInfo { email } }', {}, { ...o, token: signedIn.token });
    assert.equal(info.body.data.customerInfo.email, 'withlogin@storefront.test');
  });

  it('two simultaneous registerWithLogin calls for one address create one account', async () => {
    const o = { ip: fresh() };
    const input = { email: 'race@storefront.test', password: 'Yeni1234', agreements: { 'uyelik-sozlesmesi': true, 'kvkk-aydinlatma': true } };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => api.gql('mutation($input: RegisterInput!) { registerWithLogin(input: $input) { status token errors { code } } }', { input }, o)),
    );
    const results = answers.map((a) => a.body.data.registerWithLogin);
    assert.equal(results.filter((r: { token: string | null }) => r.token).length, 1);
    assert.ok(results.filter((r: { token: string | null }) => !r.token).every((r: { errors: { code: string }[] }) => r.errors[0]?.code === 'ui.auth.email_taken'));
    assert.equal((await api.db.select().from(customers).where(eq(customers.email, 'race@storefront.test'))).length, 1);
  });

  it('password recovery: the same answer for unknown e-mails; the link resets the password once and signs out everywhere', async () => {
    const o = { ip: fresh() };
    const unknown = await api.gql(RECOVERY, { email: 'nobody@storefront.test' }, o);
    const known = await api.gql(RECOVERY, { email: 'demo@storefront.test' }, o);
    assert.deepEqual(unknown.body.data.passwordRecovery, known.body.data.passwordRecovery);
    assert.equal((await api.outbox('nobody@storefront.test')).length, 0);
    const [mail] = await api.outbox('demo@storefront.test');
    const link = new URL(mail!.link!);
    assert.equal(link.origin + link.pathname, 'http://localhost:3000/passwordrecovery/confirm');
    const token = link.searchParams.get('token')!;
    const gid = link.searchParams.get('gid')!;
    const session = (await api.gql(PASSWORD_LOGIN, { type: 'EMAIL', email: 'demo@storefront.test', password: 'Demo1234' }, o)).body.data.easyPasswordLogin.token;

    const missing = await api.gql(RECOVERY_CONFIRM, { p: 'Yeni12345', t: '', g: gid }, o);
    assert.equal(missing.body.data.passwordRecoveryConfirm.errors[0].code, 'ui.password.reset_missing_params');
    const forged = await api.gql(RECOVERY_CONFIRM, { p: 'Yeni12345', t: 'forged', g: gid }, o);
    assert.equal(forged.body.data.passwordRecoveryConfirm.errors[0].code, 'ui.password.reset_invalid_token');
    const short = await api.gql(RECOVERY_CONFIRM, { p: 'abc', t: token, g: gid }, o);
    assert.equal(short.body.data.passwordRecoveryConfirm.errors[0].code, 'ui.pattern.minLength');
    const done = await api.gql(RECOVERY_CONFIRM, { p: 'Yeni12345', t: token, g: gid }, o);
    assert.equal(done.body.data.passwordRecoveryConfirm.result, true);
    const reused = await api.gql(RECOVERY_CONFIRM, { p: 'Other12345', t: token, g: gid }, o);
    assert.equal(reused.body.data.passwordRecoveryConfirm.result, false);
    assert.equal(await customerForToken(api.db, session), null, 'old sessions are signed out');
    const login = await api.gql(PASSWORD_LOGIN, { type: 'EMAIL', email: 'demo@storefront.test', password: 'Yeni12345' }, o);
    assert.equal(login.body.data.easyPasswordLogin.status, 'Success');
    // Put it back for the other tests.
    await api.db.update(customers).set({ passwordHash: await hashPassword('Demo1234') }).where(eq(customers.email, 'demo@storefront.test'));
  });

  it('past the login limit the API answers 410 until a solved captcha comes along, and each captcha works once', async () => {
    const o = { ip: fresh() };
    for (let i = 0; i < 10; i++) {
      const res = await api.gql(PASSWORD_LOGIN, { type: 'EMAIL', email: 'limited@storefront.test', password: 'Nope1234' }, o);
      assert.equal(res.status, 200);
    }
    const blocked = await api.gql(PASSWORD_LOGIN, { type: 'EMAIL', email: 'limited@storefront.test', password: 'Demo1234' }, o);
    assert.equal(blocked.status, 410);
    assert.equal(blocked.body.errors?.[0]?.extensions?.code, 'CAPTCHA_REQUIRED');
    const captcha = await api.solveCaptcha(blocked);
    const passed = await api.gql(PASSWORD_LOGIN, { type: 'EMAIL', email: 'limited@storefront.test', password: 'Demo1234' }, { ...o, captcha });
    assert.equal(passed.status, 200);
    assert.equal(passed.body.data.easyPasswordLogin.status, 'Success');
    const replayed = await api.gql(PASSWORD_LOGIN, { type: 'EMAIL', email: 'limited@storefront.test', password: 'Demo1234' }, { ...o, captcha });
    assert.equal(replayed.status, 410);
    const otherAccount = await api.gql(CHECK, { type: 'EMAIL', value: 'nopass@storefront.test' }, { ip: fresh() });
    assert.equal(otherAccount.status, 200, 'another identifier from another address is not limited');
  });
});
