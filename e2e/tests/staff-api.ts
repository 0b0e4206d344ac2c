// The staff API as the chain's staff reach it through the site (POST /admin/graphql): a demo staff
// member logs in with the password and the authenticator's code (computed from the demo TOTP
// secret the README lists), and journeys act on the shop through their session, then look at the
// result as the shopper does.
import { expect, type APIRequestContext } from '@playwright/test';
import { generate } from 'otplib';

export type StaffRole = 'ADMIN' | 'ORDERS' | 'SUPPORT' | 'CATALOGUE' | 'STORE';

const DEMO_STAFF_PASSWORD = 'Personel-Demo-2024';
const DEMO_STAFF: Record<StaffRole, { email: string; totpSecret: string }> = {
  ADMIN: { email: 'admin@isiltitaki.test', totpSecret: 'SJ7RAGX2U76C3U4JY7GLCXNCLMP72WY6' },
  ORDERS: { email: 'siparis@isiltitaki.test', totpSecret: 'CKALLQ7SCAV3TOOWGK4M77MS53DELWJ4' },
  SUPPORT: { email: 'destek@isiltitaki.test', totpSecret: 'QCXCQSNWZQ52DHIWGJ6VLTB7DZLFRHYG' },
  CATALOGUE: { email: 'katalog@isiltitaki.test', totpSecret: 'KPOHGRSADLA4QUDN5WG7NFNSHWRAJFSM' },
  STORE: { email: 'magaza@isiltitaki.test', totpSecret: '23ENEY2NTMCWYBH6XFPP3Y2JYJ34CNCD' },
};

interface GqlBody<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function post<T>(request: APIRequestContext, query: string, variables: Record<string, unknown>, token?: string): Promise<GqlBody<T>> {
  const response = await request.post('/admin/graphql', {
    data: { query, variables },
    headers: { 'content-type': 'application/json', language: 'tr', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return (await response.json()) as GqlBody<T>;
}

type LoginResult = { success: boolean; step: string | null; token: string | null; message: string | null };
const LOGIN = `mutation($e: String!, $p: String!) { staffLogin(email: $e, password: $p) { success step token message } }`;
const VERIFY = `mutation($c: String!) { verifyStaffTotp(code: $c) { success step token message } }`;

/** A staff session of the role: `call(query, variables)` answers the data, failing on any error. */
export interface StaffSession {
  token: string;
  call<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
  /** the raw answer, errors included (for refusals) */
  raw<T>(query: string, variables?: Record<string, unknown>): Promise<GqlBody<T>>;
}

const sessions = new Map<StaffRole, string>();
/** The last TOTP step each demo account accepted in this run: the server takes a step once, and never an earlier one. */
const lastStep = new Map<StaffRole, number>();

export const demoStaff = (role: StaffRole) => ({ ...DEMO_STAFF[role], password: DEMO_STAFF_PASSWORD });

/**
 * A code of the role's authenticator the server has not taken yet: the current 30 s step, or the
 * next one (the server accepts one step ahead) when the current one was used; waits for the
 * clock when both were. Counted as taken.
 */
export async function freshTotpCode(role: StaffRole): Promise<string> {
  for (;;) {
    const step = Math.floor(Date.now() / 30_000);
    const used = lastStep.get(role) ?? -1;
    const next = Math.max(step, used + 1);
    if (next <= step + 1) {
      lastStep.set(role, next);
      return generate({ secret: DEMO_STAFF[role].totpSecret, epoch: next * 30 });
    }
    await new Promise((r) => setTimeout(r, (step + 1) * 30_000 - Date.now() + 50));
  }
}

/**
 * Logs in as the role's demo staff member (once per worker while the session lasts: a TOTP code
 * is accepted once, so the session is kept).
 */
export async function staffSession(request: APIRequestContext, role: StaffRole): Promise<StaffSession> {
  let token = sessions.get(role);
  // A kept session an admin revoked meanwhile (a journey does) is replaced by a new login.
  if (token && !(await post<{ me: { id: number } | null }>(request, '{ me { id } }', {}, token)).data?.me) token = undefined;
  if (!token) {
    const { email } = DEMO_STAFF[role];
    const login = await post<{ staffLogin: LoginResult }>(request, LOGIN, { e: email, p: DEMO_STAFF_PASSWORD });
    expect(login.data?.staffLogin, JSON.stringify(login)).toMatchObject({ success: true, step: 'TOTP' });
    const pending = login.data!.staffLogin.token!;
    for (let attempt = 0; attempt < 3 && !token; attempt++) {
      const verified = await post<{ verifyStaffTotp: LoginResult }>(request, VERIFY, { c: await freshTotpCode(role) }, pending);
      if (verified.data?.verifyStaffTotp.success) token = verified.data.verifyStaffTotp.token ?? pending;
    }
    expect(token, `${role} passed the second factor`).toBeTruthy();
    sessions.set(role, token!);
  }
  const raw = <T>(query: string, variables: Record<string, unknown> = {}) => post<T>(request, query, variables, token);
  return {
    token: token!,
    raw,
    async call<T>(query: string, variables: Record<string, unknown> = {}) {
      const body = await raw<T>(query, variables);
      expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
      return body.data!;
    },
  };
}
