// The whole API in-process for end-to-end tests: a fresh migrated database (createTestDatabase),
// the real server (buildApp) and helpers to send GraphQL and REST requests through Fastify's
// inject (no port). Usage:
//   const api = await createTestApi({ seed: (db) => seedDatabase(db, { products: 120 }) });
//   const { status, body } = await api.gql(MenusDocument, { ids: [1] }, { language: 'en' });
//   await api.close();
// Two API instances on one database: createTestApi({ database }) with a createTestDatabase().
import { print, type DocumentNode } from 'graphql';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import { CAPTCHA_HEADER } from 'shared-contracts/server';
import type { AppConfig, Notifier, RateLimiter } from '../context.js';
import type { Database, Db } from '../db/client.js';
import { buildApp } from '../server/app.js';
import { createCaptchaService, type CaptchaService } from '../services/captcha.js';
import { createTestDatabase } from './test-db.js';

/** A typed document (codegen's TypedDocumentNode) or plain query text. */
export type GqlDocument<TData, TVars> = (DocumentNode & { __apiType?: (variables: TVars) => TData }) | string;

export interface GqlOptions {
  token?: string | null;
  /** Sent as the `language` header (tr, en, de, nl, fr). */
  language?: string;
  /** Client address the server sees (default 192.0.2.10). */
  ip?: string;
  /** Solved captcha payload for the captcha header. */
  captcha?: string;
  headers?: Record<string, string>;
}

export interface GqlResponse<TData> {
  status: number;
  body: {
    data?: TData | null;
    errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string; [k: string]: unknown } }[];
  };
}

export interface TestApi {
  db: Db;
  app: FastifyInstance;
  config: AppConfig;
  gql<TData = any, TVars = Record<string, unknown>>(query: GqlDocument<TData, TVars>, variables?: TVars, opts?: GqlOptions): Promise<GqlResponse<TData>>;
  inject(opts: InjectOptions | string): Promise<LightMyRequestResponse>;
  /**
   * Solves a captcha challenge as the shell does: the one a refused call's 410 carries
   * (extensions.captchaChallenge), or, given an operation family, one from GET /captcha/challenge.
   */
  solveCaptcha(from: GqlResponse<unknown> | string): Promise<string>;
  /** Newest first; the development outbox rows for a recipient (e-mail or normalised phone). */
  outbox(recipient: string): Promise<{ channel: string; recipient: string; subject: string; body: string; code: string | null; link: string | null }[]>;
  close(): Promise<void>;
}

export interface TestApiOptions {
  /**
   * An already open, migrated database (createTestDatabase) to build this app on, e.g. a second
   * API instance on the same database; close() then leaves it open for its owner to close.
   */
  database?: Database;
  seed?: (db: Db) => Promise<void>;
  config?: Partial<AppConfig>;
  notifier?: Notifier;
  rateLimiter?: RateLimiter;
  captcha?: CaptchaService;
  /** Proxies whose X-Forwarded-For the server believes (default: loopback). */
  trustedProxies?: readonly string[];
}

type Challenge = { algorithm: string; challenge: string; maxnumber?: number; salt: string; signature: string };

/** The base64 solution of a challenge, as the captcha header carries it. */
export async function solveChallengePayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('captcha challenge could not be solved');
  const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number: solution.number, salt: challenge.salt, signature: challenge.signature };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

export const TEST_IP = '192.0.2.10';

export async function createTestApi(opts: TestApiOptions = {}): Promise<TestApi> {
  const database = opts.database ?? (await createTestDatabase());
  if (opts.seed) await opts.seed(database.db);
  const config: AppConfig = {
    production: false,
    publicUrl: 'http://localhost:3000',
    paymentOrigin: 'http://localhost:3000',
    ...opts.config,
  };
  // Small proof of work keeps tests fast; the check itself is the production one.
  const captcha = opts.captcha ?? createCaptchaService({ db: database.db, maxNumber: 2000 });
  const app = buildApp({ database, config, notifier: opts.notifier, rateLimiter: opts.rateLimiter, captcha, trustedProxies: opts.trustedProxies });
  await app.ready();

  const api: TestApi = {
    db: database.db,
    app,
    config,
    async gql(query, variables, o = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', ...o.headers };
      if (o.language) headers.language = o.language;
      if (o.token) headers.authorization = `Bearer ${o.token}`;
      if (o.captcha) headers[CAPTCHA_HEADER] = o.captcha;
      const res = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers,
        remoteAddress: o.ip ?? TEST_IP,
        payload: JSON.stringify({ query: typeof query === 'string' ? query : print(query), variables: variables ?? {} }),
      });
      return { status: res.statusCode, body: JSON.parse(res.body) };
    },
    inject: (o) => app.inject(o as InjectOptions) as Promise<LightMyRequestResponse>,
    async solveCaptcha(from) {
      let challenge: Challenge | undefined;
      if (typeof from === 'string') {
        const res = await app.inject({ method: 'GET', url: `/captcha/challenge?family=${encodeURIComponent(from)}` });
        if (res.statusCode !== 200) throw new Error(`GET /captcha/challenge answered ${res.statusCode}: ${res.body}`);
        challenge = JSON.parse(res.body) as Challenge;
      } else {
        challenge = from.body.errors?.find((e) => e.extensions?.code === 'CAPTCHA_REQUIRED')?.extensions?.captchaChallenge as Challenge | undefined;
        if (!challenge) throw new Error(`no captcha challenge in the response: ${JSON.stringify(from.body)}`);
      }
      return solveChallengePayload(challenge);
    },
    async outbox(recipient) {
      const res = await api.gql<{ devOutbox: Awaited<ReturnType<TestApi['outbox']>> }>(
        'query Outbox($r: String) { devOutbox(recipient: $r, limit: 50) { channel recipient subject body code link } }',
        { r: recipient },
      );
      if (!res.body.data) throw new Error(`devOutbox failed: ${JSON.stringify(res.body.errors)}`);
      return res.body.data.devOutbox;
    },
    async close() {
      await app.close();
      if (!opts.database) await database.close();
    },
  };
  return api;
}
