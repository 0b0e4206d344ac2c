// What every resolver and REST handler receives. Built per request by the server
// (src/server/*) from the headers of spec section 7.
import type { Db } from './db/client.js';
import type { Language } from 'shared-contracts/server';
import type { SessionHandoff } from './http/session-cookies.js';

export interface CustomerRef {
  id: number;
  isGuest: boolean;
}

/** A file sent with an e-mail (the accepted contracts as PDF, for example). */
export interface MessageAttachment {
  filename: string;
  contentType: string;
  /** base64, so the message can be kept as JSON until it is delivered */
  contentBase64: string;
}

/**
 * One SMS or e-mail, already rendered in the recipient's language: what is said is decided by the
 * domain that causes it (templates in src/messages/templates), how it travels by the notifier.
 */
export interface OutgoingMessage {
  channel: 'SMS' | 'EMAIL';
  recipient: string;
  /** the e-mail subject; for an SMS a short label for logs and the operator's list */
  subject: string;
  /** the text part of an e-mail, or the whole SMS */
  body: string;
  /** the HTML part of an e-mail */
  html?: string;
  attachments?: MessageAttachment[];
  /** what the message is, e.g. 'login-code', 'order-placed' (operators filter by it) */
  kind?: string;
  language?: Language;
  /** marketing messages go only to a customer holding the matching permission (SMS/EMAIL) */
  purpose?: 'transactional' | 'marketing';
  customerId?: number | null;
  /** one delivery per key, even when the same event is handled twice */
  dedupeKey?: string;
  /** shown by the development outbox and the demo terminal */
  code?: string;
  link?: string;
}

/**
 * Where SMS and e-mail go. `send` queues the message; given the transaction of the event that
 * causes it (an order written, a request stored), the message is queued in that transaction, so
 * it exists exactly when the event does (the outbox pattern). Delivery happens later, by a worker.
 */
export interface Notifier {
  send(message: OutgoingMessage, tx?: Db): Promise<void>;
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
  /** Where contact-form messages go (CONTACT_TO); default: the shop's own e-mail address. */
  contactTo?: string;
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
