// The listing index: everything a listing needs to choose and order product ids, for one
// catalogue version, in typed arrays. Products are numbered by position (0..size-1, ascending id);
// per sort order the positions in that order and each position's rank in it; per category its
// published members in the category's own ("recommended") order; per specification option the
// positions that match a selection of it; per position its filter options (for the counts).
// Built from an IndexSource (index-source.ts) in steps that give the event loop back in between.
import type { LruCache } from '../listing-cache.js';
import { SORT_BEST_RATED, SORT_MOST_POPULAR, SORT_NEWEST, SORT_PRICE_ASC, SORT_PRICE_DESC, type SortValue } from '../sort-options.js';
import type { FacetLabel, IndexSource } from './index-source.js';

/** Sorts with one global order (the recommended order depends on the category or the search). */
export type GlobalSort = Exclude<SortValue, 0>;

export interface SortOrder {
  /** Positions in this order. */
  order: Int32Array;
  /** rank[position]: where the product stands in this order. */
  rank: Int32Array;
}

export interface IndexOptions {
  groupKey: string[];
  valueSlug: string[];
  label: (FacetLabel | null)[];
  /** group key -> value slug -> option number. */
  byKey: Map<string, Map<string, number>>;
  /** Per option: ascending positions of the products a selection of it keeps (any spec row). */
  matching: Int32Array[];
  /** Per group key: its options that products have as filter rows (the counted ones). */
  groupFacetOptions: Map<string, number[]>;
}

/** Per-version memo of search pieces (search/search-matches.ts); dropped with the index. */
export type SearchMemo = LruCache<{ bytes: number }>;

export interface ListingIndex {
  version: bigint;
  /** Published products. */
  size: number;
  /** ids[position]: ascending product ids. */
  ids: Int32Array;
  /** The position of a published product's id, or -1. */
  positionOf(id: number): number;
  sorts: Record<GlobalSort, SortOrder>;
  /** Category id -> its published members' positions in recommended order. */
  categories: Map<number, Int32Array>;
  options: IndexOptions;
  /** The filter options of position p: facetOptions[facetStart[p] .. facetStart[p + 1]). */
  facetStart: Int32Array;
  facetOptions: Int32Array;
  /** Every option of position p (filter or not): matchOptions[matchStart[p] .. matchStart[p + 1]). */
  matchStart: Int32Array;
  matchOptions: Int32Array;
  searchMemo: SearchMemo;
  /**
   * A byte per position, one array per slot (ScratchSlot), reused across requests: only for
   * synchronous steps (no await while in use), so one request uses it at a time. Zeroed unless
   * `zeroed` is false (for a caller that writes every entry it reads).
   */
  scratch(slot: ScratchSlot, zeroed?: boolean): Uint8Array;
  stats: IndexStats;
}

export const ScratchSlot = {
  SearchHits: 0,
  SearchStamp: 1,
  SearchRelevance: 2,
  SearchChosen: 3,
  SelectionCount: 4,
  SelectionXor: 5,
  SelectionStamp: 6,
  SortMember: 7,
} as const;
export type ScratchSlot = (typeof ScratchSlot)[keyof typeof ScratchSlot];

export interface IndexStats {
  products: number;
  categories: number;
  options: number;
  /** Bytes of the typed arrays (the bulk of the index; maps and strings come on top). */
  bytes: number;
  buildMs: number;
}

export type Pause = () => Promise<void>;

/** Gives the event loop a turn between build steps. */
export const yieldToEventLoop: Pause = () => new Promise((resolve) => setImmediate(resolve));

function identity(n: number): Int32Array {
  const out = new Int32Array(n);
  for (let i = 0; i < n; i++) out[i] = i;
  return out;
}

function rankOf(order: Int32Array): Int32Array {
  const rank = new Int32Array(order.length);
  for (let r = 0; r < order.length; r++) rank[order[r]] = r;
  return rank;
}

function sortOrder(n: number, compare: (a: number, b: number) => number): SortOrder {
  const order = identity(n).sort(compare);
  return { order, rank: rankOf(order) };
}

