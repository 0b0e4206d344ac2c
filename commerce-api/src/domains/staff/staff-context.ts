// What every staff API resolver receives (POST /admin/graphql): the request's language and origin,
// the database, the messages' notifier, and the staff member of the session (null: no session, or
// one that has not passed its second factor yet). Built per request by the server.
import type { Language } from 'shared-contracts/server';
import type { AppConfig, Notifier, RateLimiter } from '../../context.js';
import type { Db } from '../../db/client.js';

export type StaffRole = 'ADMIN' | 'ORDERS' | 'SUPPORT' | 'CATALOGUE' | 'STORE';

/** The staff member acting: their id and e-mail (for the audit log), role and store. */
export interface StaffActor {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** a STORE account's store; null for every other role */
  storeId: number | null;
  /** the session the request came with */
  sessionId: string;
}

/** The session token this request set or cleared (the answer's cookie), if any. */
export interface StaffSessionChange {
  token: string | null;
  maxAgeSeconds: number;
}

export interface StaffContext {
  db: Db;
  language: Language;
  ip: string;
  requestId: string;
  userAgent: string | null;
  /** The raw staff token the request carried (cookie or bearer), if any. */
  token: string | null;
  /** The staff member of a FULL session; null otherwise. */
  staff: StaffActor | null;
  /** The session at its PASSWORD stage (only the second factor may be sent), if that is what came. */
  pendingSession: { id: string; staffId: number } | null;
  /** Whether the session travels in the cookie for this caller, and what this request did to it. */
  session: { inCookie: boolean; change: StaffSessionChange | null };
  notifier: Notifier;
  rateLimiter: RateLimiter;
  config: AppConfig;
}
