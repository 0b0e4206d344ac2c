// What a listing lists: every matching product id in listing order, and the filter counts. From
// the listing index of the catalogue version (listing-index/) when it is there in time, else from
// the database (listing-sql.ts: the same answers, and the reference the index is tested against).
// Both are remembered per catalogue version (listing-cache.ts).
import { foldTurkish } from 'shared-contracts/server';
import type { Db } from '../../../db/client.js';
import { sqlRows } from '../../../db/sql-rows.js';
import { searchBaseFromIndex } from '../search/search-matches.js';
import { searchTerms } from '../search/search-terms.js';
import { resolveSearch } from '../search/typo-corrections.js';
import type { FacetRow } from './facets.js';
import type { FilterSelection } from './filter-selection.js';
import { listingCache } from './listing-cache.js';
import type { ListingParams, ListingSource } from './listing-params.js';
import { facetSql, orderedIdsSql, type BaseSet } from './listing-sql.js';
import { listingIndexAt } from './listing-index/index-holder.js';
import { applySelection, categoryBase, facetRowsOf, idsOf, selectionState, sortPositions } from './listing-index/index-queries.js';

export interface ListingResults {
  /** Every matching product id in listing order. */
  ids: Int32Array;
  /** The filter counts ([] when the request wants none). */
  facets: FacetRow[];
}

type Wanted = Pick<ListingParams, 'source' | 'selection' | 'sort' | 'withFilters'>;

export function sourceKey(source: ListingSource): string {
  return source.kind === 'category' ? `c:${source.categoryId}` : `q:${foldTurkish(source.q.trim())}`;
}

export function selectionKey(selection: FilterSelection): string {
  return [...selection]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([group, values]) => `${group}=${[...values].sort().join('+')}`)
    .join(';');
}

/** The answer of the listing index, and the catalogue version it is of; null when none in time. */
export async function resultsFromIndex(
  db: Db,
  params: Wanted,
  version: string,
  want: { ids: boolean; facets: boolean } = { ids: true, facets: params.withFilters },
): Promise<(Partial<ListingResults> & { version: bigint }) | null> {
  let wantedVersion = BigInt(version);
  // A search statement may see a newer version than the index: then that version's index.
  for (let attempt = 0; attempt < 3; attempt++) {
    const index = await listingIndexAt(db, wantedVersion);
    if (!index) return null;
    let base: Int32Array;
    if (params.source.kind === 'category') {
      base = categoryBase(index, params.source.categoryId);
    } else {
      const search = await searchBaseFromIndex(db, index, searchTerms(params.source.q));
      if (!search.ok) {
        wantedVersion = search.version;
        continue;
      }
      base = search.base;
    }
    const selection = selectionState(index, params.selection, base);
    return {
      version: index.version,
      ids: want.ids ? idsOf(index, sortPositions(index, applySelection(base, selection), params.sort)) : undefined,
      facets: want.facets ? facetRowsOf(index, base, selection) : undefined,
    };
  }
  return null;
}

/** The base set, resolved at most once and only when asked. */
function lazyBase(db: Db, source: ListingSource): () => Promise<BaseSet> {
  let base: Promise<BaseSet> | null = null;
  return () =>
    (base ??=
      source.kind === 'category'
        ? Promise.resolve({ kind: 'category', categoryId: source.categoryId })
        : resolveSearch(db, searchTerms(source.q)).then((search) => ({ kind: 'search', search })));
}

/** The answer of the database (listing-sql.ts). */
export async function resultsFromDatabase(db: Db, params: Wanted, want: { ids: boolean; facets: boolean } = { ids: true, facets: params.withFilters }): Promise<Partial<ListingResults>> {
  const base: BaseSet =
    params.source.kind === 'category'
      ? { kind: 'category', categoryId: params.source.categoryId }
      : { kind: 'search', search: await resolveSearch(db, searchTerms(params.source.q)) };
  const [ids, facets] = await Promise.all([
    want.ids
      ? sqlRows<{ ids: string | null }>(db, orderedIdsSql({ base, selection: params.selection, sort: params.sort })).then(([row]) =>
          row?.ids ? Int32Array.from(row.ids.split(','), Number) : new Int32Array(0),
        )
      : undefined,
    want.facets ? sqlRows<FacetRow>(db, facetSql(base, params.selection)) : undefined,
  ]);
  return { ids, facets };
}

/** The listing's ids and counts for the catalogue version `version`, remembered per version. */
export async function listingResults(db: Db, params: Wanted, version: string): Promise<ListingResults> {
  const cache = listingCache(db);
  const idsKey = `${version}|${sourceKey(params.source)}|${selectionKey(params.selection)}|${params.sort}`;
  const facetsKey = `${version}|${sourceKey(params.source)}|${selectionKey(params.selection)}`;
  const cachedIds = cache.ids.get(idsKey);
  const cachedFacets = params.withFilters ? cache.facets.get(facetsKey) : [];
  if (cachedIds && cachedFacets) return { ids: cachedIds, facets: cachedFacets };
  const want = { ids: !cachedIds, facets: !cachedFacets };
  const indexed = await resultsFromIndex(db, params, version, want);
  // An index newer than the version asked for answers, but is not remembered under it.
  const found = indexed ?? (await resultsFromDatabase(db, params, want));
  const remember = !indexed || indexed.version === BigInt(version);
  if (found.ids && remember) cache.ids.set(idsKey, found.ids);
  if (found.facets && remember) cache.facets.set(facetsKey, found.facets);
  return { ids: cachedIds ?? found.ids ?? new Int32Array(0), facets: cachedFacets ?? found.facets ?? [] };
}
