// searchSuggestions(q, limit): the instant search box. Best-matching products (same matching as
// the search listing) and the categories whose name contains every word of the query (or its
// typo correction).
import { sql } from 'drizzle-orm';
import { foldTurkish, type Language, type SearchSuggestions } from 'shared-contracts/server';
import type { Db } from '../../../db/client.js';
import { sqlRows } from '../../../db/sql-rows.js';
import { loadCategoryIndex, type CategoryIndex } from '../categories/category-index.js';
import { currentCatalogVersion, listingCache } from '../listing/listing-cache.js';
import { loadProductsByIds } from '../products/load-products.js';
import { pickText } from '../translated.js';
import { MAX_QUERY_LENGTH } from '../listing/listing-params.js';
import { searchCondition, searchScore } from './search-sql.js';
import { asciiFold, searchTerms } from './search-terms.js';
import { resolveSearch, type ResolvedSearch } from './typo-corrections.js';

export const SUGGESTION_DEFAULT_LIMIT = 6;
export const SUGGESTION_MAX_LIMIT = 20;
const CATEGORY_SUGGESTION_LIMIT = 5;

function matchingCategories(categories: CategoryIndex, { terms, corrections }: ResolvedSearch, language: Language) {
  return categories
    .all()
    .filter((c) => c.published)
    .filter((c) => {
      const haystack = asciiFold(foldTurkish(`${c.name} ${c.nameEn}`));
      return terms.words.every(
        (w) => haystack.includes(w.ascii) || (w.asciiStem !== null && haystack.includes(w.asciiStem)) || (corrections.get(w.ascii) ?? []).some((c) => haystack.includes(c)),
      );
    })
    .slice(0, CATEGORY_SUGGESTION_LIMIT)
    .map((c) => ({ id: c.id, name: pickText(language, c.name, c.nameEn), seName: c.seName }));
}

/** Best matches first; the ids are cached under the catalogue version like listings. */
async function suggestedIds(db: Db, search: ResolvedSearch, size: number): Promise<number[]> {
  const { terms } = search;
  const cache = listingCache(db);
  const version = await currentCatalogVersion(db, cache);
  const key = `${version}|s:${terms.words.map((w) => w.folded).join(' ')}|${terms.raw.toUpperCase()}|${size}`;
  const cached = cache.ids.get(key);
  if (cached) return Array.from(cached);
  const rows = await sqlRows<{ id: number }>(db, sql`
    SELECT p.id FROM product_search p JOIN products pr ON pr.id = p.id
    WHERE p.published AND ${searchCondition(search)}
    ORDER BY ${searchScore(search)} DESC, pr.popularity DESC, p.id
    LIMIT ${size}`);
  const ids = rows.map((r) => Number(r.id));
  cache.ids.set(key, Int32Array.from(ids));
  return ids;
}

export async function searchSuggestions(db: Db, q: string, limit: number | null | undefined, language: Language): Promise<SearchSuggestions> {
  const terms = searchTerms(q.slice(0, MAX_QUERY_LENGTH));
  if (!terms.words.length) return { products: [], categories: [] };
  const size = Math.min(Math.max(1, Math.trunc(limit ?? SUGGESTION_DEFAULT_LIMIT)), SUGGESTION_MAX_LIMIT);
  const search = await resolveSearch(db, terms);
  const [ids, categories] = await Promise.all([suggestedIds(db, search, size), loadCategoryIndex(db)]);
  const products = await loadProductsByIds(db, ids, language, { categories });
  return { products, categories: matchingCategories(categories, search, language) };
}
