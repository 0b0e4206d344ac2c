// Typo tolerance: a typed word (ASCII-folded, 4+ letters) that appears nowhere in the catalogue's
// vocabulary (search_words, kept by triggers, migration 0007) is replaced by its most similar
// catalogue words by pg_trgm similarity ("yuzk" -> yuzuk, "pirlnta" -> pirlanta). Words that do
// occur, even inside longer words, are left alone.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { sqlRows } from '../../../db/sql-rows.js';
import type { SearchTerms } from './search-terms.js';

export const TYPO_MIN_LENGTH = 4;
const MAX_CORRECTIONS = 3;
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

/** Rows (w, word): up to MAX_CORRECTIONS corrections of each given word that needs them. */
export function correctionRowsSql(words: string[]): SQL {
  return sql`
    SELECT q.w, c.word
    FROM unnest(${`{${words.join(',')}}`}::text[]) AS q(w)
    CROSS JOIN LATERAL (
      SELECT sw.word FROM search_words sw
      WHERE sw.word % q.w AND similarity(sw.word, q.w) >= ${MIN_SIMILARITY}
      ORDER BY similarity(sw.word, q.w) DESC, sw.word
      LIMIT ${MAX_CORRECTIONS}) c
    WHERE NOT EXISTS (SELECT 1 FROM search_words x WHERE x.word LIKE '%' || q.w || '%')`;
}

export async function typoCorrections(db: Db, terms: SearchTerms): Promise<Corrections> {
  const words = correctableWords(terms);
  const corrections: Corrections = new Map();
  if (!words.length) return corrections;
  for (const row of await sqlRows<{ w: string; word: string }>(db, correctionRowsSql(words))) {
    corrections.set(row.w, [...(corrections.get(row.w) ?? []), row.word]);
  }
  return corrections;
}

export async function resolveSearch(db: Db, terms: SearchTerms): Promise<ResolvedSearch> {
  return { terms, corrections: await typoCorrections(db, terms) };
}
