// The demo data: deterministic, complete (counts and every order status), consistent with the
// shared content-block shapes, and leaving sequences usable.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { asc, eq, sql } from 'drizzle-orm';
import { CONTENT_BLOCK_TYPES, foldTurkish, HOME_SLIDER_DEFAULT_CATEGORY_ID, ORDER_STATUSES, parseContentBlock, SPECIAL_COLLECTION_PATHS, SPECIAL_COLLECTIONS } from 'shared-contracts/server';
import type { Database } from '../db/client.js';
import * as t from '../db/schema.js';
import { rowsOf } from '../db/sql-rows.js';
import { verifyPassword } from '../domains/auth/password.js';
import { createTestDatabase } from '../testing/test-db.js';
import { CONTRACT_PLACEHOLDERS } from './content/contracts.js';
import { englishGaps } from './english-coverage.js';
import { isSeeded, seedDatabase, seedIfEmpty } from './index.js';
import { tableCounts } from './table-counts.js';

const NOW = new Date('2025-06-01T09:00:00Z');
const DAY = 86_400_000;

describe('seedDatabase', () => {
  let full: Database;
  let small: Database;

  before(async () => {
    full = await createTestDatabase();
    small = await createTestDatabase();
    await seedDatabase(full.db, { products: 600, now: NOW });
    await seedDatabase(small.db, { products: 120, now: NOW });
  });
  after(async () => {
    await full?.close();
    await small?.close();
  });

  test('is deterministic: the first products, variants, specs and reviews are the same on every run and catalogue size', async () => {
    const firstProducts = async (d: Database) => d.db.select().from(t.products).orderBy(asc(t.products.id)).limit(120);
    const a = await firstProducts(full);
    const b = await firstProducts(small);
    assert.equal(a.length, 120);
    assert.deepEqual(a, b);
    const variants = async (d: Database) => rowsOf(await d.db.execute(sql`SELECT product_id, sku, value_name, stock_quantity FROM product_variants WHERE product_id <= 120 ORDER BY id`));
    assert.deepEqual(await variants(full), await variants(small));
    const specs = async (d: Database) => rowsOf(await d.db.execute(sql`SELECT product_id, group_key, value_slug FROM product_specs WHERE product_id <= 120 ORDER BY id`));
    assert.deepEqual(await specs(full), await specs(small));
    const reviews = async (d: Database) => rowsOf(await d.db.execute(sql`SELECT product_id, rating, title FROM reviews WHERE product_id <= 120 ORDER BY id`));
    assert.deepEqual(await reviews(full), await reviews(small));
  });

  test('has the counts the demo needs', async () => {
    const counts = await tableCounts(full.db);
    assert.ok(counts.products! >= 600, `products ${counts.products}`);
    assert.equal(counts.cities, 81);
    assert.ok(counts.stores! >= 40, `stores ${counts.stores}`);
    assert.ok(counts.districts! >= 81 * 2);
    assert.ok(counts.neighborhoods! >= counts.districts!);
    assert.ok(counts.reviews! > counts.products!);
    assert.equal(counts.menus, 3);
    assert.equal(counts.organization_info, 2);
    assert.equal(counts.contract_templates, 4);
    const [{ n }] = rowsOf<{ n: string }>(await full.db.execute(sql`SELECT count(*) AS n FROM product_categories WHERE category_id = ${HOME_SLIDER_DEFAULT_CATEGORY_ID}`));
    assert.ok(Number(n) >= 9, 'the home slider category holds at least 9 products');
    const [{ n: stats }] = rowsOf<{ n: string }>(await full.db.execute(sql`SELECT count(*) AS n FROM pg_stats WHERE tablename IN ('products', 'product_specs', 'product_categories')`));
    assert.ok(Number(stats) > 0, 'the planner has statistics after the bulk load');
    const [{ n: small12 }] = rowsOf<{ n: string }>(await small.db.execute(sql`SELECT count(*) AS n FROM product_categories WHERE category_id = ${HOME_SLIDER_DEFAULT_CATEGORY_ID}`));
    assert.ok(Number(small12) >= 9, 'even 120 products fill the home slider');
  });

  test('every order status of spec section 4 is present, with returnable, non-returnable and cancellable demo orders', async () => {
    const statuses = rowsOf<{ status: string }>(await full.db.execute(sql`SELECT DISTINCT status FROM orders`)).map((r) => r.status);
    for (const status of ORDER_STATUSES) assert.ok(statuses.includes(status), `missing order status ${status}`);
    const [demo] = await full.db.select().from(t.customers).where(eq(t.customers.email, 'demo@storefront.test'));
    assert.ok(demo);
    assert.equal(demo.phone, '5320000001');
    assert.ok(await verifyPassword('Demo1234', demo.passwordHash));
    const orders = await full.db.select().from(t.orders).where(eq(t.orders.customerId, demo.id));
    for (const status of ORDER_STATUSES) assert.ok(orders.some((o) => o.status === status), `the demo customer has a ${status} order`);
    const delivered = orders.filter((o) => o.status === 'DELIVERED');
    assert.ok(delivered.some((o) => NOW.getTime() - o.deliveredAt!.getTime() < 15 * DAY), 'a delivered order inside the return window');
    assert.ok(delivered.some((o) => NOW.getTime() - o.deliveredAt!.getTime() > 15 * DAY), 'a delivered order outside the return window');
    assert.ok(orders.some((o) => o.status === 'PENDING'));
    const mix = orders.find((o) => o.status === 'MIX')!;
    const mixItems = await full.db.select().from(t.orderItems).where(eq(t.orderItems.orderId, mix.id));
    assert.deepEqual(mixItems.map((i) => i.status).sort(), ['DELIVERED', 'DELIVERED', 'RETURNED']);
    const requests = await full.db.select().from(t.itemRequests).where(eq(t.itemRequests.orderId, mix.id));
    assert.equal(requests.length, 1);
    assert.equal(requests[0]!.kind, 'RETURN');
    for (const o of orders) {
      assert.ok(o.shippingAddress && o.billingAddress, 'address snapshots');
      assert.equal(o.totalKurus, o.subtotalKurus - o.discountKurus + o.shippingKurus);
      assert.match(o.orderNumber, /^70\d{6}$/);
    }
    const notes = await full.db.select().from(t.orderNotes).where(eq(t.orderNotes.orderId, mix.id));
    assert.ok(notes.length >= 3);
    assert.ok(orders.some((o) => o.followUrl?.startsWith('https://')));
  });

  test('every product has a variant, a picture count, its category memberships and folded search text', async () => {
    const products = await full.db.select().from(t.products);
    const variantCounts = new Map(
      rowsOf<{ product_id: number; n: string }>(await full.db.execute(sql`SELECT product_id, count(*) AS n FROM product_variants GROUP BY product_id`)).map((r) => [Number(r.product_id), Number(r.n)]),
    );
    let manyOptions = 0;
    let singleVariant = 0;
    for (const p of products) {
      const n = variantCounts.get(p.id) ?? 0;
      assert.ok(n >= 1, `product ${p.id} has no variant`);
      if (n >= 6) manyOptions++;
      if (n === 1) singleVariant++;
      assert.ok(p.pictureCount >= 1);
      assert.equal(p.searchText, foldTurkish(p.searchText), `searchText of ${p.id} is folded`);
      assert.ok(p.searchText.includes(foldTurkish(p.name.split(' ').at(-1)!)), `searchText of ${p.id} holds its name`);
    }
    assert.ok(manyOptions > 10 && singleVariant > 10, 'dropdown-sized and single-variant products both exist');
    const soldOut = rowsOf<{ n: string }>(await full.db.execute(sql`SELECT count(*) AS n FROM (SELECT product_id FROM product_variants GROUP BY product_id HAVING sum(stock_quantity) = 0) x`));
    assert.ok(Number(soldOut[0]!.n) > 0, 'some products are entirely out of stock');
    const ancestors = rowsOf<{ n: string }>(await full.db.execute(sql`
      SELECT count(*) AS n FROM products p JOIN categories c ON c.id = p.primary_category_id
      WHERE NOT EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id = c.parent_id)`));
    assert.equal(Number(ancestors[0]!.n), 0, 'each product is listed in its category’s parent too');
    const collections = new Set(products.map((p) => p.collection).filter(Boolean));
    assert.deepEqual([...collections].sort(), ['Clarit Jewellery', 'Gold Premium Created']);
    // Each special collection has its own listing holding exactly its products.
    for (const name of SPECIAL_COLLECTIONS) {
      const [category] = await full.db.select().from(t.categories).where(eq(t.categories.name, name));
      assert.equal(`/${category!.seName}`, SPECIAL_COLLECTION_PATHS[name], name);
      const members = rowsOf<{ product_id: number }>(await full.db.execute(sql`SELECT product_id FROM product_categories WHERE category_id = ${category!.id} ORDER BY product_id`));
      const expected = products.filter((p) => p.collection === name).map((p) => p.id).sort((a, b) => a - b);
      assert.ok(expected.length > 0, name);
      assert.deepEqual(members.map((m) => Number(m.product_id)), expected, `${name} lists exactly its products`);
    }
    const onSale = products.filter((p) => p.oldPriceKurus).length / products.length;
    assert.ok(onSale > 0.15 && onSale < 0.35, `old price on ${onSale}`);
  });

  test('every product starts its price history as migration 0021 starts it (a discount: the old price 40 days ago, the price since 20 days ago)', async () => {
    const rows = rowsOf<{ id: number; price_kurus: number; old_price_kurus: number | null; shapes: string }>(
      await full.db.execute(sql`SELECT p.id, p.price_kurus, p.old_price_kurus,
          string_agg(h.price_kurus || '/' || coalesce(h.old_price_kurus::text, '-') || '/' || h.source || '/' || round(extract(epoch from ${NOW.toISOString()}::timestamptz - h.effective_from) / 86400), ' ' ORDER BY h.effective_from) AS shapes
        FROM products p LEFT JOIN price_history h ON h.product_id = p.id GROUP BY p.id`),
    );
    assert.equal(rows.length, 600);
    const discounted = rows.filter((r) => r.old_price_kurus !== null && r.old_price_kurus > r.price_kurus);
    assert.ok(discounted.length > 0 && discounted.length < rows.length, 'the demo has discounted and full-price products');
    for (const r of rows) {
      const expected = discounted.includes(r)
        ? `${r.old_price_kurus}/-/SEED/40 ${r.price_kurus}/${r.old_price_kurus}/SEED/20`
        : `${r.price_kurus}/${r.old_price_kurus ?? '-'}/SEED/40`;
      assert.equal(r.shapes, expected, `product ${r.id}`);
    }
  });

  test('every store has stock rows for every sku (small catalogue)', async () => {
    const counts = await tableCounts(small.db);
    assert.equal(counts.store_stock, counts.stores! * counts.product_variants!);
  });

  test('content blocks fit the shared block shapes, and home has every block type in both languages', async () => {
    const blocks = await full.db.select().from(t.contentBlocks);
    for (const b of blocks) {
      assert.ok(parseContentBlock(b.type, b.data), `block ${b.id} (${b.type}) fits its schema`);
      if (b.type === 'container') {
        for (const child of (b.data as { children: { type: string; data: unknown }[] }).children) assert.ok(parseContentBlock(child.type, child.data), `child ${child.type} of ${b.id}`);
      }
    }
    for (const language of ['tr', 'en']) {
      const types = new Set(blocks.filter((b) => b.schema === 'home' && b.language === language).map((b) => b.type));
      for (const type of CONTENT_BLOCK_TYPES) assert.ok(types.has(type), `home (${language}) has a ${type} block`);
    }
    for (const language of ['tr', 'en']) {
      assert.ok(blocks.some((b) => b.schema === 'header' && b.language === language && b.type === 'html'), `header banner (${language})`);
    }
    const home = blocks.filter((b) => b.schema === 'home');
    assert.ok(home.some((b) => b.validTo && b.validTo < NOW), 'one block already expired');
    assert.ok(home.some((b) => b.validFrom && b.validFrom > NOW), 'one block not yet started');
    const slider = home.find((b) => b.type === 'productSlider')!;
    assert.equal((slider.data as { categoryId: number }).categoryId, HOME_SLIDER_DEFAULT_CATEGORY_ID);
  });

  test('pages, topics, menus and contracts are in place', async () => {
    const pages = await full.db.select().from(t.contentPages);
    for (const slug of ['magazalarimiz', 'franchising', 'uyelik', 'kvkk', 'gizlilik-politikasi', 'iade-ve-degisim', 'teslimat', 'olcu-rehberi', 'sss', 'hakkimizda', 'iletisim']) {
      for (const language of ['tr', 'en']) assert.ok(pages.some((p) => p.slug === slug && p.language === language && p.status === 'Published'), `${slug} ${language}`);
    }
    const register = await full.db.select().from(t.topics).where(eq(t.topics.type, 'REGISTER'));
    assert.deepEqual(
      register.map((r) => [r.systemName, r.required]).sort(),
      [['kvkk-aydinlatma', true], ['ticari-ileti', false], ['uyelik-sozlesmesi', true]],
    );
    for (const topic of register) assert.ok(topic.genericAttributes.some((a) => a.key === 'TEXT'));
    const footerGroups = await full.db.select().from(t.menuItems).where(eq(t.menuItems.menuId, 2));
    const systemNames = footerGroups.map((i) => i.systemName).filter(Boolean).sort();
    assert.deepEqual(systemNames, ['logos', 'menu_items', 'popular_categories', 'socials']);
    assert.ok((await full.db.select().from(t.menuItems).where(eq(t.menuItems.type, 'QuadrupleBanner'))).length === 1);
    const templates = await full.db.select().from(t.contractTemplates);
    for (const tpl of templates) for (const p of ['customerName', 'shippingAddress', 'items', 'total']) assert.ok(tpl.html.includes(`{{${p}}}`), `${tpl.widgetZone}/${tpl.language} has {{${p}}}`);
    for (const tpl of templates) for (const m of tpl.html.matchAll(/\{\{(\w+)\}\}/g)) assert.ok((CONTRACT_PLACEHOLDERS as readonly string[]).includes(m[1]!), `documented placeholder ${m[1]}`);
    const carriers = await full.db.select().from(t.carriers);
    assert.ok(carriers.find((c) => c.name === 'TEM')?.tooltip);
  });

  test('every localized text has its English, and the English reads English (issue 11)', async () => {
    assert.deepEqual(await englishGaps(full.db), []);
    const [product] = await full.db.select({ sku: t.products.sku, metaDescriptionEn: t.products.metaDescriptionEn }).from(t.products).orderBy(asc(t.products.id)).limit(1);
    // English price format (the shared TRY formatting in en), not the Turkish "18.169,90 TL".
    assert.match(product!.metaDescriptionEn!, /TRY\s\d{1,3}(,\d{3})*\.\d{2}\./);
    const [ring] = await full.db.select().from(t.attributeDefinitions).where(eq(t.attributeDefinitions.name, 'Yüzük Ölçüsü'));
    assert.equal(ring!.nameEn, 'Ring Size');
    // The check is not vacuous: a missing and an untranslated text are both found (rolled back).
    await assert.rejects(
      full.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE products SET meta_title_en = NULL WHERE sku = ${product!.sku}`);
        await tx.execute(sql`UPDATE menu_items SET name_en = name WHERE name = 'Hakkımızda'`);
        const gaps = await englishGaps(tx);
        assert.deepEqual(
          gaps.map((g) => `${g.table}/${g.row}/${g.field}: ${g.problem}`),
          [`products/${product!.sku}/metaTitle: missing`, 'menu_items/Hakkımızda/name: reads Turkish'],
        );
        throw new Error('roll back');
      }),
      /roll back/,
    );
  });

  test('leaves sequences past the seeded ids, and seedIfEmpty does nothing twice', async () => {
    const [row] = await small.db
      .insert(t.customers)
      .values({ email: 'new@storefront.test', phone: '5559990000' })
      .returning({ id: t.customers.id });
    const max = rowsOf<{ m: number }>(await small.db.execute(sql`SELECT max(id) AS m FROM customers WHERE email <> 'new@storefront.test'`));
    assert.ok(row!.id > Number(max[0]!.m));
    assert.equal(await isSeeded(small.db), true);
    assert.equal(await seedIfEmpty(small.db), false);
  });
});
