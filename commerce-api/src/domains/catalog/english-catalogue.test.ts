// The catalogue in English (issue 11): on the demo data, a product, its badges, attribute and
// specification names, SEO texts, a category and the two REST reads answer in English with
// `language: en` (header, Culture or REST query), and fall back to Turkish only where a text has
// no translation. Listing answers are cached, so both languages are asked in turn.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/sql-rows.js';
import { seedDatabase } from '../../seed/index.js';
import { createTestApi, type TestApi } from '../../testing/test-api.js';

const PRODUCT = `query($seName: String) { productDetails(seName: $seName) {
  id sku name metaTitle metaDescription shortDescription fullDescription seoDescription
  productPrice { price oldPrice }
  badges { name color }
  productAttributes { name values { name } }
  attributes { attributeName attributeValueName }
  productSpecifications { specificationAttributeName valueRaw }
  breadcrumb { categoryBreadcrumb { name seName } } } }`;
const CATEGORY = `query($id: Int!) { categoryV2(id: $id, pageSize: 48) { data {
  name metaTitle metaDescription description fasedSeo { name description } faqSeo { question answer }
  subCategories { title } breadcrumbs { name } filters { title options { name } } sortOptions { label }
  products { name badges { name } } } } }`;
const STOCK = `query($sku: String!) { productStoreStock(sku: $sku) { store { name workingHours } } }`;

/** Letters only Turkish uses (the brand and place names are taken out first). */
const turkish = (text: string) => /[ğĞşŞıçÇöÖüÜ]/.test(text.replace(/Işıltı Takı|İstanbul/g, ''));

interface Seeded { seName: string; sku: string; id: number }

