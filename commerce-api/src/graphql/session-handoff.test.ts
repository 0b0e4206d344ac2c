// The session in the cookie: the shop's front doors ask for it (SESSION_TRANSPORT_HEADER), get
// an HttpOnly token cookie and a readable marker instead of the token, and a logout clears both.
// Other clients keep the token in the answer.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { GUEST_SESSION_MARKER_PREFIX, SESSION_MARKER_COOKIE, SESSION_TRANSPORT_HEADER, TOKEN_COOKIE, TOKEN_IN_COOKIE } from 'shared-contracts/server';
import { customers } from '../db/schema.js';
import { hashPassword } from '../domains/auth/password.js';
import { createTestApi, type TestApi } from '../testing/test-api.js';

const LOGIN = `mutation($email: String, $password: String!) { signIn: easyPasswordLogin(type: EMAIL, email: $email, password: $password) { status token } }`;
const GUEST = `mutation { createGuestCustomer { token } }`;
const LOGOUT = `mutation { logout }`;
const WHO = `query { customerInfo { email } }`;
const COOKIE_DOOR = { [SESSION_TRANSPORT_HEADER]: 'cookie' };

function setCookies(headers: Record<string, unknown>): string[] {
  const value = headers['set-cookie'];
  return Array.isArray(value) ? value.map(String) : value ? [String(value)] : [];
}

/** A fresh client address per request keeps the per-address login limits out of the way. */
let lastAddress = 0;
const fresh = () => `198.51.100.${++lastAddress}`;

const seedMember = async (db: TestApi['db']) => {
  await db.insert(customers).values({ email: 'cookie@storefront.test', phone: '5320000071', firstName: 'Ece', passwordHash: await hashPassword('Demo1234') });
};

describe('session hand-off', () => {
  let api: TestApi;
  before(async () => {
    api = await createTestApi({ seed: seedMember });
  });
  after(() => api.close());

  async function login(headers: Record<string, string>) {
    return api.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', 'x-forwarded-for': fresh(), ...headers }, payload: { query: LOGIN, variables: { email: 'cookie@storefront.test', password: 'Demo1234' } } });
  }

  it('puts the token into an HttpOnly cookie, never into the answer, for the cookie door', async () => {
    const answer = await login(COOKIE_DOOR);
    const body = answer.json();
    assert.equal(body.data.signIn.status, 'Success');
    assert.equal(body.data.signIn.token, TOKEN_IN_COOKIE);
    const cookies = setCookies(answer.headers);
    const token = cookies.find((c) => c.startsWith(`${TOKEN_COOKIE}=`));
    const marker = cookies.find((c) => c.startsWith(`${SESSION_MARKER_COOKIE}=`));
    assert.match(token ?? '', /; HttpOnly/);
    assert.match(token ?? '', /; SameSite=Lax/);
    assert.match(token ?? '', /; Max-Age=604800/);
    assert.doesNotMatch(token ?? '', /; Secure/, 'plain http in tests: no Secure');
    assert.doesNotMatch(marker ?? '', /HttpOnly/);
    assert.ok(!marker?.startsWith(`${SESSION_MARKER_COOKIE}=${GUEST_SESSION_MARKER_PREFIX}`), 'a member session is no guest one');
    assert.equal(answer.headers['cache-control'], 'no-store');
    const value = /^token=([^;]+)/.exec(token ?? '')?.[1] ?? '';
    assert.ok(value.length > 20 && value !== TOKEN_IN_COOKIE);
    assert.ok(!answer.body.includes(value), 'the token is nowhere in the body');
    // The cookie's token is a working bearer token.
    const who = await api.gql(WHO, {}, { token: value });
    assert.equal(who.body.data.customerInfo.email, 'cookie@storefront.test');

    // Logout clears both cookies.
    const out = await api.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', authorization: `Bearer ${value}`, ...COOKIE_DOOR }, payload: { query: LOGOUT } });
    const cleared = setCookies(out.headers);
    assert.ok(cleared.some((c) => c.startsWith(`${TOKEN_COOKIE}=;`) && /Max-Age=0/.test(c)));
    assert.ok(cleared.some((c) => c.startsWith(`${SESSION_MARKER_COOKIE}=;`) && /Max-Age=0/.test(c)));
    assert.equal((await api.gql(WHO, {}, { token: value })).body.data.customerInfo, null);
  });

  it('keeps the token in the answer for other clients, and sets no cookie', async () => {
    const answer = await login({});
    assert.notEqual(answer.json().data.signIn.token, TOKEN_IN_COOKIE);
    assert.ok(answer.json().data.signIn.token.length > 20);
    assert.deepEqual(setCookies(answer.headers), []);
  });

  it('a failed login sets no cookie; a guest session goes into the cookie too', async () => {
    const failed = await api.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', 'x-forwarded-for': fresh(), ...COOKIE_DOOR }, payload: { query: LOGIN, variables: { email: 'cookie@storefront.test', password: 'wrong-password' } } });
    assert.equal(failed.json().data.signIn.token, null);
    assert.deepEqual(setCookies(failed.headers), []);
    const guest = await api.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', 'x-forwarded-for': fresh(), ...COOKIE_DOOR }, payload: { query: GUEST } });
    assert.equal(guest.json().data.createGuestCustomer.token, TOKEN_IN_COOKIE);
    assert.ok(setCookies(guest.headers).some((c) => c.startsWith(`${TOKEN_COOKIE}=`) && c.includes('HttpOnly')));
    // The marker says it is a guest's session: the shop offers the login, not the account.
    assert.ok(setCookies(guest.headers).some((c) => c.startsWith(`${SESSION_MARKER_COOKIE}=${GUEST_SESSION_MARKER_PREFIX}`)));
  });

  it('sets Secure when the shop is served over https', async () => {
    const secure = await createTestApi({ config: { publicUrl: 'https://shop.example' } });
    try {
      const guest = await secure.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...COOKIE_DOOR }, payload: { query: GUEST } });
      for (const cookie of setCookies(guest.headers)) assert.match(cookie, /; Secure/);
    } finally {
      await secure.close();
    }
  });
});
