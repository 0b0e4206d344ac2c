// The XML sitemap for crawlers (sitemaps.org 0.9 with xhtml:link hreflang alternates): every
// public, indexable address of the shop, in Turkish (/x) and English (/en/x).
//
// Addresses, in this order (a stable order, so that page n always covers the same stretch):
//   1. the route table's indexable pages without parameters: home and the size finders (login,
//      registration, recovery, cart, checkout, account, wishlist and search are left out);
//   2. published content pages, /sayfa/<slug> (the store locator is /sayfa/magazalarimiz), in
//      each language the page is published in;
//   3. published categories without the noIndex flag, /<seName> (the seName urlRecord resolves);
//   4. published products, /<seName>.
// Every address is listed with its language twins as alternates (x-default = Turkish). No table
// of these has an "updated" timestamp, so no <lastmod> is written.
//
// Cost: one statement counts every section; a page then reads only the stretch of each table it
// covers (LIMIT/OFFSET in SQL, at most one statement per table; products skip to the page's
// first id on an index), and the XML is one string. On 100,000 products (~200,000 addresses, 5
// files of ~23 MB, ~0.8 MB gzipped) a full page takes a few hundred ms on PostgreSQL and PGlite.
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { buildPath, localizePath, ROUTES, type Language, type RouteId } from 'shared-contracts/server';
import type { Db } from '../../db/client.js';
import { categories, contentPages, products } from '../../db/schema.js';
import { PUBLISHED } from '../content/landing-page.js';

/** The protocol's limit of <url>s per sitemap file (and of addresses in a single urlset). */
export const SITEMAP_MAX_URLS = 50_000;
export const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:3000';

/** Indexable pages of the route table that take no parameter. */
export const SITEMAP_STATIC_ROUTES = ['home', 'ringSize', 'necklaceSize', 'braceletSize'] as const satisfies readonly RouteId[];

const LANGS: readonly Language[] = ['tr', 'en'];
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const XML_DECL = '<?xml version="1.0" encoding="UTF-8"?>\n';

export interface SitemapOptions {
  /** The shop's public origin (PUBLIC_URL); anything after the origin is ignored. */
  publicUrl?: string;
  /** Addresses per sitemap file (default and maximum 50,000); smaller in tests. */
  pageSize?: number;
}

export type SitemapPage = { status: 200; xml: string } | { status: 404 };

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

/** The origin of PUBLIC_URL (scheme, host, port), or the local default when it is not a URL. */
export function publicOrigin(publicUrl: string | undefined): string {
  if (publicUrl) {
    try {
      const url = new URL(publicUrl);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // fall through
    }
  }
  return DEFAULT_PUBLIC_ORIGIN;
}

export function sitemapPageSize(requested: number | undefined): number {
  if (requested === undefined || !Number.isFinite(requested)) return SITEMAP_MAX_URLS;
  return Math.min(SITEMAP_MAX_URLS, Math.max(1, Math.floor(requested)));
}

// ------------------------------------------------------------------ addresses

/** One logical page in its languages: a path (without /en) per language it exists in. */
interface Twins {
  tr?: string;
  en?: string;
}

/** Collects <url> elements; each carries the alternates of its page's twins. */
class UrlWriter {
  readonly parts: string[] = [];
  constructor(private readonly origin: string) {}

  /** Appends the twins' <url>s with index in [from, to) (0 = Turkish, 1 = English, of those present). */
  add(twins: Twins, from = 0, to = 2): void {
    const locs: string[] = [];
    let links = '';
    for (const language of LANGS) {
      const path = twins[language];
      if (path === undefined) continue;
      const href = escapeXml(this.origin + localizePath(path, language));
      locs.push(href);
      links += `<xhtml:link rel="alternate" hreflang="${language}" href="${href}"/>`;
    }
    if (twins.tr !== undefined) links += `<xhtml:link rel="alternate" hreflang="x-default" href="${locs[0]}"/>`;
    for (let i = from; i < Math.min(to, locs.length); i++) this.parts.push(`<url><loc>${locs[i]}</loc>${links}</url>\n`);
  }
}

interface Counts {
  /** Published content page rows (one address each). */
  contentPages: number;
  /** Published, indexable categories (two addresses each). */
  categories: number;
  /** Published products (two addresses each). */
  products: number;
}

/** One statement for the sizes of every section. */
async function countSections(db: Db): Promise<Counts> {
  const [row] = await db
    .select({
      products: sql<number>`count(*)::int`,
      categories: sql<number>`(select count(*)::int from ${categories} where ${categories.published} and not ${categories.noIndex})`,
      contentPages: sql<number>`(select count(*)::int from ${contentPages} where ${contentPages.status} = ${PUBLISHED} and ${contentPages.language} in ('tr', 'en'))`,
    })
    .from(products)
    .where(eq(products.published, true));
  return { products: Number(row?.products ?? 0), categories: Number(row?.categories ?? 0), contentPages: Number(row?.contentPages ?? 0) };
}

/**
 * A stretch of the address list: `count` addresses; `read(offset, limit)` fetches those in
 * [offset, offset + limit) (offsets within the section) for the writer.
 */
interface Section {
  count: number;
  /** Reads what it needs and returns a function that writes it (so reads can run at once). */
  read(offset: number, limit: number): Promise<(out: UrlWriter) => void>;
}

/** Sections whose items each have both languages: item i holds addresses 2i (tr) and 2i+1 (en). */
function pairedSection(items: number, load: (itemOffset: number, itemLimit: number) => Promise<string[]>): Section {
  return {
    count: items * 2,
    async read(offset, limit) {
      const first = Math.floor(offset / 2);
      const end = Math.ceil((offset + limit) / 2);
      const paths = await load(first, end - first);
      return (out) => {
        paths.forEach((path, k) => {
          const base = (first + k) * 2;
          out.add({ tr: path, en: path }, Math.max(0, offset - base), offset + limit - base);
        });
      };
    },
  };
}

