// SQL for matching products to a resolved search (on alias p, a row of product_search: the narrow
// copy of products' id, published, sku and stored search columns, migrations 0007 and 0010). Per
// word, any of:
//  - full text search with the 'turkish' configuration on search_vector (stems inflections:
//    "yüzükler" -> yüzük); one or two letters match word starts (typing in the instant search);
//  - ASCII-folded substring of search_ascii (LIKE, served by its trigram index): "yuzuk",
//    partly typed words, and an ASCII-typed inflection through its stem ("yuzukler" -> yuzuk);
//  - the typo corrections of the word (typo-corrections.ts): "yüzk" -> yuzuk.
// All words must match (AND); an exact sku also finds its product.
import { sql, type SQL } from 'drizzle-orm';
import type { SearchWord } from './search-terms.js';
import type { ResolvedSearch } from './typo-corrections.js';

const SUBSTRING_MIN_LENGTH = 3;

function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const contains = (text: string) => sql`p.search_ascii LIKE ${`%${likeEscape(text)}%`}`;

/** Whether product row p matches one word of the query (with the word's typo corrections). */
export function wordMatch(word: SearchWord, corrections: string[]): SQL {
  const alternatives: SQL[] = [];
  if (word.ascii.length >= SUBSTRING_MIN_LENGTH) {
    alternatives.push(sql`p.search_vector @@ plainto_tsquery('turkish', ${word.folded})`, contains(word.ascii));
  } else {
    // A trigram index cannot serve fewer than three letters; the full text index can.
    alternatives.push(sql`p.search_vector @@ to_tsquery('turkish', ${`${word.folded}:*`})`);
  }
  if (word.asciiStem) alternatives.push(contains(word.asciiStem));
  for (const correction of corrections) alternatives.push(contains(correction));
  return sql`(${sql.join(alternatives, sql` OR `)})`;
}

/** The WHERE condition for products matching the search; false for an empty query. */
export function searchCondition({ terms, corrections }: ResolvedSearch): SQL {
  if (!terms.words.length) return sql`false`;
  const all = sql.join(terms.words.map((w) => wordMatch(w, corrections.get(w.ascii) ?? [])), sql` AND `);
  return sql`((${all}) OR ${skuMatch(terms.raw)})`;
}

/**
 * One word's part of the relevance: found by full text search 2, found as typed (ASCII substring)
 * 1, else 0 (found only through a stem or a correction, or not at all).
 */
export function wordScore(w: SearchWord): SQL {
  return w.ascii.length >= SUBSTRING_MIN_LENGTH
    ? sql`(p.search_vector @@ plainto_tsquery('turkish', ${w.folded}))::int * 2 + (${contains(w.ascii)})::int`
    : sql`(p.search_vector @@ to_tsquery('turkish', ${`${w.folded}:*`}))::int * 2`;
}

/**
 * Relevance for the "recommended" order of a search, cheap per row: the sum of the words' scores
 * (wordScore).
 */
export function searchScore({ terms }: ResolvedSearch): SQL {
  if (!terms.words.length) return sql`0`;
  return sql`(${sql.join(terms.words.map(wordScore), sql` + `)})`;
}

/** The exact-sku alternative of searchCondition, on its own. */
export function skuMatch(raw: string): SQL {
  const sku = raw.slice(0, 100);
  return sql`p.sku IN (${sku}, ${sku.toUpperCase()})`;
}
