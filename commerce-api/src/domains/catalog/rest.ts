// REST catalogue reads of spec section 7: GET /Catalog/CategoryV2 (categoryId, PageSize, filter,
// sort, page, language, country) and GET /Catalog/SearchV2 (q and the same). isMore=true or
// isPrev=true marks a further page, whose PageSize counts one look-ahead product (as the GraphQL
// "list products" call; see validateListingRequest). The body is the
// listing JSON, the SDL's CategoryListing with product cards for products (listing-cards.ts: the
// fields a listing shows, a sixth of a full Product). Bad parameters -> 400 and unknown category -> 404, both
// with a translated { code, message, field } body; nothing here answers 500 for any input.
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from 'shared-contracts/server';
import { apiError } from '../../errors.js';
import type { RouteDeps } from '../../http/route-deps.js';
import type { ListingSource } from './listing/listing-params.js';
import { runCardListing } from './listing/run-listing.js';

type Query = Record<string, string | string[] | undefined>;

/** Error fields carry the REST parameter names (from lower-cased or engine names). */
const REST_FIELD: Record<string, string> = {
  categoryid: 'categoryId',
  categoryId: 'categoryId',
  pagesize: 'PageSize',
  pageSize: 'PageSize',
  page: 'page',
  pagenumber: 'page',
  pageNumber: 'page',
  ismore: 'isMore',
  isprev: 'isPrev',
  sort: 'sort',
  orderby: 'sort',
  orderBy: 'sort',
};
const restField = (field: string) => REST_FIELD[field] ?? field;

class BadParam extends Error {
  constructor(readonly field: string) {
    super(field);
  }
}

/** Query parameters by lower-cased name (PageSize and pageSize alike). */
function lowerCaseQuery(req: FastifyRequest): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, value] of Object.entries((req.query ?? {}) as Query)) {
    if (value === undefined) continue;
    const list = out.get(key.toLowerCase()) ?? [];
    list.push(...(Array.isArray(value) ? value : [value]));
    out.set(key.toLowerCase(), list);
  }
  return out;
}

function single(query: Map<string, string[]>, name: string): string | undefined {
  const values = query.get(name);
  if (!values?.length) return undefined;
  if (values.length > 1) throw new BadParam(name);
  return values[0];
}

function optionalInt(query: Map<string, string[]>, name: string): number | undefined {
  const raw = single(query, name)?.trim();
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,10}$/.test(raw)) throw new BadParam(name);
  return Number(raw);
}

function optionalBoolean(query: Map<string, string[]>, name: string): boolean {
  const raw = single(query, name)?.trim().toLowerCase();
  if (raw === undefined || raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  throw new BadParam(name);
}

function listingArgs(query: Map<string, string[]>) {
  const country = single(query, 'country');
  if (country !== undefined && !/^[a-z]{2}$/i.test(country.trim())) throw new BadParam('country');
  const isMore = optionalBoolean(query, 'ismore');
  const isPrev = optionalBoolean(query, 'isprev');
  return {
    pageSize: optionalInt(query, 'pagesize'),
    further: isMore || isPrev,
    pageNumber: optionalInt(query, 'page') ?? optionalInt(query, 'pagenumber'),
    orderBy: optionalInt(query, 'sort') ?? optionalInt(query, 'orderby'),
    // Several filter parameters are one selection.
    filter: (query.get('filter') ?? []).join(','),
  };
}

function acceptsGzip(req: FastifyRequest): boolean {
  const accept = req.headers['accept-encoding'];
  return typeof accept === 'string' && /\bgzip\b/i.test(accept) && !/\bgzip\s*;\s*q=0(\.0*)?\s*(,|$)/i.test(accept);
}

async function answer(deps: RouteDeps, req: FastifyRequest, reply: FastifyReply, source: (q: Map<string, string[]>) => ListingSource) {
  const ctx = await deps.buildContext(req);
  const language: Language = ctx.language;
  const query = lowerCaseQuery(req);
  let request;
  try {
    request = { source: source(query), ...listingArgs(query), language };
  } catch (err) {
    if (err instanceof BadParam) return reply.code(400).send(apiError('ui.pattern.invalid', language, restField(err.field)));
    throw err;
  }
  const outcome = await runCardListing(ctx.db, request);
  if (!outcome.ok) return reply.code(400).send(apiError(outcome.error.code, language, restField(outcome.error.field), outcome.error.values));
  const { response } = outcome;
  if (response.json === null) return reply.code(404).send(apiError('ui.notify.not_found', language));
  reply.code(200).header('cache-control', 'no-store').header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  // A page of cards is ~40 KB of JSON and ~6 KB gzipped; the gzip is made once per cached answer.
  if (acceptsGzip(req)) {
    response.gzip ??= gzipSync(response.json);
    return reply.header('content-encoding', 'gzip').send(response.gzip);
  }
  return reply.send(response.json);
}

export function registerCatalogRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get('/Catalog/CategoryV2', (req, reply) =>
    answer(deps, req, reply, (query) => {
      const categoryId = optionalInt(query, 'categoryid');
      if (categoryId === undefined) throw new BadParam('categoryId');
      return { kind: 'category', categoryId };
    }),
  );
  app.get('/Catalog/SearchV2', (req, reply) => answer(deps, req, reply, (query) => ({ kind: 'search', q: single(query, 'q') ?? '' })));
}
