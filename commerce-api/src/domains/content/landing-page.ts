// landingPage(slug, language): a content page in the given language, only when Published.
import { and, eq } from 'drizzle-orm';
import type { Language, LandingPage } from 'shared-contracts/server';
import type { Db } from '../../db/client.js';
import { contentPages } from '../../db/schema.js';
import { blocksOfPage } from './content-blocks.js';

export const PUBLISHED = 'Published';

export async function landingPage(db: Db, rawSlug: string, language: Language, now: Date): Promise<LandingPage | null> {
  const slug = rawSlug.trim().replace(/^\/+|\/+$/g, '').toLowerCase();
  if (!slug || slug.length > 200) return null;
  const [page] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.slug, slug), eq(contentPages.language, language), eq(contentPages.status, PUBLISHED)))
    .limit(1);
  if (!page) return null;
  return {
    slug: page.slug,
    status: page.status,
    title: page.title,
    metaTitle: page.metaTitle,
    metaDescription: page.metaDescription,
    items: await blocksOfPage(db, page.id, now),
  };
}
