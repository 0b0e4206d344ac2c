// The ERP's price and stock file: CSV, `;`-separated, UTF-8 (a byte order mark is tolerated),
// a header row `sku;price;old_price;online;store_<id>;store_<id>...` (names case-insensitive).
//   sku        a variant sku (product_variants.sku), or the sku of a product with one variant
//   price      the product's price in lira, `.` or `,` as decimal mark (1249,90), required
//   old_price  the requested struck-through price; empty: none (the 30-day rule may lower it)
//   online     the variant's online stock (whole number); empty: unchanged
//   store_<id> that store's stock of the variant (stores.id); empty: unchanged
// A store column for a store that does not exist, or a header that does not start with the four
// columns, is an error of the whole file. Read with csv-parse (quotes, CRLF, BOM).
import { parse } from 'csv-parse/sync';

export const FIXED_COLUMNS = ['sku', 'price', 'old_price', 'online'] as const;
export const MAX_FEED_ROWS = 200_000;
/** Stock above this is a typing error, not a jeweller's stock. */
export const MAX_STOCK = 1_000_000;
/** Prices are int4 kuruş: at most 20 million lira. */
const MAX_PRICE_KURUS = 2_000_000_000;

export interface FeedFileError {
  code: 'staff.feed.empty_file' | 'staff.feed.file_too_large' | 'staff.feed.bad_header' | 'staff.feed.unknown_store_column' | 'staff.feed.unreadable';
  values?: Record<string, string | number>;
}

export interface FeedRow {
  /** the file's line number (1 is the header) */
  line: number;
  cells: string[];
}

export interface FeedFile {
  storeIds: number[];
  rows: FeedRow[];
}

/** Parses the file and checks its header against the known stores; a file error otherwise. */
export function readFeedFile(csv: string, knownStoreIds: ReadonlySet<number>): FeedFile | FeedFileError {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(csv, { delimiter: ';', bom: true, info: true, relax_column_count: true, skip_empty_lines: true, trim: true }) as never;
  } catch (error) {
    return { code: 'staff.feed.unreadable', values: { detail: (error as Error).message.slice(0, 200) } };
  }
  const [header, ...data] = records;
  if (!header || data.length === 0) return { code: 'staff.feed.empty_file' };
  if (data.length > MAX_FEED_ROWS) return { code: 'staff.feed.file_too_large', values: { max: MAX_FEED_ROWS } };
  const names = header.record.map((name) => name.trim().toLowerCase());
  const fixed = names.slice(0, FIXED_COLUMNS.length);
  if (fixed.join(';') !== FIXED_COLUMNS.join(';')) return { code: 'staff.feed.bad_header', values: { detail: names.slice(0, 4).join(';') } };
  const storeIds: number[] = [];
  for (const name of names.slice(FIXED_COLUMNS.length)) {
    const match = /^store_(\d{1,9})$/.exec(name);
    if (!match) return { code: 'staff.feed.bad_header', values: { detail: name || '""' } };
    const id = Number(match[1]);
    if (!knownStoreIds.has(id)) return { code: 'staff.feed.unknown_store_column', values: { column: name } };
    if (storeIds.includes(id)) return { code: 'staff.feed.bad_header', values: { detail: name } };
    storeIds.push(id);
  }
  return { storeIds, rows: data.map((r) => ({ line: r.info.lines, cells: r.record })) };
}

export function isFeedFileError(value: FeedFile | FeedFileError): value is FeedFileError {
  return 'code' in value;
}

/** `1249,90`, `1249.9`, `1249` -> kuruş; null when not a valid positive amount. */
export function parseKurus(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const kurus = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0') || 0);
  return kurus > 0 && kurus <= MAX_PRICE_KURUS ? kurus : null;
}

/** A whole stock count 0..MAX_STOCK; null when not one. */
export function parseStock(text: string): number | null {
  if (!/^\d{1,7}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n <= MAX_STOCK ? n : null;
}