/** id -> position (-1: not a published product): a table when ids are compact, else a map. */
function positionLookup(ids: Int32Array): { positionOf: (id: number) => number; bytes: number } {
  const max = ids.length ? ids[ids.length - 1] : 0;
  if (max <= ids.length * 4 + 1024) {
    const table = new Int32Array(max + 1).fill(-1);
    for (let p = 0; p < ids.length; p++) table[ids[p]] = p;
    return { positionOf: (id) => (Number.isInteger(id) && id >= 0 && id <= max ? table[id] : -1), bytes: table.byteLength };
  }
  const map = new Map<number, number>();
  for (let p = 0; p < ids.length; p++) map.set(ids[p], p);
  // Roughly what V8 spends per map entry.
  return { positionOf: (id) => map.get(id) ?? -1, bytes: map.size * 40 };
}

/** Ascending unique positions of the published products among `ids`. */
function positionsOf(ids: Int32Array, positionOf: (id: number) => number): Int32Array {
  let out = new Int32Array(ids.length);
  let n = 0;
  for (const id of ids) {
    const p = positionOf(id);
    if (p >= 0) out[n++] = p;
  }
  out = out.subarray(0, n).sort();
  let unique = 0;
  for (let i = 0; i < n; i++) if (i === 0 || out[i] !== out[i - 1]) out[unique++] = out[i];
  return out.slice(0, unique);
}

function mergeUnique(a: Int32Array, b: Int32Array): Int32Array {
  if (!b.length) return a;
  if (!a.length) return b;
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length || j < b.length) {
    const next = j >= b.length || (i < a.length && a[i] <= b[j]) ? a[i++] : b[j++];
    if (n === 0 || out[n - 1] !== next) out[n++] = next;
  }
  return out.slice(0, n);
}

/** Per-option position lists -> per-position option lists (CSR: start offsets and values). */
function transpose(lists: Int32Array[], size: number): { start: Int32Array; values: Int32Array } {
  const start = new Int32Array(size + 1);
  for (const list of lists) for (const p of list) start[p + 1] += 1;
  for (let p = 0; p < size; p++) start[p + 1] += start[p];
  const values = new Int32Array(start[size]);
  const fill = start.slice(0, size);
  lists.forEach((list, option) => {
    for (const p of list) values[fill[p]++] = option;
  });
  return { start, values };
}

