// A search's base set for the listing index. PostgreSQL still does the text matching (Turkish
// folding and stemming, substrings, typo corrections: search-sql.ts over the narrow
// product_search table), but one predicate at a time: a word matches through any of its
// predicates (full text, substring, stem, corrections) and scores by two of them, and each
// predicate's products are asked once per catalogue version and remembered with the index.
// Queries share words, typos share their corrections' predicates, so most searches need no text
// matching at all. Combined exactly as searchCondition and searchScore do: a product matches
// when it matches every word (or has the sku), and its relevance is the sum over the words of the
// points of the scoring predicates it passes.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { sqlRows } from '../../../db/sql-rows.js';
import { readRecords } from '../listing/listing-index/byte-records.js';
import { searchBase } from '../listing/listing-index/index-queries.js';
import { ScratchSlot, type ListingIndex } from '../listing/listing-index/listing-index.js';
import { predicateSql, skuMatch, wordAlternatives, wordScoreParts, type SearchPredicate } from './search-sql.js';
import type { SearchTerms } from './search-terms.js';
import { correctableWords, correctionRowsSql, correctionsFromRows } from './typo-corrections.js';

/** Memo entries (bytes: their weight in the memo). */
interface PositionList {
  bytes: number;
  /** Ascending positions of the published products that pass the predicate (or have the sku). */
  positions: Int32Array;
}

interface CorrectionList {
  bytes: number;
  words: string[];
}

interface BaseEntry {
  bytes: number;
  base: Int32Array;
}

export type SearchBaseResult = { ok: true; base: Int32Array } | { ok: false; version: bigint };

const VERSION = sql`(SELECT version::text AS v FROM catalog_version WHERE id = 1)`;

type Row = Record<string, unknown>;

const correctionKey = (ascii: string) => `c\u0000${ascii}`;
const predicateKey = (p: SearchPredicate) => `${p.kind}\u0000${p.text}`;
const skuKey = (raw: string) => `sku\u0000${raw.slice(0, 100)}`;

function positionList(index: ListingIndex, value: unknown): PositionList {
  const [ids] = readRecords(value, ['int4'] as const).columns;
  let positions = new Int32Array(ids.length);
  let n = 0;
  for (const id of ids) {
    const p = index.positionOf(id);
    if (p >= 0) positions[n++] = p;
  }
  positions = positions.slice(0, n).sort();
  return { bytes: positions.byteLength + 64, positions };
}

/**
 * The search's matching positions in recommended order (relevance DESC, popularity DESC, id), or
 * the newer catalogue version the database answered under (ask again with that version's index).
 */
export async function searchBaseFromIndex(db: Db, index: ListingIndex, terms: SearchTerms): Promise<SearchBaseResult> {
  const { words } = terms;
  if (!words.length) return { ok: true, base: new Int32Array(0) };
  const memo = index.searchMemo;
  const newer = (row: Row | undefined) => {
    const version = BigInt((row?.v as string | undefined) ?? '0');
    return version !== index.version ? version : null;
  };

  // Typo corrections of the words that need them.
  const uncorrected = correctableWords(terms).filter((w) => !memo.get(correctionKey(w)));
  if (uncorrected.length) {
    const rows = await sqlRows<Row>(db, sql`SELECT cv.v, c.w, c.word FROM ${VERSION} cv LEFT JOIN (${correctionRowsSql(uncorrected)}) c ON true`);
    const version = newer(rows[0]);
    if (version !== null) return { ok: false, version };
    const corrections = correctionsFromRows(uncorrected, rows);
    for (const w of uncorrected) {
      const found = corrections.get(w) ?? [];
      const entry: CorrectionList = { bytes: 64 + found.join('').length * 2, words: found };
      memo.set(correctionKey(w), entry);
    }
  }
  const plan = words.map((word) => {
    const corrections = (memo.get(correctionKey(word.ascii)) as CorrectionList | undefined)?.words ?? [];
    return { alternatives: wordAlternatives(word, corrections), scoring: wordScoreParts(word) };
  });
  const baseKey = `q\u0000${JSON.stringify([plan.map((w) => w.alternatives), terms.raw.slice(0, 100)])}`;
  const known = memo.get(baseKey) as BaseEntry | undefined;
  if (known) return { ok: true, base: known.base };

  // Each predicate's (and the sku's) products, in one statement for those not remembered.
  const lists = new Map<string, Int32Array>();
  const missing: { key: string; condition: SQL }[] = [];
  const want = (key: string, condition: () => SQL) => {
    if (lists.has(key) || missing.some((m) => m.key === key)) return;
    const entry = memo.get(key) as PositionList | undefined;
    if (entry) lists.set(key, entry.positions);
    else missing.push({ key, condition: condition() });
  };
  for (const { alternatives } of plan) for (const predicate of alternatives) want(predicateKey(predicate), () => predicateSql(predicate));
  want(skuKey(terms.raw), () => skuMatch(terms.raw));
  if (missing.length) {
    const parts = missing.map(({ condition }, k) => sql`SELECT ${sql.raw(String(k))} AS k, string_agg(int4send(p.id), ''::bytea) AS b FROM product_search p WHERE p.published AND ${condition}`);
    const rows = await sqlRows<Row>(db, sql`SELECT cv.v, m.k, m.b FROM ${VERSION} cv LEFT JOIN (${sql.join(parts, sql` UNION ALL `)}) m ON true`);
    const version = newer(rows[0]);
    if (version !== null) return { ok: false, version };
    for (const row of rows) {
      if (row.k === null || row.k === undefined) continue;
      const { key } = missing[Number(row.k)];
      const list = positionList(index, row.b);
      memo.set(key, list);
      lists.set(key, list.positions);
    }
  }

  // hits[p]: words matched (a repeated word counts each time, as its repeated condition does);
  // relevance[p]: points of the scoring predicates passed (whether or not all words match, as in
  // the SQL, which scores sku matches too).
  const size = index.size;
  // Scratch arrays: nothing below awaits.
  const hits = index.scratch(ScratchSlot.SearchHits);
  const stamp = index.scratch(ScratchSlot.SearchStamp);
  const relevance = index.scratch(ScratchSlot.SearchRelevance);
  plan.forEach(({ alternatives, scoring }, w) => {
    for (const predicate of alternatives) {
      for (const p of lists.get(predicateKey(predicate))!) {
        if (stamp[p] === w + 1) continue;
        stamp[p] = w + 1;
        hits[p]++;
      }
    }
    for (const { predicate, points } of scoring) for (const p of lists.get(predicateKey(predicate))!) relevance[p] += points;
  });
  const chosen = index.scratch(ScratchSlot.SearchChosen);
  for (let p = 0; p < size; p++) if (hits[p] === plan.length) chosen[p] = 1;
  for (const p of lists.get(skuKey(terms.raw))!) chosen[p] = 1;
  const base = searchBase(index, chosen, relevance);
  const entry: BaseEntry = { bytes: base.byteLength + 64, base };
  memo.set(baseKey, entry);
  return { ok: true, base };
}
