// Renders are admitted, not forced (issue 21). Before a page is rendered:
// - its query keeps only the parameters its route reads (route-table.json, from shared-contracts'
//   route table: `query` per route, the listing's filter rule in `listingQuery`): campaign tags,
//   click ids and made-up parameters neither reach the renderer nor the page cache's key, so a new
//   one never forces a render and the canonical stays clean;
// - a path no route matches, and a top-level name the API says is neither a category nor a
//   product (urlRecord null, client-index.mjs: asked once, kept a minute), answers the
//   not-found page without a render of its own: the not-found page of a made-up address of the
//   same kind, rendered once and kept by the page cache (sharedNotFound), else the
//   client-rendered page with status 404;
// - a render that is not shared with a page already rendered or being rendered, and a not-found
//   answer, count against the client's budget (@fastify/rate-limit: RENDER_RATE_LIMIT per
//   RENDER_RATE_WINDOW_MS per address): past it, 429 with Retry-After, sent after
//   RENDER_REFUSAL_DELAY_MS (a flood's connections then wait instead of asking again at once);
// - renders run RENDER_CONCURRENCY at a time with at most RENDER_QUEUE waiting: past that, 503
//   with Retry-After, so a flood cannot queue up work the visitors behind it then wait for.
import { lookUpUrlRecord } from './client-index.mjs';
import { matchRoute, splitLanguage as splitLanguageOf } from './route-table.mjs';

