// In-process cache of listing results: the ordered product ids of (source, filters, sort) and the
// filter counts of (source, filters), keyed by the catalogue version (a one-row table that every
// statement changing products, memberships, specifications, reviews or categories advances, see
// migrations 0004-0005). Reading the version is one tiny query, so a cached listing is never
// stale and several API instances stay consistent. Sizes are bounded (least recently used go first).
// Whole REST answers are kept too, but only for a moment (LISTING_RESPONSE_TTL_MS): stock, which
// a card shows as inStock, changes with every order and does not move the version.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { sqlRows } from '../../../db/sql-rows.js';
import type { CategoryIndex } from '../categories/category-index.js';
import type { FacetRow } from './facets.js';

/** Most product ids kept across all cached id lists (4 bytes each). */
const MAX_CACHED_IDS = 4_000_000;
const MAX_ENTRIES = 2_000;
/** Most characters kept across all cached REST answers (about 40 KB per listing page). */
const MAX_RESPONSE_CHARS = 64_000_000;

export class LruCache<V> {
  private readonly map = new Map<string, V>();
  private weight = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxWeight: number,
    private readonly weigh: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    const w = this.weigh(value);
    if (w > this.maxWeight) return;
    const old = this.map.get(key);
    if (old !== undefined) {
      this.weight -= this.weigh(old);
      this.map.delete(key);
    }
    this.map.set(key, value);
    this.weight += w;
    for (const [k, v] of this.map) {
      if (this.map.size <= this.maxEntries && this.weight <= this.maxWeight) break;
      this.map.delete(k);
      this.weight -= this.weigh(v);
    }
  }

  clear(): void {
    this.map.clear();
    this.weight = 0;
  }
}

/** A serialized REST listing (null: unknown category, answered 404) and when it was built. */
export interface CachedListingResponse {
  json: string | null;
  at: number;
  /** The JSON gzipped, made on the first request that accepts gzip. */
  gzip?: Buffer;
}

export interface ListingCache {
  ids: LruCache<Int32Array>;
  facets: LruCache<FacetRow[]>;
  /** Whole REST answers of this catalogue version, reused for LISTING_RESPONSE_TTL_MS. */
  responses: LruCache<CachedListingResponse>;
  /** The category tree of the current version. */
  categories: CategoryIndex | null;
  version: string;
}

const caches = new WeakMap<Db, ListingCache>();

export function listingCache(db: Db): ListingCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = {
      ids: new LruCache<Int32Array>(MAX_ENTRIES, MAX_CACHED_IDS, (ids) => ids.length + 16),
      facets: new LruCache<FacetRow[]>(MAX_ENTRIES, MAX_ENTRIES * 200, (rows) => rows.length + 1),
      responses: new LruCache<CachedListingResponse>(MAX_ENTRIES, MAX_RESPONSE_CHARS, (r) => (r.json?.length ?? 0) + 8_000),
      categories: null,
      version: '',
    };
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The catalogue version now. Cache keys include it; entries of older versions are dropped when it
 * moves. The version commits with the change, so rows read after it are at least as new.
 */
export async function currentCatalogVersion(db: Db, cache: ListingCache): Promise<string> {
  const [row] = await sqlRows<{ v: string }>(db, sql`SELECT version::text AS v FROM catalog_version WHERE id = 1`);
  const version = row?.v ?? '0';
  if (version !== cache.version) {
    cache.ids.clear();
    cache.facets.clear();
    cache.responses.clear();
    cache.categories = null;
    cache.version = version;
  }
  return version;
}
