// SQL for matching products to a resolved search (on alias p), over the stored search columns of
// migration 0007. Per word, any of:
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

function wordMatch(word: SearchWord, corrections: string[]): SQL {
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
  const sku = terms.raw.slice(0, 100);
  return sql`((${all}) OR p.sku IN (${sku}, ${sku.toUpperCase()}))`;
}

/**
 * Relevance for the "recommended" order of a search, cheap per row: words found by full text
 * search count 2, words found as typed (ASCII substring) 1, words found only through a stem or a
 * correction 0.
 */
export function searchScore({ terms }: ResolvedSearch): SQL {
  if (!terms.words.length) return sql`0`;
  const parts = terms.words.map((w) =>
    w.ascii.length >= SUBSTRING_MIN_LENGTH
      ? sql`(p.search_vector @@ plainto_tsquery('turkish', ${w.folded}))::int * 2 + (${contains(w.ascii)})::int`
      : sql`(p.search_vector @@ to_tsquery('turkish', ${`${w.folded}:*`}))::int * 2`,
  );
  return sql`(${sql.join(parts, sql` + `)})`;
}
