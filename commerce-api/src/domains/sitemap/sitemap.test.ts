// The sitemap through the server: GET /sitemap.xml as a <urlset> (both languages, hreflang
// alternates, the route table's indexable pages, content pages, categories, products), what it
// leaves out (unpublished, noIndex, drafts, private pages), the <sitemapindex> form past the page
// size (a small size injected through the configuration) with its pages, and the 404s.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../context.js';
import { categories, contentPages, products } from '../../db/schema.js';
import type { Db } from '../../db/client.js';
import { buildApp } from '../../server/app.js';
import { createTestApi, type TestApi } from '../../testing/test-api.js';
import { escapeXml, parseSitemapPage, publicOrigin, SITEMAP_MAX_URLS, sitemapPageSize } from './sitemap.js';

const ORIGIN = 'http://localhost:3000';

let api: TestApi;
/** Apps on the same database with other settings (page size, PUBLIC_URL). */
const others: FastifyInstance[] = [];

async function seed(db: Db): Promise<void> {
  const cat = async (values: typeof categories.$inferInsert) => (await db.insert(categories).values(values).returning({ id: categories.id }))[0]!.id;
  const rings = await cat({ name: 'Yüzük', nameEn: 'Rings', seName: 'yuzuk' });
  await cat({ name: 'Kampanya', nameEn: 'Campaign', seName: 'kampanya-noindex', noIndex: true });
  await cat({ name: 'Gizli', nameEn: 'Hidden', seName: 'gizli-kategori', published: false });
  const product = (i: number, seName: string, published = true) => ({
    sku: `SKU-${i}`,
    name: `Ürün ${i}`,
    nameEn: `Product ${i}`,
    seName,
    priceKurus: 100_000 + i,
    primaryCategoryId: rings,
    published,
  });
  await db.insert(products).values([
    product(1, 'altin-yuzuk-sku-1'),
    product(2, 'taslak-urun-sku-2', false),
    product(3, "o'neil-kolye-sku-3"),
    product(4, 'gumus-yuzuk-sku-4'),
  ]);
  await db.insert(contentPages).values([
    { slug: 'magazalarimiz', language: 'tr', title: 'Mağazalarımız' },
    { slug: 'magazalarimiz', language: 'en', title: 'Our Stores' },
    { slug: 'kampanyalar', language: 'tr', status: 'Draft', title: 'Kampanyalar' },
    { slug: 'kampanyalar', language: 'en', status: 'Draft', title: 'Campaigns' },
    { slug: 'english-only', language: 'en', title: 'English only' },
    { slug: 'sss', language: 'tr', title: 'SSS' },
    { slug: 'sss', language: 'en', status: 'Draft', title: 'FAQ' },
  ]);
}

before(async () => {
  api = await createTestApi({ seed });
});
after(async () => {
  for (const app of others) await app.close();
  await api.close();
});

/** Another app over the test database with some settings changed. */
async function appWith(config: Partial<AppConfig>): Promise<FastifyInstance> {
  const app = buildApp({ database: { db: api.db, kind: 'pglite', close: async () => {} }, config: { ...api.config, ...config } });
  others.push(app);
  await app.ready();
  return app;
}

async function get(url: string, app: FastifyInstance = api.app, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, headers: res.headers, body: res.body };
}

interface UrlEntry {
  loc: string;
  /** hreflang -> href */
  alternates: Record<string, string>;
  xml: string;
}

function urls(xml: string): UrlEntry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
    xml: m[0],
    loc: /<loc>([^<]*)<\/loc>/.exec(m[1]!)![1]!,
    alternates: Object.fromEntries([...m[1]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]*)"\/>/g)].map((a) => [a[1]!, a[2]!])),
  }));
}

const sitemapLocs = (xml: string) => [...xml.matchAll(/<sitemap><loc>([^<]*)<\/loc><\/sitemap>/g)].map((m) => m[1]!);

