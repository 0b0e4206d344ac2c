// Case-insensitive search that works for Turkish: 'İ', 'I', 'ı' and 'i' are one letter for the
// search (a clerk types "isil" for "IŞIL" or "Işıl"), and the Turkish capitals are folded by hand,
// because PostgreSQL's lower() follows the database's collation (in the C locale it leaves 'Ş'
// and 'İ' alone) and JavaScript's toLowerCase() turns 'İ' into 'i' plus a combining dot.
import { sql, type SQL, type AnyColumn } from 'drizzle-orm';

const FROM = 'İIıŞĞÜÖÇ';
const TO = 'iiişğüöç';
const FOLD = new Map([...FROM].map((c, i) => [c, TO[i]!]));

/** The search form of a text: Turkish letters folded, then lower case. */
export function foldTurkish(text: string): string {
  return [...text].map((c) => FOLD.get(c) ?? c).join('').toLowerCase();
}

/**
 * The same folding in SQL, for a column compared with foldTurkish(term). The letters are written
 * into the statement (constants, never input), so an index on the same expression can serve it
 * (orders_bank_folded_idx, orders_card_family_folded_idx).
 */
export function foldedColumn(column: AnyColumn | SQL): SQL {
  return sql`lower(translate(coalesce(${column}, ''), ${sql.raw(`'${FROM}'`)}, ${sql.raw(`'${TO}'`)}))`;
}

/** A LIKE pattern matching the text anywhere (its own % and _ taken literally). */
export function containsPattern(folded: string): string {
  return `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
