// contentsBySchema and the blocks of a landing page: only blocks inside their validity window
// (validFrom inclusive, validTo exclusive) at request time, in sortOrder. Blocks are written per
// language; a schema with no blocks in the asked language shows its Turkish ones.
// The `html` of html and SEO blocks (also inside a container's children) is shown as HTML on
// the home page, content pages (/sayfa/*) and in the size guide: it leaves cleaned (safe-html.ts).
import { and, asc, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type ContentBlock, type Language } from 'shared-contracts/server';
import type { Db } from '../../db/client.js';
import { contentBlocks } from '../../db/schema.js';
import { safeHtml } from '../../security/safe-html.js';

type BlockRow = typeof contentBlocks.$inferSelect;

/** Block types whose data.html the storefront renders as HTML. */
const HTML_BLOCK_TYPES = new Set(['html', 'seo']);

/** A block's data with every html text cleaned; anything else (and malformed data) as stored. */
export function cleanBlockData(type: string, data: unknown): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const record = data as Record<string, unknown>;
  if (HTML_BLOCK_TYPES.has(type) && typeof record.html === 'string') return { ...record, html: safeHtml(record.html) };
  if (type === 'container' && Array.isArray(record.children)) {
    return {
      ...record,
      children: record.children.map((child: unknown) =>
        typeof child === 'object' && child !== null && typeof (child as { type?: unknown }).type === 'string'
          ? { ...child, data: cleanBlockData((child as { type: string }).type, (child as { data?: unknown }).data) }
          : child,
      ),
    };
  }
  return data;
}

export function toContentBlock(row: BlockRow): ContentBlock {
  return {
    id: row.id,
    type: row.type,
    sortOrder: row.sortOrder,
    validFrom: row.validFrom ? row.validFrom.toISOString() : null,
    validTo: row.validTo ? row.validTo.toISOString() : null,
    data: cleanBlockData(row.type, row.data),
  };
}

function activeAt(now: Date): SQL {
  return and(
    or(isNull(contentBlocks.validFrom), lte(contentBlocks.validFrom, now)),
    or(isNull(contentBlocks.validTo), gt(contentBlocks.validTo, now)),
  ) as SQL;
}

async function schemaBlocks(db: Db, schema: string, language: Language, now: Date): Promise<BlockRow[]> {
  return db
    .select()
    .from(contentBlocks)
    .where(and(eq(contentBlocks.schema, schema), eq(contentBlocks.language, language), activeAt(now)))
    .orderBy(asc(contentBlocks.sortOrder), asc(contentBlocks.id));
}

/** Whether the schema has blocks written in this language at all (in or out of their window). */
async function hasLanguage(db: Db, schema: string, language: Language): Promise<boolean> {
  const [row] = await db
    .select({ id: contentBlocks.id })
    .from(contentBlocks)
    .where(and(eq(contentBlocks.schema, schema), eq(contentBlocks.language, language)))
    .limit(1);
  return row !== undefined;
}

export async function blocksBySchema(db: Db, schema: string, language: Language, now: Date): Promise<ContentBlock[]> {
  const name = schema.trim();
  if (!name || name.length > 100) return [];
  let rows = await schemaBlocks(db, name, language, now);
  // An untranslated schema (no blocks in this language) falls back to Turkish; a translated one
  // whose blocks are all outside their window stays empty.
  if (rows.length === 0 && language !== DEFAULT_LANGUAGE && !(await hasLanguage(db, name, language))) rows = await schemaBlocks(db, name, DEFAULT_LANGUAGE, now);
  return rows.map(toContentBlock);
}

export async function blocksOfPage(db: Db, pageId: number, now: Date): Promise<ContentBlock[]> {
  const rows = await db
    .select()
    .from(contentBlocks)
    .where(and(eq(contentBlocks.pageId, pageId), activeAt(now)))
    .orderBy(asc(contentBlocks.sortOrder), asc(contentBlocks.id));
  return rows.map(toContentBlock);
}
