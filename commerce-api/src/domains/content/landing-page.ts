// landingPage(slug, language): a content page in the given language, only when Published; a page
// not (yet) written in that language shows its Turkish version.
import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language, type LandingPage } from 'shared-contracts/server';
import type { Db } from '../../db/client.js';
import { contentPages } from '../../db/schema.js';
import { blocksOfPage } from './content-blocks.js';

export const PUBLISHED = 'Published';

export async function landingPage(db: Db, rawSlug: string, language: Language, now: Date): Promise<LandingPage | null> {
  const slug = rawSlug.trim().replace(/^\/+|\/+$/g, '').toLowerCase();
  if (!slug || slug.length > 200) return null;
  const pages = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.slug, slug), inArray(contentPages.language, [language, DEFAULT_LANGUAGE]), eq(contentPages.status, PUBLISHED)));
  const page = pages.find((p) => p.language === language) ?? pages.find((p) => p.language === DEFAULT_LANGUAGE);
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
