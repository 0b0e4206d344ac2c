// Builds the StaffContext of one /admin/graphql request: the staff token from the `staff_session`
// cookie or `Authorization: Bearer <staff token>`, looked up in staff_sessions only (a shopper's
// token or cookie is never a staff session), the language, address and request id.
import { randomUUID } from 'node:crypto';
import { parse } from 'cookie';
import type { FastifyRequest } from 'fastify';
import { SESSION_TRANSPORT_HEADER } from 'shared-contracts/server';
import type { AppConfig, Notifier, RateLimiter } from '../context.js';
import type { Db } from '../db/client.js';
import type { StaffContext } from '../domains/staff/staff-context.js';
import { resolveStaffSession } from '../domains/staff/staff-sessions.js';
import { requestCulture } from '../http/request-culture.js';
import { bearerToken, headerValue } from './context-builder.js';

/** The staff session cookie (Path=/admin, HttpOnly, SameSite=Strict: staff-cookies.ts). */
export const STAFF_SESSION_COOKIE = 'staff_session';

export interface StaffContextServices {
  db: Db;
  config: AppConfig;
  notifier: Notifier;
  rateLimiter: RateLimiter;
}

/** The staff token a request carries: the bearer header first, else the cookie. */
export function staffTokenOf(req: FastifyRequest): string | null {
  const bearer = bearerToken(headerValue(req, 'authorization'));
  if (bearer) return bearer;
  const cookies = headerValue(req, 'cookie');
  const value = cookies ? parse(cookies)[STAFF_SESSION_COOKIE] : undefined;
  return value && value.length <= 512 ? value : null;
}

export function createStaffContextBuilder(services: StaffContextServices): (req: FastifyRequest) => Promise<StaffContext> {
  return async (req) => {
    const query = (req.query ?? {}) as Record<string, unknown>;
    const { language } = requestCulture(req.headers, typeof query.language === 'string' ? query.language : undefined);
    const token = staffTokenOf(req);
    const session = await resolveStaffSession(services.db, token);
    return {
      db: services.db,
      language,
      ip: req.ip,
      requestId: headerValue(req, 'x-request-id')?.slice(0, 128) ?? randomUUID(),
      userAgent: headerValue(req, 'user-agent')?.slice(0, 300) ?? null,
      token,
      staff: session?.stage === 'FULL' ? session.actor : null,
      pendingSession: session?.stage === 'PASSWORD' ? session.pending : null,
      session: { inCookie: headerValue(req, SESSION_TRANSPORT_HEADER) === 'cookie', change: null },
      notifier: services.notifier,
      rateLimiter: services.rateLimiter,
      config: services.config,
    };
  };
}
