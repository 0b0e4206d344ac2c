// SQL for matching products to a resolved search (on alias p, a row of product_search: the narrow
// copy of products' id, published, sku and stored search columns, migrations 0007 and 0010). Per
// word, any of:
//  - full text search with the 'turkish' configuration on search_vector (stems inflections:
//    "yüzükler" -> yüzük); one or two letters match word starts (typing in the instant search);
//  - ASCII-folded substring of search_ascii (LIKE, served by its trigram index): "yuzuk",
//    partly typed words, and an ASCII-typed inflection through its stem ("yuzukler" -> yuzuk);
//  - the typo corrections of the word (typo-corrections.ts): "yüzk" -> yuzuk.
// All words must match (AND); an exact sku also finds its product.
// The alternatives are named predicates (SearchPredicate), so that the listing index can ask the
// database for each one's products once per catalogue version (search-matches.ts) and combine
// them exactly as this SQL does.
import { sql, type SQL } from 'drizzle-orm';
import type { SearchWord } from './search-terms.js';
import type { ResolvedSearch } from './typo-corrections.js';

const SUBSTRING_MIN_LENGTH = 3;

/** One test of a product's search columns. */
export type SearchPredicate =
  /** Full text search of the word (Turkish stemming). */
  | { kind: 'fts'; text: string }
  /** Full text search of a word start (one or two letters). */
  | { kind: 'prefix'; text: string }
  /** ASCII-folded substring. */
  | { kind: 'contains'; text: string };

function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function predicateSql(predicate: SearchPredicate): SQL {
  switch (predicate.kind) {
    case 'fts':
      return sql`p.search_vector @@ plainto_tsquery('turkish', ${predicate.text})`;
    case 'prefix':
      return sql`p.search_vector @@ to_tsquery('turkish', ${`${predicate.text}:*`})`;
    case 'contains':
      return sql`p.search_ascii LIKE ${`%${likeEscape(predicate.text)}%`}`;
  }
}

/** The predicates any of which makes a product match the word. */
export function wordAlternatives(word: SearchWord, corrections: string[]): SearchPredicate[] {
  const alternatives: SearchPredicate[] =
    word.ascii.length >= SUBSTRING_MIN_LENGTH
      ? [{ kind: 'fts', text: word.folded }, { kind: 'contains', text: word.ascii }]
      : // A trigram index cannot serve fewer than three letters; the full text index can.
        [{ kind: 'prefix', text: word.folded }];
  if (word.asciiStem) alternatives.push({ kind: 'contains', text: word.asciiStem });
  for (const correction of corrections) alternatives.push({ kind: 'contains', text: correction });
  return alternatives;
}

/**
 * One word's part of the relevance: found by full text search 2, found as typed (ASCII substring)
 * 1 (both: 3), else 0 (found only through a stem or a correction, or not at all).
 */
export function wordScoreParts(word: SearchWord): { predicate: SearchPredicate; points: number }[] {
  return word.ascii.length >= SUBSTRING_MIN_LENGTH
    ? [
        { predicate: { kind: 'fts', text: word.folded }, points: 2 },
        { predicate: { kind: 'contains', text: word.ascii }, points: 1 },
      ]
    : [{ predicate: { kind: 'prefix', text: word.folded }, points: 2 }];
}

/** Whether product row p matches one word of the query (with the word's typo corrections). */
export function wordMatch(word: SearchWord, corrections: string[]): SQL {
  return sql`(${sql.join(wordAlternatives(word, corrections).map(predicateSql), sql` OR `)})`;
}

/** The exact-sku alternative of searchCondition, on its own. */
export function skuMatch(raw: string): SQL {
  const sku = raw.slice(0, 100);
  return sql`p.sku IN (${sku}, ${sku.toUpperCase()})`;
}

/** The WHERE condition for products matching the search; false for an empty query. */
export function searchCondition({ terms, corrections }: ResolvedSearch): SQL {
  if (!terms.words.length) return sql`false`;
  const all = sql.join(terms.words.map((w) => wordMatch(w, corrections.get(w.ascii) ?? [])), sql` AND `);
  return sql`((${all}) OR ${skuMatch(terms.raw)})`;
}

export function wordScore(word: SearchWord): SQL {
  return sql.join(
    wordScoreParts(word).map(({ predicate, points }) => (points === 1 ? sql`(${predicateSql(predicate)})::int` : sql`(${predicateSql(predicate)})::int * ${sql.raw(String(points))}`)),
    sql` + `,
  );
}

/** Relevance for the "recommended" order of a search, cheap per row: the sum of the words' scores. */
export function searchScore({ terms }: ResolvedSearch): SQL {
  if (!terms.words.length) return sql`0`;
  return sql`(${sql.join(terms.words.map(wordScore), sql` + `)})`;
}
