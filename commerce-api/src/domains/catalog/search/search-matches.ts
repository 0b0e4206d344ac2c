// A search's base set for the listing index: PostgreSQL still does the text matching (Turkish
// folding, inflections, typos: search-sql.ts over the narrow product_search table), but only per
// word, and each word's matches (ids with the word's score) are remembered for the index's
// catalogue version. The search condition is an AND of per-word conditions OR the exact sku, and
// its relevance a sum of per-word scores, so a query's matches and relevance follow from its
// words' lists: a product matches when every word's list has it (or by sku), and its relevance
// is the sum of its scores in the lists that have it (a word scores only where it matches).
// Shoppers' queries share their words, so most searches need no text matching at all.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { readRecords } from '../listing/listing-index/byte-records.js';
import { searchBase } from '../listing/listing-index/index-queries.js';
import type { ListingIndex } from '../listing/listing-index/listing-index.js';
import { skuMatch, wordMatch, wordScore } from './search-sql.js';
import type { SearchTerms, SearchWord } from './search-terms.js';
import { correctableWords, correctionRowsSql } from './typo-corrections.js';

/** Positions (ascending) of a word's or a sku's matches, with the word's score for each. */
interface MatchList {
  bytes: number;
  positions: Int32Array;
  scores: Uint8Array;
}

interface CorrectionList {
  bytes: number;
  words: string[];
}

export type SearchBaseResult = { ok: true; base: Int32Array } | { ok: false; version: bigint };

const VERSION = sql`(SELECT version::text AS v FROM catalog_version WHERE id = 1)`;

type Row = Record<string, unknown>;

async function rowsOf(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const correctionKey = (ascii: string) => `c\u0000${ascii}`;
const wordKey = (w: SearchWord, corrections: string[]) => `w\u0000${w.folded}\u0000${w.ascii}\u0000${w.asciiStem ?? ''}\u0000${[...corrections].sort().join(',')}`;
const skuKey = (raw: string) => `s\u0000${raw.slice(0, 100)}`;

function toMatchList(index: ListingIndex, value: unknown): MatchList {
  const [ids, scores] = readRecords(value, ['int4', 'int2'] as const).columns;
  // position * 4 + score (a word scores 0..3), sorted natively: positions ascending.
  let packed = new Int32Array(ids.length);
  let n = 0;
  for (let k = 0; k < ids.length; k++) {
    const p = index.positionOf(ids[k]);
    if (p >= 0) packed[n++] = p * 4 + scores[k];
  }
  packed = packed.subarray(0, n).sort();
  const positions = new Int32Array(n);
  const out = new Uint8Array(n);
  for (let k = 0; k < n; k++) {
    positions[k] = packed[k] >> 2;
    out[k] = packed[k] & 3;
  }
  return { bytes: positions.byteLength + out.byteLength + 64, positions, scores: out };
}

/**
 * The search's matching positions in recommended order (relevance DESC, popularity DESC, id), or
 * the newer catalogue version the database answered under (ask again with that version's index).
 */
export async function searchBaseFromIndex(db: Db, index: ListingIndex, terms: SearchTerms): Promise<SearchBaseResult> {
  const { words } = terms;
  if (!words.length) return { ok: true, base: new Int32Array(0) };
  const memo = index.searchMemo;
  const stale = (row: Row | undefined) => {
    const version = BigInt((row?.v as string | undefined) ?? '0');
    return version !== index.version ? version : null;
  };

  // Typo corrections of the words that need them.
  const uncorrected = correctableWords(terms).filter((w) => !memo.get(correctionKey(w)));
  if (uncorrected.length) {
    const rows = await rowsOf(db, sql`SELECT cv.v, c.w, c.word FROM ${VERSION} cv LEFT JOIN (${correctionRowsSql(uncorrected)}) c ON true`);
    const newer = stale(rows[0]);
    if (newer !== null) return { ok: false, version: newer };
    for (const w of uncorrected) {
      const found = rows.filter((r) => r.w === w).map((r) => String(r.word));
      const entry: CorrectionList = { bytes: 64 + found.join('').length * 2, words: found };
      memo.set(correctionKey(w), entry);
    }
  }
  const correctionsOf = (w: SearchWord) => (memo.get(correctionKey(w.ascii)) as CorrectionList | undefined)?.words ?? [];

  // Each distinct word's matches, and the sku's, in one statement for those not remembered.
  const keys = words.map((w) => wordKey(w, correctionsOf(w)));
  const lists = new Map<string, MatchList>();
  const missing: { key: string; query: SQL }[] = [];
  const wanted = [...keys.map((key, i) => ({ key, word: words[i] as SearchWord | null })), { key: skuKey(terms.raw), word: null }];
  for (const { key, word } of wanted) {
    if (lists.has(key) || missing.some((m) => m.key === key)) continue;
    const known = memo.get(key) as MatchList | undefined;
    if (known) {
      lists.set(key, known);
      continue;
    }
    const score = word ? sql`(${wordScore(word)})::int2` : sql`0::int2`;
    const match = word ? wordMatch(word, correctionsOf(word)) : skuMatch(terms.raw);
    missing.push({ key, query: sql`SELECT ${missing.length} AS k, string_agg(int4send(p.id) || int2send(${score}), ''::bytea) AS b FROM product_search p WHERE p.published AND ${match}` });
  }
  if (missing.length) {
    const rows = await rowsOf(db, sql`SELECT cv.v, m.k, m.b FROM ${VERSION} cv LEFT JOIN (${sql.join(missing.map((m) => m.query), sql` UNION ALL `)}) m ON true`);
    const newer = stale(rows[0]);
    if (newer !== null) return { ok: false, version: newer };
    for (const row of rows) {
      if (row.k === null || row.k === undefined) continue;
      const { key } = missing[Number(row.k)];
      const list = toMatchList(index, row.b);
      memo.set(key, list);
      lists.set(key, list);
    }
  }

  // Every word must match (a repeated word counts each time, as in the SQL); the sku alone also.
  const hits = new Uint8Array(index.size);
  const relevance = new Int32Array(index.size);
  for (const key of keys) {
    const { positions, scores } = lists.get(key)!;
    for (let k = 0; k < positions.length; k++) {
      hits[positions[k]]++;
      relevance[positions[k]] += scores[k];
    }
  }
  const first = lists.get(keys[0])!.positions;
  const sku = lists.get(skuKey(terms.raw))!.positions;
  const chosen = new Uint8Array(index.size);
  const positions: number[] = [];
  for (const candidates of [first, sku]) {
    for (const p of candidates) {
      if (chosen[p] || (candidates === first && hits[p] !== keys.length)) continue;
      chosen[p] = 1;
      positions.push(p);
    }
  }
  const matched = Int32Array.from(positions);
  return { ok: true, base: searchBase(index, matched, Int32Array.from(matched, (p) => relevance[p])) };
}