describe('GET /sitemap.xml', () => {
  test('a <urlset> of every address in Turkish and English, with hreflang alternates', async () => {
    const res = await get('/sitemap.xml');
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-type'], 'application/xml; charset=utf-8');
    assert.equal(res.headers['cache-control'], 'public, max-age=3600');
    assert.match(res.body, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/);
    assert.match(res.body, /<\/urlset>\n$/);
    const list = urls(res.body);
    const byLoc = new Map(list.map((u) => [u.loc, u]));
    assert.equal(byLoc.size, list.length, 'no address twice');

    const pair = (tr: string, en: string) => {
      for (const loc of [tr, en]) {
        const entry = byLoc.get(loc);
        assert.ok(entry, `${loc} listed`);
        assert.deepEqual(entry.alternates, { tr, en, 'x-default': tr }, `${loc} alternates`);
      }
    };
    pair(`${ORIGIN}/`, `${ORIGIN}/en`);
    pair(`${ORIGIN}/find/ring-size`, `${ORIGIN}/en/find/ring-size`);
    pair(`${ORIGIN}/find/necklace-size`, `${ORIGIN}/en/find/necklace-size`);
    pair(`${ORIGIN}/find/bracklet-size`, `${ORIGIN}/en/find/bracklet-size`);
    pair(`${ORIGIN}/sayfa/magazalarimiz`, `${ORIGIN}/en/sayfa/magazalarimiz`);
    pair(`${ORIGIN}/yuzuk`, `${ORIGIN}/en/yuzuk`);
    pair(`${ORIGIN}/altin-yuzuk-sku-1`, `${ORIGIN}/en/altin-yuzuk-sku-1`);
    pair(`${ORIGIN}/gumus-yuzuk-sku-4`, `${ORIGIN}/en/gumus-yuzuk-sku-4`);
    // XML-escaped (an apostrophe stays in a path segment).
    pair(`${ORIGIN}/o&apos;neil-kolye-sku-3`, `${ORIGIN}/en/o&apos;neil-kolye-sku-3`);
    assert.ok(res.body.includes(`<loc>${ORIGIN}/o&apos;neil-kolye-sku-3</loc>`));

    // A content page published in one language only: that address alone, x-default only with Turkish.
    assert.deepEqual(byLoc.get(`${ORIGIN}/en/sayfa/english-only`)?.alternates, { en: `${ORIGIN}/en/sayfa/english-only` });
    assert.equal(byLoc.has(`${ORIGIN}/sayfa/english-only`), false);
    assert.deepEqual(byLoc.get(`${ORIGIN}/sayfa/sss`)?.alternates, { tr: `${ORIGIN}/sayfa/sss`, 'x-default': `${ORIGIN}/sayfa/sss` });
    assert.equal(byLoc.has(`${ORIGIN}/en/sayfa/sss`), false);

    // 4 static pages, 1 category and 3 products in two languages; 4 content page addresses.
    assert.equal(list.length, 4 * 2 + 2 + 3 * 2 + 4);
    for (const u of list) assert.ok(u.loc.startsWith(`${ORIGIN}/`), u.loc);
    assert.ok(!res.body.includes('<lastmod>'), 'no table has an update time');
  });

  test('listed categories and products are what urlRecord resolves', async () => {
    for (const seName of ['yuzuk', 'altin-yuzuk-sku-1', "o'neil-kolye-sku-3"]) {
      const res = await api.gql('query($s: String!) { urlRecord(seName: $s) { entityName seName } }', { s: seName });
      assert.equal(res.body.data.urlRecord?.seName, seName);
    }
  });

  test('unpublished and noIndex items, drafts and private pages are left out', async () => {
    const { body } = await get('/sitemap.xml');
    const locs = urls(body).map((u) => u.loc);
    for (const absent of ['taslak-urun-sku-2', 'gizli-kategori', 'kampanya-noindex', 'kampanyalar', '/login', '/register', '/passwordrecovery', '/cart', '/checkout', '/account', '/wishlist', '/arama']) {
      assert.ok(!locs.some((loc) => loc.includes(absent)), `${absent} is not listed`);
    }
  });

  test('gzipped for clients that accept it', async () => {
    const plain = await get('/sitemap.xml');
    const res = await api.inject({ method: 'GET', url: '/sitemap.xml', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-encoding'], 'gzip');
    assert.equal(res.headers['content-type'], 'application/xml; charset=utf-8');
    assert.equal(gunzipSync(res.rawPayload).toString('utf8'), plain.body);
  });

  test('absolute addresses on the PUBLIC_URL origin', async () => {
    const app = await appWith({ publicUrl: 'https://www.example.com.tr/ignored/path' });
    const list = urls((await get('/sitemap.xml', app)).body);
    assert.ok(list.length > 0);
    for (const u of list) {
      assert.ok(u.loc.startsWith('https://www.example.com.tr/'), u.loc);
      for (const href of Object.values(u.alternates)) assert.ok(href.startsWith('https://www.example.com.tr/'), href);
    }
    assert.ok(list.some((u) => u.loc === 'https://www.example.com.tr/en/yuzuk'));
  });
});

describe('past the page size: a <sitemapindex> and /sitemap-<n>.xml', () => {
  test('the index names every page; the pages hold each address once, in the urlset order', async () => {
    const all = urls((await get('/sitemap.xml')).body);
    const size = 3; // an odd size: pages start in the middle of a Turkish/English pair too
    const app = await appWith({ sitemapPageSize: size });
    const root = await get('/sitemap.xml', app);
    assert.equal(root.status, 200);
    assert.equal(root.headers['content-type'], 'application/xml; charset=utf-8');
    assert.equal(root.headers['cache-control'], 'public, max-age=3600');
    assert.match(root.body, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    assert.ok(!root.body.includes('<url>'));
    const pageCount = Math.ceil(all.length / size);
    assert.deepEqual(sitemapLocs(root.body), Array.from({ length: pageCount }, (_, i) => `${ORIGIN}/sitemap-${i + 1}.xml`));

    const paged: UrlEntry[] = [];
    for (let n = 1; n <= pageCount; n++) {
      const page = await get(`/sitemap-${n}.xml`, app);
      assert.equal(page.status, 200, `page ${n}`);
      assert.equal(page.headers['content-type'], 'application/xml; charset=utf-8');
      assert.match(page.body, /<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/);
      const list = urls(page.body);
      assert.ok(list.length >= 1 && list.length <= size, `page ${n} has ${list.length}`);
      paged.push(...list);
    }
    assert.deepEqual(paged.map((u) => u.xml), all.map((u) => u.xml));
  });

  test('exactly the page size is still one urlset; one more makes an index', async () => {
    const total = urls((await get('/sitemap.xml')).body).length;
    const exact = await get('/sitemap.xml', await appWith({ sitemapPageSize: total }));
    assert.equal(urls(exact.body).length, total);
    const under = await get('/sitemap.xml', await appWith({ sitemapPageSize: total - 1 }));
    assert.deepEqual(sitemapLocs(under.body), [`${ORIGIN}/sitemap-1.xml`, `${ORIGIN}/sitemap-2.xml`]);
  });

  test('pages out of range or not a positive integer are 404s with a plain body', async () => {
    const app = await appWith({ sitemapPageSize: 3 });
    const pageCount = Math.ceil(urls((await get('/sitemap.xml')).body).length / 3);
    for (const [server, last] of [[app, pageCount], [api.app, 1]] as const) {
      assert.equal((await get(`/sitemap-${last}.xml`, server)).status, 200);
      for (const page of [String(last + 1), '0', '-1', '01', '1.5', 'abc', '', '1e3', '99999999999999999999', '%201']) {
        const res = await get(`/sitemap-${page}.xml`, server);
        assert.equal(res.status, 404, `/sitemap-${page}.xml`);
        assert.equal(res.body, 'Not Found');
        assert.match(String(res.headers['content-type']), /^text\/plain/);
      }
    }
    // The single page of a small shop is the urlset itself.
    assert.equal((await get('/sitemap-1.xml')).body, (await get('/sitemap.xml')).body);
  });
});

describe('helpers', () => {
  test('page numbers, page size, origin and escaping', () => {
    assert.equal(parseSitemapPage('7'), 7);
    for (const bad of ['0', '07', '-7', '7.0', ' 7', 'x', '']) assert.equal(parseSitemapPage(bad), null, bad);
    assert.equal(sitemapPageSize(undefined), SITEMAP_MAX_URLS);
    assert.equal(sitemapPageSize(10), 10);
    assert.equal(sitemapPageSize(0), 1);
    assert.equal(sitemapPageSize(1e9), SITEMAP_MAX_URLS);
    assert.equal(publicOrigin('https://shop.example:8443/a?b'), 'https://shop.example:8443');
    assert.equal(publicOrigin('not a url'), 'http://localhost:3000');
    assert.equal(publicOrigin(undefined), 'http://localhost:3000');
    assert.equal(escapeXml(`a&b<c>d"e'f`), 'a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });
});
