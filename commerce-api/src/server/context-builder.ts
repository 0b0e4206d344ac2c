// Builds the ApiContext of one request from the headers of spec section 7: language / Culture,
// Authorization bearer token, the captcha header, client ip and request id.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CAPTCHA_HEADER, SESSION_TRANSPORT_HEADER } from 'shared-contracts/server';
import type { ApiContext, AppConfig, CaptchaVerifier, Notifier, RateLimiter } from '../context.js';
import type { Db } from '../db/client.js';
import { customerForToken } from '../domains/auth/tokens.js';
import { requestCulture } from '../http/request-culture.js';

export interface ContextServices {
  db: Db;
  config: AppConfig;
  notifier: Notifier;
  rateLimiter: RateLimiter;
  captcha: CaptchaVerifier;
}

/** A request header's first value, trimmed; null when absent or blank. */
export function headerValue(req: FastifyRequest, name: string): string | null {
  const v = req.headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s && s.trim() ? s.trim() : null;
}

export function bearerToken(authorization: string | null): string | null {
  const match = authorization?.match(/^Bearer\s+(\S{1,512})$/i);
  return match?.[1] ?? null;
}

export function createContextBuilder(services: ContextServices): (req: FastifyRequest) => Promise<ApiContext> {
  return async (req) => {
    const query = (req.query ?? {}) as Record<string, unknown>;
    const { language, culture } = requestCulture(req.headers, typeof query.language === 'string' ? query.language : undefined);
    const token = bearerToken(headerValue(req, 'authorization'));
    const requestId = headerValue(req, 'x-request-id')?.slice(0, 128) ?? randomUUID();
    return {
      db: services.db,
      language,
      culture,
      ip: req.ip,
      requestId,
      token,
      customer: await customerForToken(services.db, token),
      captchaToken: headerValue(req, CAPTCHA_HEADER),
      session: { inCookie: headerValue(req, SESSION_TRANSPORT_HEADER) === 'cookie', change: null },
      notifier: services.notifier,
      rateLimiter: services.rateLimiter,
      captcha: services.captcha,
      config: services.config,
    };
  };
}
