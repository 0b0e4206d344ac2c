// Listing and search URLs the API's caches have not seen, for the benchmark's "uncached" rows.
// The API keeps ordered ids per (source, filters, sort), filter counts per (source, filters) and
// whole REST answers for 2 s (src/domains/catalog/listing), so a figure from a few repeated URLs
// mostly measures those caches. Here every URL has its own (source, filters) pair, so none of the
// three caches can answer it: categories x filter selections (from the options each category
// really has, one to three of them) for listings, words of real product names (sometimes with a
// typo) x filter selections for searches; each with a random sort and page. Pages after the first
// are asked as a shared address opens them (PageSize 48): a shopper's further pages (isMore,
// PageSize 49) always follow the first page of the same listing, whose ids and filter counts are
// then cached, so they are no first visit. Deterministic (seeded).
import { sql } from 'drizzle-orm';
import { foldTurkish, LISTING_PAGE_SIZE } from 'shared-contracts/server';
import { sqlRows } from '../src/db/sql-rows.js';
import type * as Embed from '../src/server/embed.js';
import { Rng } from '../src/seed/prng.js';

interface OptionRow {
  category_id: number;
  group_key: string;
  value_slug: string;
  n: number;
}

/** A filter selection: option keys `group|value`, at most one group repeated. */
type Selection = string[];

const SORTS = [0, 1, 2, 3, 4, 5];

/**
 * Selections over one category's options, smallest first: none, singles, pairs, triples; each
 * with a rough estimate of the products it leaves (for picking a page that exists).
 */
function selectionsOf(options: OptionRow[], size: number, rng: Rng, max: number): { selection: Selection; estimate: number }[] {
  const key = (o: OptionRow) => `${o.group_key}|${o.value_slug}`;
  const out: { selection: Selection; estimate: number }[] = [{ selection: [], estimate: size }];
  for (const o of options) out.push({ selection: [key(o)], estimate: o.n });
  const pairs: { selection: Selection; estimate: number }[] = [];
  for (let i = 0; i < options.length; i++) {
    for (let j = i + 1; j < options.length; j++) {
      const [a, b] = [options[i]!, options[j]!];
      // Same group: either option (OR); two groups: both (AND), roughly the rarer one's share.
      pairs.push({ selection: [key(a), key(b)], estimate: a.group_key === b.group_key ? a.n + b.n : Math.min(a.n, b.n) / 2 });
    }
  }
  out.push(...rng.sample(pairs, pairs.length));
  const groups = [...new Set(options.map((o) => o.group_key))];
  const triples = new Set<string>();
  for (let t = 0; out.length < max && t < max * 4 && groups.length >= 3; t++) {
    const picked = rng.sample(groups, 3).map((g) => rng.pick(options.filter((o) => o.group_key === g)));
    const selection = picked.map(key).sort();
    if (triples.has(selection.join(','))) continue;
    triples.add(selection.join(','));
    out.push({ selection, estimate: Math.min(...picked.map((o) => o.n)) / 4 });
  }
  return out.slice(0, max);
}

/** A random page (half of them the first) for a listing of about `estimate` products. */
function pageParams(rng: Rng, estimate: number): string {
  const pages = Math.max(1, Math.min(8, Math.ceil(estimate / LISTING_PAGE_SIZE)));
  return `PageSize=${LISTING_PAGE_SIZE}&page=${rng.chance(0.5) ? 1 : rng.int(1, pages)}`;
}

function filterParam(selection: Selection): string {
  return selection.length ? `&filter=${encodeURIComponent(selection.join(','))}` : '';
}

/**
 * Up to `count` category listing URLs, each with a (category, filters) pair of its own, none
 * equal to a pair in `exclude` (`<categoryId>|<comma-joined option keys>`).
 */
