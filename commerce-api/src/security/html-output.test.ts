// The HTML trust boundary end to end: every field the storefront shows with
// dangerouslySetInnerHTML is stored here with a malicious text (script element, onerror and
// onclick handlers, a javascript: link, a style sheet and a form) and must leave the API cleaned,
// over GraphQL and over the REST catalogue reads. Contracts keep their version the SHA-256 of the
// text sent, and a payment naming those versions is accepted.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import * as t from '../db/schema.js';
import { sha256, issueToken } from '../domains/auth/tokens.js';
import { seedDatabase } from '../seed/index.js';
import { cardInput } from '../testing/payment-fixtures.js';
import { createTestApi, type TestApi } from '../testing/test-api.js';

const MALICIOUS =
  '<p onclick="steal()">Güvenli<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bağlantı</a>' +
  '<style>body{display:none}</style><form action="https://evil.example"><input name="card"></form>';
const CLEAN = '<p>Güvenli</p><img src="x"><a>bağlantı</a>';
const EN_MALICIOUS = MALICIOUS.replace('Güvenli', 'Safe');
const EN_CLEAN = CLEAN.replace('Güvenli', 'Safe');

/** Nothing that could run or restyle the page is left. */
function assertHarmless(html: string, where: string): void {
  assert.doesNotMatch(html, /<script|<[^>]*\son\w+\s*=|javascript:|<style|<form|<input/i, `${where}: ${html}`);
}

let api: TestApi;
let token = '';
let customerId = 0;
let productId = 0;
let categoryId = 0;

before(async () => {
  api = await createTestApi({ seed: async (db) => void (await seedDatabase(db, { products: 40 })) });
  const { db } = api;
  const [demo] = await db.select().from(t.customers).where(eq(t.customers.email, 'demo@storefront.test'));
  customerId = demo!.id;
  token = await issueToken(db, customerId);

  const [product] = await db.select().from(t.products).where(eq(t.products.published, true)).orderBy(asc(t.products.id)).limit(1);
  productId = product!.id;
  categoryId = product!.primaryCategoryId;
  await db
    .update(t.products)
    .set({ fullDescription: MALICIOUS, fullDescriptionEn: EN_MALICIOUS, seoDescription: MALICIOUS, seoDescriptionEn: EN_MALICIOUS })
    .where(eq(t.products.id, productId));
  await db
    .update(t.categories)
    .set({ description: MALICIOUS, descriptionEn: EN_MALICIOUS, faq: [{ question: 'Soru?', answer: MALICIOUS, questionEn: 'Question?', answerEn: EN_MALICIOUS }] })
    .where(eq(t.categories.id, categoryId));
  await db.update(t.topics).set({ body: MALICIOUS, bodyEn: EN_MALICIOUS });
  // Every html and SEO block (home, content pages, the size guide), and a container holding one.
  const blocks = await db.select().from(t.contentBlocks);
  for (const block of blocks) {
    if (block.type !== 'html' && block.type !== 'seo') continue;
    await db.update(t.contentBlocks).set({ data: { ...block.data, html: block.language === 'en' ? EN_MALICIOUS : MALICIOUS } }).where(eq(t.contentBlocks.id, block.id));
  }
  await db.insert(t.contentBlocks).values({
    schema: 'home',
    language: 'tr',
    type: 'container',
    sortOrder: 9_999,
    data: { columns: 2, children: [{ type: 'html', data: { html: MALICIOUS } }, { type: 'seo', data: { title: 'SEO', html: MALICIOUS } }, { type: 'text', data: { text: 'Düz metin' } }] },
  });
});
after(() => api?.close());

