// Typo tolerance: a typed word (ASCII-folded, 4+ letters) that appears nowhere in the catalogue's
// vocabulary (search_words, kept by triggers, migration 0007) is replaced by its most similar
// catalogue words by pg_trgm similarity ("yuzk" -> yuzuk, "pirlnta" -> pirlanta). Words that do
// occur, even inside longer words, are left alone. Of the similar words only the closest by edit
// distance are kept: "kolya" becomes kolye (one letter away), not also "kol" (kol saati, two
// letters away), so a typo of one category's word does not pull in another category's products.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { sqlRows } from '../../../db/sql-rows.js';
import type { SearchTerms } from './search-terms.js';

export const TYPO_MIN_LENGTH = 4;
const MAX_CORRECTIONS = 3;
/** Similar words fetched per typed word before the closest are kept. */
const CANDIDATES = 10;
/** pg_trgm similarity a correction needs (the `%` operator's default is 0.3). */
const MIN_SIMILARITY = 0.35;

export type Corrections = Map<string, string[]>;

export interface ResolvedSearch {
  terms: SearchTerms;
  corrections: Corrections;
}

/** The query's distinct ASCII words long enough to be corrected. */
export function correctableWords(terms: SearchTerms): string[] {
  return [...new Set(terms.words.map((w) => w.ascii).filter((w) => w.length >= TYPO_MIN_LENGTH))];
}

/** Rows (w, word): up to CANDIDATES similar words (closestCorrections picks the corrections) of each given word that needs them. */
export function correctionRowsSql(words: string[]): SQL {
  return sql`
    SELECT q.w, c.word
    FROM unnest(${`{${words.join(',')}}`}::text[]) AS q(w)
    CROSS JOIN LATERAL (
      SELECT sw.word FROM search_words sw
      WHERE sw.word % q.w AND similarity(sw.word, q.w) >= ${MIN_SIMILARITY}
      ORDER BY similarity(sw.word, q.w) DESC, sw.word
      LIMIT ${CANDIDATES}) c
    WHERE NOT EXISTS (SELECT 1 FROM search_words x WHERE x.word LIKE '%' || q.w || '%')`;
}

/** Edit distance with adjacent transpositions (optimal string alignment): "yuzk" -> "yuzuk" is 1. */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d: number[][] = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[x.length]![y.length]!;
}

/**
 * The corrections of `typed` among its similar catalogue words (most similar first): those at the
 * smallest edit distance, at most MAX_CORRECTIONS, in the given order.
 */
export function closestCorrections(typed: string, similar: readonly string[]): string[] {
  if (!similar.length) return [];
  const distances = similar.map((word) => editDistance(typed, word));
  const best = Math.min(...distances);
  return similar.filter((_, i) => distances[i] === best).slice(0, MAX_CORRECTIONS);
}

/** The corrections of each word from correctionRowsSql's rows (w, word). */
export function correctionsFromRows(words: readonly string[], rows: readonly Record<string, unknown>[]): Corrections {
  const corrections: Corrections = new Map();
  for (const w of words) {
    const similar = rows.filter((r) => r.w === w && r.word !== null && r.word !== undefined).map((r) => String(r.word));
    const closest = closestCorrections(w, similar);
    if (closest.length) corrections.set(w, closest);
  }
  return corrections;
}

export async function typoCorrections(db: Db, terms: SearchTerms): Promise<Corrections> {
  const words = correctableWords(terms);
  if (!words.length) return new Map();
  return correctionsFromRows(words, await sqlRows<{ w: string; word: string }>(db, correctionRowsSql(words)));
}

export async function resolveSearch(db: Db, terms: SearchTerms): Promise<ResolvedSearch> {
  return { terms, corrections: await typoCorrections(db, terms) };
}