export async function buildListingIndex(source: IndexSource, memo: SearchMemo, pause: Pause = yieldToEventLoop): Promise<ListingIndex> {
  const started = performance.now();
  const { products } = source;
  const ids = products.ids;
  for (let p = 1; p < ids.length; p++) {
    if (ids[p - 1] >= ids[p]) throw new Error('listing index: product ids must be unique and ascending');
  }
  const size = ids.length;
  const { positionOf, bytes: lookupBytes } = positionLookup(ids);
  const { price, popularity, created } = products;
  await pause();

  // The orders of listing-sql.ts's ORDER BY, ties broken by id (position order is id order).
  const popular = sortOrder(size, (a, b) => popularity[b] - popularity[a] || a - b);
  await pause();
  const priceAsc = sortOrder(size, (a, b) => price[a] - price[b] || a - b);
  await pause();
  const priceDesc = sortOrder(size, (a, b) => price[b] - price[a] || a - b);
  await pause();
  const newest = sortOrder(size, (a, b) => created[b] - created[a] || b - a);
  await pause();
  // Best rated: average DESC NULLS LAST, review count DESC, popularity DESC, id.
  const avgRank = new Int32Array(size).fill(-1);
  const reviewCount = new Int32Array(size);
  for (let i = 0; i < source.ratings.ids.length; i++) {
    const p = positionOf(source.ratings.ids[i]);
    if (p < 0) continue;
    avgRank[p] = source.ratings.avgRank[i];
    reviewCount[p] = source.ratings.count[i];
  }
  const popularRank = popular.rank;
  const bestRated = sortOrder(size, (a, b) => {
    const ra = avgRank[a];
    const rb = avgRank[b];
    if (ra !== rb) return ra < 0 ? 1 : rb < 0 ? -1 : ra - rb;
    return reviewCount[b] - reviewCount[a] || popularRank[a] - popularRank[b];
  });
  await pause();

  // Categories: published members by display order, then popularity DESC, id.
  const { categoryId, productId, displayOrder } = source.memberships;
  const memberCount = new Map<number, number>();
  const memberPosition = new Int32Array(categoryId.length).fill(-1);
  for (let i = 0; i < categoryId.length; i++) {
    const p = positionOf(productId[i]);
    if (p < 0) continue;
    memberPosition[i] = p;
    memberCount.set(categoryId[i], (memberCount.get(categoryId[i]) ?? 0) + 1);
  }
  const rows = new Map<number, { rows: Int32Array; n: number }>();
  for (const [id, n] of memberCount) rows.set(id, { rows: new Int32Array(n), n: 0 });
  for (let i = 0; i < categoryId.length; i++) {
    if (memberPosition[i] < 0) continue;
    const entry = rows.get(categoryId[i])!;
    entry.rows[entry.n++] = i;
  }
  const categories = new Map<number, Int32Array>();
  for (const [id, entry] of rows) {
    entry.rows.sort((a, b) => displayOrder[a] - displayOrder[b] || popularRank[memberPosition[a]] - popularRank[memberPosition[b]]);
    const members = new Int32Array(entry.n);
    for (let k = 0; k < entry.n; k++) members[k] = memberPosition[entry.rows[k]];
    categories.set(id, members);
    if (entry.n > 10_000) await pause();
  }
  await pause();

  // Specification options.
  const options: IndexOptions = { groupKey: [], valueSlug: [], label: [], byKey: new Map(), matching: [], groupFacetOptions: new Map() };
  const facetPositions: Int32Array[] = [];
  let visited = 0;
  for (const spec of source.specs) {
    const filter = positionsOf(spec.filterIds, positionOf);
    const matching = mergeUnique(filter, positionsOf(spec.otherIds, positionOf));
    // An option no published product has matches nothing, as an unknown one does.
    if (!matching.length) continue;
    const option = options.groupKey.length;
    options.groupKey.push(spec.groupKey);
    options.valueSlug.push(spec.valueSlug);
    options.label.push(spec.label);
    options.matching.push(matching);
    facetPositions.push(filter);
    let slugs = options.byKey.get(spec.groupKey);
    if (!slugs) options.byKey.set(spec.groupKey, (slugs = new Map()));
    slugs.set(spec.valueSlug, option);
    if (filter.length) {
      let list = options.groupFacetOptions.get(spec.groupKey);
      if (!list) options.groupFacetOptions.set(spec.groupKey, (list = []));
      list.push(option);
    }
    visited += spec.filterIds.length + spec.otherIds.length;
    if (visited > 200_000) {
      visited = 0;
      await pause();
    }
  }
  // Per position its filter options, and all its options (transposes of the per-option lists).
  const { start: facetStart, values: facetOptions } = transpose(facetPositions, size);
  await pause();
  const { start: matchStart, values: matchOptions } = transpose(options.matching, size);

  const scratch: Uint8Array[] = [];
  const sorts: Record<GlobalSort, SortOrder> = {
    [SORT_PRICE_ASC]: priceAsc,
    [SORT_PRICE_DESC]: priceDesc,
    [SORT_NEWEST]: newest,
    [SORT_BEST_RATED]: bestRated,
    [SORT_MOST_POPULAR]: popular,
  };
  let bytes = ids.byteLength + lookupBytes + facetStart.byteLength + facetOptions.byteLength + matchStart.byteLength + matchOptions.byteLength;
  for (const s of Object.values(sorts)) bytes += s.order.byteLength + s.rank.byteLength;
  for (const m of categories.values()) bytes += m.byteLength;
  for (const m of options.matching) bytes += m.byteLength;
  return {
    version: source.version,
    size,
    ids,
    positionOf,
    sorts,
    categories,
    options,
    facetStart,
    facetOptions,
    matchStart,
    matchOptions,
    searchMemo: memo,
    scratch(slot, zeroed = true) {
      const array = (scratch[slot] ??= new Uint8Array(size));
      return zeroed ? array.fill(0) : array;
    },
    stats: { products: size, categories: categories.size, options: options.groupKey.length, bytes, buildMs: Math.round(performance.now() - started) },
  };
}