async function rest(url: string) {
  const res = await api.inject({ method: 'GET', url });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

describe('catalogue', () => {
  test('product fullDescription and seoDescription (productDetails, GraphQL listings), in both languages', async () => {
    const query = 'query($id: Int) { productDetails(id: $id) { fullDescription seoDescription } }';
    const tr = await api.gql(query, { id: productId });
    assert.deepEqual(tr.body.data.productDetails, { fullDescription: CLEAN, seoDescription: CLEAN });
    const en = await api.gql(query, { id: productId }, { language: 'en' });
    assert.deepEqual(en.body.data.productDetails, { fullDescription: EN_CLEAN, seoDescription: EN_CLEAN });

    const listing = await api.gql('query($id: Int!) { categoryV2(id: $id, pageSize: 48) { data { products { id fullDescription seoDescription } } } }', { id: categoryId });
    const listed = listing.body.data.categoryV2.data.products.find((p: { id: number }) => p.id === productId);
    assert.deepEqual(listed, { id: productId, fullDescription: CLEAN, seoDescription: CLEAN });
  });

  test('category SEO text and FAQ answers: GraphQL categoryV2 and REST /Catalog/CategoryV2', async () => {
    const gql = await api.gql('query($id: Int!) { categoryV2(id: $id) { data { description faqSeo { question answer } } } }', { id: categoryId });
    assert.deepEqual(gql.body.data.categoryV2.data, { description: CLEAN, faqSeo: [{ question: 'Soru?', answer: CLEAN }] });

    for (const [language, clean, question] of [['tr', CLEAN, 'Soru?'], ['en', EN_CLEAN, 'Question?']] as const) {
      const { status, body } = await rest(`/Catalog/CategoryV2?categoryId=${categoryId}&language=${language}`);
      assert.equal(status, 200);
      assert.equal(body.description, clean);
      assert.deepEqual(body.faqSeo, [{ question, answer: clean }]);
    }
  });

  test('REST /Catalog/SearchV2 carries no HTML text (no description, no FAQ) and no product descriptions', async () => {
    const { status, body } = await rest('/Catalog/SearchV2?q=y%C3%BCz%C3%BCk');
    assert.equal(status, 200);
    assert.equal(body.description, null);
    assert.deepEqual(body.faqSeo, []);
    assertHarmless(JSON.stringify(body), 'SearchV2');
  });
});

describe('content', () => {
  test('topic bodies: registration agreements and the delivery / return policies', async () => {
    const query = 'query($type: String!) { topicsByType(type: $type) { topics { systemName body } } }';
    for (const type of ['REGISTER', 'PAGE']) {
      const res = await api.gql(query, { type });
      const topics = res.body.data.topicsByType.topics as { systemName: string; body: string }[];
      assert.ok(topics.length > 0, type);
      for (const topic of topics) assert.equal(topic.body, CLEAN, `${type} ${topic.systemName}`);
    }
    const en = await api.gql(query, { type: 'PAGE' }, { language: 'en' });
    assert.ok(en.body.data.topicsByType.topics.every((topic: { body: string }) => topic.body === EN_CLEAN));
  });

  test('home blocks: html and SEO blocks, also inside a container; other data untouched', async () => {
    const res = await api.gql('query($schema: String!) { contentsBySchema(schema: $schema) { type data } }', { schema: 'home' });
    const blocks = res.body.data.contentsBySchema as { type: string; data: Record<string, any> }[];
    const withHtml = blocks.filter((b) => b.type === 'html' || b.type === 'seo');
    assert.ok(withHtml.length > 0, 'the seeded home has html/SEO blocks');
    for (const block of withHtml) assert.equal(block.data.html, CLEAN, block.type);
    const container = blocks.find((b) => b.type === 'container' && b.data.columns === 2)!;
    assert.deepEqual(container.data, { columns: 2, children: [{ type: 'html', data: { html: CLEAN } }, { type: 'seo', data: { title: 'SEO', html: CLEAN } }, { type: 'text', data: { text: 'Düz metin' } }] });
    assertHarmless(JSON.stringify(blocks), 'home');
  });

  test('content pages (/sayfa/*) and the size guide page, in both languages', async () => {
    const query = 'query($slug: String!, $language: String) { landingPage(slug: $slug, language: $language) { slug items { type data } } }';
    for (const [slug, language, clean] of [['olcu-rehberi', 'tr', CLEAN], ['olcu-rehberi', 'en', EN_CLEAN], ['teslimat', 'tr', CLEAN], ['gizlilik-politikasi', 'en', EN_CLEAN]] as const) {
      const res = await api.gql(query, { slug, language });
      const items = res.body.data.landingPage.items as { type: string; data: { html?: string } }[];
      const html = items.filter((i) => i.type === 'html');
      assert.ok(html.length > 0, slug);
      for (const item of html) assert.equal(item.data.html, clean, `${slug} ${language}`);
      assertHarmless(JSON.stringify(items), slug);
    }
  });
});

describe('contracts', () => {
  const CONTRACTS = `query { pre: contractByWidgetZone(widgetZone: "pre_info_contract") { version contents { hTML } }
    sales: contractByWidgetZone(widgetZone: "sales_contract") { version contents { hTML } } }`;

  test('checkout contracts leave cleaned, the version is the SHA-256 of the text sent, and a payment naming it is accepted', async () => {
    const { db } = api;
    const template = `${MALICIOUS}<p>Alıcı: {{customerName}}</p><table><tbody>{{items}}</tbody></table><p>Kargo: {{carrier}}</p>`;
    await db.update(t.contractTemplates).set({ html: template });
    // A name holding markup is escaped into the text, and stays text after cleaning.
    await db.update(t.customers).set({ firstName: '<img src=x onerror=alert(9)>Ayşe' }).where(eq(t.customers.id, customerId));

    const [variant] = await db
      .select({ productId: t.productVariants.productId, variantId: t.productVariants.id, attributeId: t.productVariants.attributeId })
      .from(t.productVariants)
      .innerJoin(t.products, eq(t.products.id, t.productVariants.productId))
      .where(and(gt(t.productVariants.stockQuantity, 2), eq(t.products.published, true)))
      .orderBy(asc(t.productVariants.id))
      .limit(1);
    const added = await api.gql(
      'mutation($p: Int!, $a: Int, $v: Int) { addToCart(productId: $p, attributeId: $a, attributeValueId: $v, quantity: 1) { status errors { code } } }',
      { p: variant!.productId, a: variant!.attributeId, v: variant!.variantId },
      { token },
    );
    assert.equal(added.body.data.addToCart.status, true, JSON.stringify(added.body.data.addToCart.errors));
    const [address] = await db.select().from(t.addresses).where(and(eq(t.addresses.customerId, customerId), isNull(t.addresses.deletedAt))).limit(1);
    const selected = await api.gql('mutation($a: Int!, $o: String) { selectShippingAddressWithShippingOption(addressId: $a, option: $o) { success } }', { a: address!.id, o: 'TEM' }, { token });
    assert.equal(selected.body.data.selectShippingAddressWithShippingOption.success, true);

    const read = await api.gql(CONTRACTS, {}, { token });
    for (const which of ['pre', 'sales'] as const) {
      const contract = read.body.data[which] as { version: string; contents: { hTML: string }[] };
      const html = contract.contents[0]!.hTML;
      assert.ok(html.startsWith(CLEAN), html);
      assertHarmless(html, which);
      assert.match(html, /Alıcı: &lt;img src=x onerror=alert\(9\)&gt;Ayşe/);
      // The item rows stay inside their table (the filled text is cleaned, not the template).
      assert.match(html, /<table><tbody><tr><td>[^<]+<\/td><td>1<\/td>/);
      assert.equal(contract.version, sha256(html));
    }

    const versions = [read.body.data.pre.version, read.body.data.sales.version];
    const paid = await api.gql('mutation($i: CardPaymentInput!) { cardPayment(input: $i) { errors paymentId } }', { i: cardInput({ acceptedContracts: versions }) }, { token });
    assert.deepEqual(paid.body.data.cardPayment.errors, []);
    assert.ok(paid.body.data.cardPayment.paymentId);
    const [payment] = await db.select().from(t.payments).where(eq(t.payments.id, paid.body.data.cardPayment.paymentId));
    const snapshot = payment!.cartSnapshot as { contracts: { hTML: string; version: string }[] };
    assert.deepEqual(snapshot.contracts.map((c) => c.hTML), [read.body.data.pre.contents[0].hTML, read.body.data.sales.contents[0].hTML]);
    assert.ok(snapshot.contracts.every((c) => c.version === sha256(c.hTML)));
  });

  test("an order's stored contract texts leave cleaned (OrderDetail.contracts)", async () => {
    const [order] = await api.db.select().from(t.orders).where(eq(t.orders.customerId, customerId)).orderBy(asc(t.orders.id)).limit(1);
    await api.db
      .update(t.orders)
      .set({ contracts: [{ widgetZone: 'sales_contract', hTML: MALICIOUS, version: sha256(MALICIOUS), acceptedOn: '2025-03-14T10:00:00.000Z' }] })
      .where(eq(t.orders.id, order!.id));
    const res = await api.gql('query($n: String) { orderDetails(orderNumber: $n) { contracts { widgetZone hTML } } }', { n: order!.orderNumber }, { token });
    assert.deepEqual(res.body.data.orderDetails.contracts, [{ widgetZone: 'sales_contract', hTML: CLEAN }]);
  });
});