describe('catalogue answers in English', () => {
  let api: TestApi;
  let ring: Seeded;
  let onSale: Seeded;
  before(async () => {
    api = await createTestApi({ seed: async (db) => void (await seedDatabase(db, { products: 60, now: new Date('2025-06-01T09:00:00Z') })) });
    const pick = async (where: ReturnType<typeof sql>) =>
      rowsOf<Seeded>(await api.db.execute(sql`SELECT p.id, p.sku, p.se_name AS "seName" FROM products p WHERE ${where} ORDER BY p.id LIMIT 1`))[0]!;
    ring = await pick(sql`EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.attribute_id = 1 AND v.stock_quantity > 0)`);
    onSale = await pick(sql`p.badges @> '[{"name": "İndirim"}]'::jsonb`);
  });
  after(async () => api?.close());

  test('a product: name, SEO texts, English price format, attribute and specification names', async () => {
    const tr = (await api.gql(PRODUCT, { seName: ring.seName })).body.data.productDetails;
    const en = (await api.gql(PRODUCT, { seName: ring.seName }, { language: 'en' })).body.data.productDetails;
    assert.equal(tr.productAttributes[0].name, 'Yüzük Ölçüsü');
    assert.equal(en.productAttributes[0].name, 'Ring Size');
    assert.match(tr.metaTitle, /^.+ \| Işıltı Takı$/);
    assert.match(en.metaTitle, /^\d\dK (Gold|Rose Gold) .*Ring \| Işıltı Takı$|^925 Sterling Silver .*Ring \| Işıltı Takı$/);
    assert.equal(en.metaTitle, `${en.name} | Işıltı Takı`);
    assert.match(tr.metaDescription, /\d,\d\d TL\./);
    assert.ok(en.metaDescription.startsWith(`${en.name} TRY\u00a0`), en.metaDescription);
    assert.match(en.metaDescription, /TRY\s\d{1,3}(,\d{3})*\.\d{2}\. A /);
    assert.match(en.productPrice.price, /^TRY\s\d{1,3}(,\d{3})*\.\d{2}$/);
    assert.match(en.seoDescription, /^<h2>.+<\/h2><p>Buy the /);
    assert.match(en.fullDescription, /^<p>The /);
    assert.match(en.shortDescription, /^An? /);
    for (const field of ['name', 'metaTitle', 'metaDescription', 'shortDescription', 'fullDescription', 'seoDescription']) assert.ok(!turkish(en[field]), `${field}: ${en[field]}`);
    const names = (list: { attributeName?: string; attributeValueName?: string; specificationAttributeName?: string; valueRaw?: string }[]) => JSON.stringify(list);
    assert.ok(!turkish(names(en.attributes)) && !turkish(names(en.productSpecifications)), names(en.productSpecifications));
    assert.ok(en.productSpecifications.some((s: { specificationAttributeName: string }) => s.specificationAttributeName === 'Metal'));
    assert.ok(en.productSpecifications.some((s: { specificationAttributeName: string; valueRaw: string }) => s.specificationAttributeName === 'Weight' && / g$/.test(s.valueRaw)));
    assert.ok(tr.productSpecifications.some((s: { specificationAttributeName: string }) => s.specificationAttributeName === 'Ağırlık'));
    assert.ok(!turkish(en.breadcrumb.categoryBreadcrumb.map((c: { name: string }) => c.name).join(' ')));
    // The Culture header alone asks for English too.
    const culture = (await api.gql(PRODUCT, { seName: ring.seName }, { headers: { Culture: 'en-US' } })).body.data.productDetails;
    assert.equal(culture.metaTitle, en.metaTitle);
  });

  test('badges are English on the product and on listing cards (GraphQL and REST), Turkish in Turkish', async () => {
    const tr = (await api.gql(PRODUCT, { seName: onSale.seName })).body.data.productDetails;
    const en = (await api.gql(PRODUCT, { seName: onSale.seName }, { language: 'en' })).body.data.productDetails;
    assert.ok(tr.badges.some((b: { name: string }) => b.name === 'İndirim'));
    assert.ok(en.badges.some((b: { name: string; color: string }) => b.name === 'Sale' && b.color === '#c0392b'));
    assert.ok(!en.badges.some((b: { name: string }) => turkish(b.name) || ['Yeni', 'İndirim', 'Çok Satan'].includes(b.name)));
    const restEn = await api.inject({ method: 'GET', url: `/Catalog/SearchV2?q=${encodeURIComponent(onSale.sku)}&language=en` });
    const restTr = await api.inject({ method: 'GET', url: `/Catalog/SearchV2?q=${encodeURIComponent(onSale.sku)}&language=tr` });
    const card = (res: { body: string }) => (JSON.parse(res.body).products as { sku: string; badges: { name: string }[] }[]).find((p) => p.sku === onSale.sku)!;
    assert.ok(card(restEn).badges.some((b) => b.name === 'Sale'));
    assert.ok(card(restTr).badges.some((b) => b.name === 'İndirim'));
  });

  test('a category: name, meta, FAQ, filters and products in English; the REST read by its language parameter', async () => {
    const [cat] = rowsOf<{ id: number }>(await api.db.execute(sql`SELECT id FROM categories WHERE name = 'Yüzük'`));
    const en = (await api.gql(CATEGORY, { id: cat!.id }, { language: 'en' })).body.data.categoryV2.data;
    const tr = (await api.gql(CATEGORY, { id: cat!.id })).body.data.categoryV2.data;
    assert.equal(en.name, 'Rings');
    assert.equal(en.metaTitle, 'Rings: Designs and Prices | Işıltı Takı');
    assert.equal(en.fasedSeo.name, en.metaTitle);
    assert.match(en.metaDescription, /^Rings at fair prices from Işıltı Takı\./);
    assert.equal(tr.metaTitle, 'Yüzük Modelleri ve Fiyatları | Işıltı Takı');
    assert.equal(en.faqSeo[0].question, 'How do I find my ring size?');
    assert.ok(!turkish(JSON.stringify([en.subCategories, en.breadcrumbs, en.filters, en.sortOptions, en.products])), 'no Turkish in the English listing');
    const rest = async (language: string) => JSON.parse((await api.inject({ method: 'GET', url: `/Catalog/CategoryV2?categoryId=${cat!.id}&PageSize=12&language=${language}` })).body);
    const [restEn, restTr] = [await rest('en'), await rest('tr')];
    assert.equal(restEn.metaTitle, en.metaTitle);
    assert.equal(restTr.metaTitle, tr.metaTitle);
    assert.equal(restEn.products[0].name, en.products[0].name);
    assert.notEqual(restEn.products[0].name, restTr.products[0].name);
  });

  test('store stock gives the opening hours in English', async () => {
    const en = (await api.gql(STOCK, { sku: ring.sku }, { language: 'en' })).body.data.productStoreStock;
    const tr = (await api.gql(STOCK, { sku: ring.sku })).body.data.productStoreStock;
    assert.ok(en.length > 0);
    assert.ok(en.every((s: { store: { workingHours: string } }) => /^Monday - /.test(s.store.workingHours)));
    assert.ok(tr.every((s: { store: { workingHours: string } }) => /^Pazartesi - /.test(s.store.workingHours)));
  });

  test('a text without English falls back to Turkish, field by field', async () => {
    await api.db.execute(sql`UPDATE products SET meta_title_en = NULL, seo_description_en = '', name_en = '',
      badges = '[{"name": "İndirim", "color": "#c0392b"}]'::jsonb WHERE id = ${onSale.id}`);
    await api.db.execute(sql`UPDATE attribute_definitions SET name_en = '' WHERE id = 1`);
    await api.db.execute(sql`UPDATE categories SET meta_title_en = NULL WHERE name = 'Yüzük'`);
    const trName = rowsOf<{ name: string; meta_title: string; seo_description: string }>(await api.db.execute(sql`SELECT name, meta_title, seo_description FROM products WHERE id = ${onSale.id}`))[0]!;
    const en = (await api.gql(PRODUCT, { seName: onSale.seName }, { language: 'en' })).body.data.productDetails;
    assert.equal(en.name, trName.name);
    assert.equal(en.metaTitle, trName.meta_title);
    assert.equal(en.seoDescription, trName.seo_description);
    assert.deepEqual(en.badges.map((b: { name: string }) => b.name), ['İndirim']);
    // Still English where the English exists.
    assert.match(en.metaDescription, /TRY\s/);
    const ringEn = (await api.gql(PRODUCT, { seName: ring.seName }, { language: 'en' })).body.data.productDetails;
    assert.equal(ringEn.productAttributes[0].name, 'Yüzük Ölçüsü');
    const [cat] = rowsOf<{ id: number }>(await api.db.execute(sql`SELECT id FROM categories WHERE name = 'Yüzük'`));
    const category = (await api.gql(CATEGORY, { id: cat!.id }, { language: 'en' })).body.data.categoryV2.data;
    assert.equal(category.name, 'Rings');
    assert.equal(category.metaTitle, 'Yüzük Modelleri ve Fiyatları | Işıltı Takı');
    const rest = JSON.parse((await api.inject({ method: 'GET', url: `/Catalog/CategoryV2?categoryId=${cat!.id}&PageSize=12&language=en` })).body);
    assert.equal(rest.metaTitle, 'Yüzük Modelleri ve Fiyatları | Işıltı Takı');
  });
});
