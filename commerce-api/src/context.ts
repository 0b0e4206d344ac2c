// What every resolver and REST handler receives. Built per request by the server
// (src/server/*) from the headers of spec section 7.
import type { Db } from './db/client.js';
import type { Language } from 'shared-contracts/server';
import type { SessionHandoff } from './http/session-cookies.js';

export interface CustomerRef {
  id: number;
  isGuest: boolean;
}

/** Where SMS and e-mail go. The default writes to the development outbox table. */
export interface Notifier {
  send(message: { channel: 'SMS' | 'EMAIL'; recipient: string; subject: string; body: string; code?: string; link?: string }): Promise<void>;
}

export interface RateLimiter {
  /**
   * Counts one hit for each key; true when any key is over its limit in the window. The
   * default (services/rate-limiter.ts) answers asynchronously: its counts may be in PostgreSQL.
   */
  hit(bucket: string, keys: string[]): boolean | Promise<boolean>;
}

/** An altcha proof-of-work challenge, as the client receives it. */
export interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

export interface CaptchaVerifier {
  /**
   * True when the header carries a valid solved challenge issued for this operation family (the
   * rate-limit bucket), not expired and not used before; accepting it marks it used.
   */
  verify(payload: string | null, family: string): Promise<boolean>;
  /**
   * A new proof-of-work challenge (altcha) for the client to solve, bound to an operation family
   * (the server's service has it). Without a family it binds none and no call accepts it.
   */
  challenge?(family: string | null): Promise<CaptchaChallenge>;
}

export interface AppConfig {
  production: boolean;
  /** Public origin of the shop, for links in e-mails (password reset). */
  publicUrl: string;
  /** Origin the sandbox bank's 3-D Secure page posts to (the shop's own origin). */
  paymentOrigin: string;
  /**
   * Further origins (besides paymentOrigin and publicUrl) of shop windows that the 3-D Secure
   * result may be posted to. The server fills it in (server/app.ts): outside production, the
   * development servers' origins, which it also allows for CORS.
   */
  shopOrigins?: readonly string[];
  /**
   * Whether the devOutbox query answers. Default: outside production only; DEV_OUTBOX=on turns it
   * on for a production-mode test site (the browser journeys read one-time codes from it).
   */
  devOutbox?: boolean;
  /**
   * Addresses per sitemap file (GET /sitemap.xml, /sitemap-<n>.xml): default and maximum 50,000,
   * the protocol's limit; tests set a small one to see the sitemap index.
   */
  sitemapPageSize?: number;
}

export interface ApiContext {
  db: Db;
  language: Language;
  culture: string;
  ip: string;
  requestId: string;
  /** Raw bearer token, when sent. */
  token: string | null;
  /** The customer the bearer token belongs to (registered or guest customer). */
  customer: CustomerRef | null;
  captchaToken: string | null;
  /** Whether the session travels in the cookie for this caller, and what this request did to it. */
  session: SessionHandoff;
  notifier: Notifier;
  rateLimiter: RateLimiter;
  captcha: CaptchaVerifier;
  config: AppConfig;
}