export async function uncachedListingUrls(database: Embed.Database, count: number, exclude: Set<string>): Promise<string[]> {
  const options = await sqlRows<OptionRow>(
    database.db,
    sql`SELECT pc.category_id, s.group_key, s.value_slug, count(*)::int AS n
      FROM product_categories pc
      JOIN categories c ON c.id = pc.category_id AND c.published
      JOIN products p ON p.id = pc.product_id AND p.published
      JOIN product_specs s ON s.product_id = pc.product_id AND s.is_filter
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
  );
  const byCategory = new Map<number, OptionRow[]>();
  for (const o of options) byCategory.set(Number(o.category_id), [...(byCategory.get(Number(o.category_id)) ?? []), { ...o, n: Number(o.n) }]);
  const rng = Rng.for('bench-listing-urls');
  const perCategory = Math.ceil(count / Math.max(1, byCategory.size)) * 2;
  const lists = [...byCategory].map(([categoryId, opts]) => {
    // Every product has exactly one metal.
    const size = opts.filter((o) => o.group_key === 'metal').reduce((sum, o) => sum + o.n, 0);
    return selectionsOf(opts, size, rng, perCategory)
      .filter(({ selection }) => !exclude.has(`${categoryId}|${selection.join(',')}`))
      .map(({ selection, estimate }) => `/Catalog/CategoryV2?categoryId=${categoryId}&${pageParams(rng, estimate)}${filterParam(selection)}${sortParam(rng)}`);
  });
  return interleave(lists, rng).slice(0, count);
}

function sortParam(rng: Rng): string {
  const sort = rng.pick(SORTS);
  return sort ? `&sort=${sort}` : '';
}

/** Round-robin over the lists (each category in turn), shuffled within windows. */
function interleave(lists: string[][], rng: Rng): string[] {
  const out: string[] = [];
  for (let i = 0; lists.some((l) => i < l.length); i++) {
    out.push(...rng.sample(lists.filter((l) => i < l.length).map((l) => l[i]!), lists.length));
  }
  return out;
}

/** A typo: one letter dropped from the middle of a word of 6+ letters. */
function typo(word: string, rng: Rng): string {
  if ([...word].length < 6) return word;
  const letters = [...word];
  letters.splice(rng.int(2, letters.length - 2), 1);
  return letters.join('');
}

/**
 * Up to `count` search URLs, each with a (folded query, filters) pair of its own: one or two words
 * of a real product name (one in seven with a typo), with no filter or one or two options, never
 * a folded query in `excludeQueries` without filters.
 */
export async function uncachedSearchUrls(database: Embed.Database, count: number, excludeQueries: Set<string>): Promise<string[]> {
  const names = await sqlRows<{ name: string }>(database.db, sql`SELECT name FROM products WHERE published ORDER BY id LIMIT 20000`);
  const options = await sqlRows<{ k: string }>(database.db, sql`SELECT DISTINCT group_key || '|' || value_slug AS k FROM product_specs WHERE is_filter ORDER BY 1`);
  const optionKeys = options.map((o) => o.k);
  const rng = Rng.for('bench-search-urls');
  const seen = new Set<string>();
  const urls: string[] = [];
  for (let attempt = 0; urls.length < count && attempt < count * 20; attempt++) {
    const words = rng.pick(names).name.split(/\s+/).filter((w) => [...w].length >= 3);
    if (!words.length) continue;
    const picked = rng.chance(0.5) || words.length < 2 ? [rng.pick(words)] : rng.sample(words, 2);
    const q = (rng.chance(1 / 7) ? picked.map((w) => typo(w, rng)) : picked).join(' ');
    const selection = rng.chance(0.5) ? [] : rng.sample(optionKeys, rng.int(1, 2)).sort();
    const folded = foldTurkish(q);
    const key = `${folded}|${selection.join(',')}`;
    if (seen.has(key) || (!selection.length && excludeQueries.has(folded))) continue;
    seen.add(key);
    const paging = rng.chance(0.75) ? `PageSize=${LISTING_PAGE_SIZE}&page=1` : pageParams(rng, 200);
    urls.push(`/Catalog/SearchV2?q=${encodeURIComponent(q)}&${paging}${filterParam(selection)}${sortParam(rng)}`);
  }
  return urls;
}