const seNamePath = (seName: string) => buildPath(ROUTES.category.path, { seName });

function sections(db: Db, counts: Counts): Section[] {
  const staticPaths = SITEMAP_STATIC_ROUTES.map((id) => ROUTES[id].path as string);
  return [
    pairedSection(staticPaths.length, async (first, n) => staticPaths.slice(first, first + n)),
    {
      count: counts.contentPages,
      async read(offset, limit) {
        // One row per (slug, language), Turkish first; each row knows its slug's other language.
        const rows = await db
          .select({
            slug: contentPages.slug,
            language: contentPages.language,
            hasTr: sql<boolean>`bool_or(${contentPages.language} = 'tr') over (partition by ${contentPages.slug})`,
            hasEn: sql<boolean>`bool_or(${contentPages.language} = 'en') over (partition by ${contentPages.slug})`,
          })
          .from(contentPages)
          .where(and(eq(contentPages.status, PUBLISHED), inArray(contentPages.language, ['tr', 'en'])))
          .orderBy(asc(contentPages.slug), sql`${contentPages.language} = 'en'`)
          .limit(limit)
          .offset(offset);
        return (out) => {
          for (const row of rows) {
            const path = buildPath(ROUTES.contentPage.path, { slug: row.slug });
            const twins: Twins = { tr: row.hasTr ? path : undefined, en: row.hasEn ? path : undefined };
            // The row's own address is the first of its twins (Turkish) or the English one.
            const index = row.language === 'tr' || !twins.tr ? 0 : 1;
            out.add(twins, index, index + 1);
          }
        };
      },
    },
    pairedSection(counts.categories, async (first, n) =>
      (
        await db
          .select({ seName: categories.seName })
          .from(categories)
          .where(and(eq(categories.published, true), eq(categories.noIndex, false)))
          .orderBy(asc(categories.id))
          .limit(n)
          .offset(first)
      ).map((row) => seNamePath(row.seName)),
    ),
    pairedSection(counts.products, async (first, n) => {
      // The page's first product is found on the published products' id index alone
      // (products_listing_cover_idx, an index-only scan), so a deep page does not fetch the rows
      // before it; the page itself is then a range of ids.
      const firstId = db.select({ id: products.id }).from(products).where(eq(products.published, true)).orderBy(asc(products.id)).limit(1).offset(first);
      const rows = await db
        .select({ seName: products.seName })
        .from(products)
        .where(and(eq(products.published, true), gte(products.id, sql`(${firstId})`)))
        .orderBy(asc(products.id))
        .limit(n);
      return rows.map((row) => seNamePath(row.seName));
    }),
  ];
}

/** The <urlset> of addresses [start, start + limit). */
async function urlset(origin: string, all: Section[], start: number, limit: number): Promise<string> {
  const writes: Promise<(out: UrlWriter) => void>[] = [];
  let sectionStart = 0;
  for (const section of all) {
    const from = Math.max(start, sectionStart);
    const to = Math.min(start + limit, sectionStart + section.count);
    if (from < to) writes.push(section.read(from - sectionStart, to - from));
    sectionStart += section.count;
  }
  const out = new UrlWriter(origin);
  for (const write of await Promise.all(writes)) write(out);
  // Rows added between the count and the reads could push a page past its size.
  const urls = out.parts.length > limit ? out.parts.slice(0, limit) : out.parts;
  return `${XML_DECL}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${urls.join('')}</urlset>\n`;
}

function sitemapIndex(origin: string, pages: number): string {
  const parts: string[] = [];
  for (let n = 1; n <= pages; n++) parts.push(`<sitemap><loc>${escapeXml(`${origin}/sitemap-${n}.xml`)}</loc></sitemap>\n`);
  return `${XML_DECL}<sitemapindex xmlns="${SITEMAP_NS}">\n${parts.join('')}</sitemapindex>\n`;
}

async function layout(db: Db, opts: SitemapOptions) {
  const pageSize = sitemapPageSize(opts.pageSize);
  const all = sections(db, await countSections(db));
  const total = all.reduce((sum, s) => sum + s.count, 0);
  return { origin: publicOrigin(opts.publicUrl), pageSize, all, total, pages: Math.max(1, Math.ceil(total / pageSize)) };
}

/** GET /sitemap.xml: every address as one <urlset>, or a <sitemapindex> of the pages past the size. */
export async function sitemapRoot(db: Db, opts: SitemapOptions = {}): Promise<string> {
  const { origin, pageSize, all, total, pages } = await layout(db, opts);
  if (total <= pageSize) return urlset(origin, all, 0, pageSize);
  return sitemapIndex(origin, pages);
}

/** A page number as written in /sitemap-<n>.xml: a positive integer without leading zeros, else null. */
export function parseSitemapPage(raw: string): number | null {
  if (!/^[1-9][0-9]{0,8}$/.test(raw)) return null;
  return Number(raw);
}

/** GET /sitemap-<n>.xml: addresses (n - 1) * size .. n * size - 1; 404 when n is not a page. */
export async function sitemapPage(db: Db, rawPage: string, opts: SitemapOptions = {}): Promise<SitemapPage> {
  const page = parseSitemapPage(rawPage);
  if (page === null) return { status: 404 };
  const { origin, pageSize, all, pages } = await layout(db, opts);
  if (page > pages) return { status: 404 };
  return { status: 200, xml: await urlset(origin, all, (page - 1) * pageSize, pageSize) };
}
