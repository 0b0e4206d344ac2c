// contentsBySchema and the blocks of a landing page: only blocks inside their validity window
// (validFrom inclusive, validTo exclusive) at request time, in sortOrder.
import { and, asc, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { ContentBlock, Language } from 'shared-contracts/server';
import type { Db } from '../../db/client.js';
import { contentBlocks } from '../../db/schema.js';

type BlockRow = typeof contentBlocks.$inferSelect;

export function toContentBlock(row: BlockRow): ContentBlock {
  return {
    id: row.id,
    type: row.type,
    sortOrder: row.sortOrder,
    validFrom: row.validFrom ? row.validFrom.toISOString() : null,
    validTo: row.validTo ? row.validTo.toISOString() : null,
    data: row.data,
  };
}

function activeAt(now: Date): SQL {
  return and(
    or(isNull(contentBlocks.validFrom), lte(contentBlocks.validFrom, now)),
    or(isNull(contentBlocks.validTo), gt(contentBlocks.validTo, now)),
  ) as SQL;
}

export async function blocksBySchema(db: Db, schema: string, language: Language, now: Date): Promise<ContentBlock[]> {
  const name = schema.trim();
  if (!name || name.length > 100) return [];
  const rows = await db
    .select()
    .from(contentBlocks)
    .where(and(eq(contentBlocks.schema, name), eq(contentBlocks.language, language), activeAt(now)))
    .orderBy(asc(contentBlocks.sortOrder), asc(contentBlocks.id));
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
