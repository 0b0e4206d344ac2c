// One listing index per database handle (per API process; every instance builds its own, nothing
// is shared between processes). A request asks for the index of the catalogue version it read:
//  - the index of that version (or a newer one) answers at once;
//  - otherwise a build starts (one at a time; it reads the newest version) and the request waits
//    for it, up to INDEX_MAX_WAIT_MS. Meanwhile the old index keeps answering the requests of its
//    own version, and requests other than listings run as usual: the build's queries run on the
//    database and its JavaScript steps give the event loop back between them.
//  - when the build fails or takes too long the request gets null and the caller answers from
//    the database (listing-sql.ts), so a listing is never older than the version it read.
// LISTING_INDEX=off turns the index off (every listing from the database).
import type { Db } from '../../../../db/client.js';
import { LruCache } from '../listing-cache.js';
import { loadIndexSource } from './index-source.js';
import { buildListingIndex, type IndexStats, type ListingIndex } from './listing-index.js';

/** How long a request waits for the build of its version before the database answers it. */
export const INDEX_MAX_WAIT_MS = 3_000;
/** After a failed build, requests go to the database for this long before the next try. */
const RETRY_AFTER_FAILURE_MS = 5_000;
/** Search pieces remembered per index (search/search-matches.ts), in bytes and entries. */
const SEARCH_MEMO_BYTES = 48 * 1024 * 1024;
const SEARCH_MEMO_ENTRIES = 20_000;

export interface BuildReport extends IndexStats {
  version: bigint;
  /** Reading the source from the database. */
  loadMs: number;
  /** Load and build, start to end. */
  totalMs: number;
}

function withinMs<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

class ListingIndexHolder {
  current: ListingIndex | null = null;
  lastBuild: BuildReport | null = null;
  lastError: unknown = null;
  building: Promise<ListingIndex | null> | null = null;
  private failedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly db: Db) {}

  /** Starts a build of the newest version unless one runs; its index, or null when it failed. */
  refresh(): Promise<ListingIndex | null> {
    this.building ??= this.run().finally(() => {
      this.building = null;
    });
    return this.building;
  }

  private async run(): Promise<ListingIndex | null> {
    const started = performance.now();
    try {
      const source = await loadIndexSource(this.db);
      const loadMs = performance.now() - started;
      const memo = new LruCache<{ bytes: number }>(SEARCH_MEMO_ENTRIES, SEARCH_MEMO_BYTES, (entry) => entry.bytes);
      const index = await buildListingIndex(source, memo);
      if (!this.current || index.version > this.current.version) this.current = index;
      this.lastBuild = { ...index.stats, version: index.version, loadMs: Math.round(loadMs), totalMs: Math.round(performance.now() - started) };
      this.lastError = null;
      return index;
    } catch (error) {
      this.failedAt = Date.now();
      this.lastError = error;
      return null;
    }
  }

  async at(version: bigint, maxWaitMs: number): Promise<ListingIndex | null> {
    const deadline = Date.now() + maxWaitMs;
    // A build may have started before the version moved: then one more.
    for (let attempt = 0; attempt < 3; attempt++) {
      const current = this.current;
      if (current && current.version >= version) return current;
      if (Date.now() - this.failedAt < RETRY_AFTER_FAILURE_MS) return null;
      const remaining = deadline - Date.now();
      if (remaining <= 0) return null;
      const built = await withinMs(this.refresh(), remaining);
      if (!built) return null;
    }
    return null;
  }
}

const holders = new WeakMap<Db, ListingIndexHolder>();

function holderOf(db: Db): ListingIndexHolder {
  let holder = holders.get(db);
  if (!holder) holders.set(db, (holder = new ListingIndexHolder(db)));
  return holder;
}

export const listingIndexEnabled = () => process.env.LISTING_INDEX !== 'off';

/**
 * The listing index of this catalogue version or a newer one; null when there is none in time
 * (the caller then answers from the database).
 */
export function listingIndexAt(db: Db, version: string | bigint, maxWaitMs = INDEX_MAX_WAIT_MS): Promise<ListingIndex | null> {
  if (!listingIndexEnabled()) return Promise.resolve(null);
  return holderOf(db).at(BigInt(version), maxWaitMs);
}

/**
 * Makes sure there is an index: builds one unless one is built or being built (at start-up, so the
 * first listings need not wait). Resolves with the figures of the build that made it, or null when
 * it failed (see listingIndexError).
 */
export async function warmListingIndex(db: Db): Promise<BuildReport | null> {
  if (!listingIndexEnabled()) return null;
  const holder = holderOf(db);
  if (holder.current && !holder.building) return holder.lastBuild;
  const index = await holder.refresh();
  return index ? holder.lastBuild : null;
}

/** The last build's figures (null before the first). */
export function listingIndexReport(db: Db): BuildReport | null {
  return holders.get(db)?.lastBuild ?? null;
}

/** Why the last build failed, if it did. */
export function listingIndexError(db: Db): unknown {
  return holders.get(db)?.lastError ?? null;
}