/** A render refused: answered with its status, a Retry-After in seconds and a line of text. */
export class RenderRefused extends Error {
  constructor(status, retryAfterSeconds, message) {
    super(message);
    this.name = 'RenderRefused';
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Whether a route reading `query` reads the parameter `name`, by the table's listing rule. */
export function readsParam(query, name, listingQuery) {
  const lower = name.toLowerCase();
  if (query?.names?.some((known) => known.toLowerCase() === lower)) return true;
  if (!query?.listingFilters || !listingQuery) return false;
  const tracking = (listingQuery.tracking ?? []).includes(lower) || (listingQuery.trackingPrefixes ?? []).some((prefix) => lower.startsWith(prefix));
  const own = (listingQuery.own ?? []).some((p) => p.toLowerCase() === lower);
  return new RegExp(listingQuery.filterParam).test(name) && !own && !tracking;
}

function decodedName(part) {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * The query string ('?a=1&b=2' or '') with only the parameters the route reads, as they were
 * sent (order and encoding kept). A table without the listing rule (a build older than it)
 * keeps every parameter.
 */
export function admittedSearch(search, query, listingQuery) {
  if (!search || search === '?') return '';
  if (!listingQuery) return search;
  const kept = search
    .slice(1)
    .split('&')
    .filter((pair) => {
      const name = decodedName(pair.split('=', 1)[0]);
      return name !== null && name !== '' && readsParam(query, name, listingQuery);
    });
  return kept.length ? `?${kept.join('&')}` : '';
}

/** The parameters either of two routes reads (a top-level name the API did not resolve). */
const eitherQuery = (a, b) => ({ names: [...(a?.names ?? []), ...(b?.names ?? [])], listingFilters: Boolean(a?.listingFilters || b?.listingFilters) });

/**
 * What a page request may be rendered as: { notFound: true, match } when no page can be there
 * (the cheap not-found answer), else { search } with the parameters its route reads.
 */
export async function admitPage({ pathname, search, table, apiUrl }) {
  const match = matchRoute(pathname, table);
  if (!match) return Array.isArray(table?.routes) ? { notFound: true, match: null } : { search };
  if (match.route) return { search: admittedSearch(search, match.route.query, table.listingQuery) };
  const answer = await lookUpUrlRecord(apiUrl, match.seName);
  if (answer && answer.urlRecord === null) return { notFound: true, match };
  const target = answer?.urlRecord ? table.seName?.[answer.urlRecord.entityName] : null;
  const query = target?.query ?? eitherQuery(table.seName?.CATEGORY?.query, table.seName?.PRODUCT?.query);
  return { search: admittedSearch(search, query, table.listingQuery) };
}

/**
 * At most `concurrency` renders at once and `maxWaiting` waiting for a turn; run() past that
 * rejects with RenderRefused 503 at once.
 */
export function createRenderQueue({ concurrency, maxWaiting, retryAfterSeconds = 2 }) {
  let active = 0;
  const waiting = [];
  const next = () => {
    active -= 1;
    waiting.shift()?.();
  };
  return {
    /** Whether a render asked now would be refused. */
    get full() {
      return active >= concurrency && waiting.length >= maxWaiting;
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
    async run(render) {
      if (active >= concurrency) {
        if (waiting.length >= maxWaiting) throw new RenderRefused(503, retryAfterSeconds, 'The shop is busy: try again in a moment.');
        await new Promise((resolve) => waiting.push(resolve));
      }
      active += 1;
      try {
        return await render();
      } finally {
        next();
      }
    },
  };
}

/**
 * The client's render budget: limiter is @fastify/rate-limit's createRateLimit() (keyed by the
 * client's address). Resolves to null when the request may render, else RenderRefused 429.
 */
export async function checkRenderBudget(limiter, request) {
  if (!limiter) return null;
  const verdict = await limiter(request);
  if (verdict.isAllowed || !verdict.isExceeded) return null;
  return new RenderRefused(429, Math.max(1, verdict.ttlInSeconds), 'Too many pages at once: try again in a moment.');
}

/**
 * The gate in front of the renderer: the render queue and the per-client budget. isKept(key):
 * the page cache holds the page or is rendering it (such a request renders nothing).
 */
export function createRenderGate({ limiter, concurrency, maxWaiting, isKept }) {
  const queue = createRenderQueue({ concurrency, maxWaiting });
  return {
    queue,
    /** Why this request may not render now (RenderRefused), or null. key: its page cache key, null for a page never kept. */
    async refusal(request, key) {
      if (key !== null && isKept(key)) return null;
      if (queue.full) return new RenderRefused(503, 2, 'The shop is busy: try again in a moment.');
      return checkRenderBudget(limiter, request);
    },
    run: (render) => queue.run(render),
  };
}

/**
 * The answer to a refused render: its status, Retry-After, never kept by a cache. A client past
 * its budget (429) gets it after delayMs: a client that asks again at once, as a flood does,
 * then asks at most once per delayMs per connection instead of keeping the server busy answering
 * refusals ahead of everyone else's pages.
 */
export async function sendRefusal(reply, refused, delayMs = 0) {
  if (refused.status === 429 && delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  return reply
    .code(refused.status)
    .headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': String(refused.retryAfterSeconds) })
    .send(refused.message);
}

/** The made-up name the shared not-found pages are rendered for (never a category or product). */
export const NOT_FOUND_NAME = 'zz-bulunamadi-zz';
/** Names a rendered not-found page can be given by replacing NOT_FOUND_NAME (no escaping needed). */
const PLAIN_NAME = /^[a-z0-9-]{1,200}$/;

/**
 * How the not-found page of an address no page can be at is had without a render of its own:
 * { url, name } renders (and the page cache keeps) the not-found page of a made-up address of
 * the same kind and language, in which NOT_FOUND_NAME is then replaced by `name` (null: nothing
 * to replace); null for a name with other characters (it gets the client-rendered not-found page).
 * A path no route matches: the router's catch-all, the same for every such path. An unknown
 * top-level name: the seName route's not-found, with that name's urlRecord answer (null).
 */
export function sharedNotFound(pathname, match, table) {
  const { language } = splitLanguageOf(pathname, table);
  const prefix = table?.languagePrefixes?.[language] ?? '';
  if (!match) return { url: `${prefix}/${NOT_FOUND_NAME}/${NOT_FOUND_NAME}`, name: null };
  if (!PLAIN_NAME.test(match.seName)) return null;
  return { url: `${prefix}/${NOT_FOUND_NAME}`, name: match.seName };
}
