// The staff API over HTTP for tests, beside createTestApi (test-api.ts): staffGql sends an
// operation to POST /admin/graphql with a staff token (bearer) or cookie, loginStaff runs the
// whole login (password, then the authenticator's code) and answers the session token, and
// createStaffLogin writes an account that can really log in (a password hash, a TOTP secret).
import type { OutgoingHttpHeaders } from 'node:http';
import type { Db } from '../db/client.js';
import { staffAccounts, stores } from '../db/schema.js';
import { hashPassword } from '../domains/auth/password.js';
import type { StaffRole } from '../domains/staff/staff-context.js';
import { currentTotpCode, newTotpSecret } from '../domains/staff/totp.js';
import { TEST_IP, type TestApi } from './test-api.js';

export interface StaffGqlOptions {
  /** a staff token sent as Authorization: Bearer */
  token?: string | null;
  /** a Cookie header, e.g. `staff_session=...` */
  cookie?: string;
  language?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export interface StaffGqlResponse<TData = any> {
  status: number;
  headers: OutgoingHttpHeaders;
  body: { data?: TData | null; errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string; [k: string]: unknown } }[] };
}

export async function staffGql<TData = any>(api: TestApi, query: string, variables: Record<string, unknown> = {}, o: StaffGqlOptions = {}): Promise<StaffGqlResponse<TData>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', ...o.headers };
  if (o.language) headers.language = o.language;
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  if (o.cookie) headers.cookie = o.cookie;
  const res = await api.inject({ method: 'POST', url: '/admin/graphql', headers, remoteAddress: o.ip ?? TEST_IP, payload: JSON.stringify({ query, variables }) });
  return { status: res.statusCode, headers: res.headers, body: JSON.parse(res.body) };
}

export const TEST_STAFF_PASSWORD = 'correct horse battery';

export interface StaffLogin {
  id: number;
  email: string;
  password: string;
  /** null: not enrolled yet */
  totpSecret: string | null;
  role: StaffRole;
  storeId: number | null;
}

let counter = 0;

/** A store row (the STORE role needs one). */
export async function createTestStore(db: Db, name = 'Test Mağaza'): Promise<number> {
  const [row] = await db
    .insert(stores)
    .values({ name, country: 'Türkiye', city: 'İstanbul', district: 'Kadıköy', address: 'Test Cd. 1', phone: '2120000000', email: 'magaza@test.test', workingHours: '10-22', latitude: 41, longitude: 29 })
    .returning({ id: stores.id });
  return row!.id;
}

export async function createStaffLogin(db: Db, role: StaffRole, opts: { email?: string; storeId?: number; enrolled?: boolean; active?: boolean } = {}): Promise<StaffLogin> {
  counter += 1;
  const email = opts.email ?? `${role.toLowerCase()}-${process.pid}-${counter}@staff.test`;
  const totpSecret = opts.enrolled === false ? null : newTotpSecret();
  const storeId = role === 'STORE' ? (opts.storeId ?? (await createTestStore(db))) : null;
  const [row] = await db
    .insert(staffAccounts)
    .values({ email, name: `Test ${role}`, passwordHash: await hashPassword(TEST_STAFF_PASSWORD), role, storeId, totpSecret, active: opts.active ?? true })
    .returning({ id: staffAccounts.id });
  return { id: row!.id, email, password: TEST_STAFF_PASSWORD, totpSecret, role, storeId };
}

/** The code of `secret` `stepsAhead` time steps from now (the server accepts one step either side). */
export function totpCode(secret: string, stepsAhead = 0): Promise<string> {
  return currentTotpCode(secret, new Date(Date.now() + stepsAhead * 30_000));
}

/** Password, then the current code: the FULL session's bearer token. */
export async function loginStaff(api: TestApi, login: StaffLogin, o: { stepsAhead?: number; ip?: string } = {}): Promise<string> {
  const first = await staffGql(api, 'mutation($e: String!, $p: String!) { staffLogin(email: $e, password: $p) { success step token errors { code } } }', { e: login.email, p: login.password }, { ip: o.ip });
  const pending = first.body.data?.staffLogin;
  if (!pending?.success || pending.step !== 'TOTP') throw new Error(`staffLogin failed: ${JSON.stringify(first.body)}`);
  const code = await totpCode(login.totpSecret!, o.stepsAhead ?? 0);
  const second = await staffGql(api, 'mutation($c: String!) { verifyStaffTotp(code: $c) { success step token errors { code } } }', { c: code }, { token: pending.token, ip: o.ip });
  const done = second.body.data?.verifyStaffTotp;
  if (!done?.success || !done.token) throw new Error(`verifyStaffTotp failed: ${JSON.stringify(second.body)}`);
  return done.token;
}
