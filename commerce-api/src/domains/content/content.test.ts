// Content resolvers end to end: topics, menus, landing pages, home blocks and organisation data,
// in both languages, with validity windows evaluated at request time.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as t from '../../db/schema.js';
import { seedDatabase } from '../../seed/index.js';
import { createTestApi, type TestApi } from '../../testing/test-api.js';
import { blocksBySchema } from './content-blocks.js';

const TOPICS = 'query($type: String!) { topicsByType(type: $type) { topics { id systemName title body required genericAttributes { key value } } } }';
const MENUS = `query($ids: [Int!], $type: String) { menus(ids: $ids, type: $type) { id type items { ...Item children { ...Item children { ...Item } } } } }
  fragment Item on MenuItem { id parentMenuId name url type visible systemName image }`;
const PAGE = 'query($slug: String!, $language: String) { landingPage(slug: $slug, language: $language) { slug status title metaTitle items { id type sortOrder validFrom validTo data } } }';
const BLOCKS = 'query($schema: String!, $language: String) { contentsBySchema(schema: $schema, language: $language) { id type sortOrder validFrom validTo data } }';
const ORG = '{ organizationInfo { name url description foundingDate sameAs telephone availableLanguages address { streetAddress addressLocality addressRegion postalCode addressCountry } } }';

interface Item { id: number; parentMenuId: number | null; name: string; url: string | null; type: string | null; visible: boolean; systemName: string | null; children?: Item[] }
interface Block { id: number; type: string; sortOrder: number; validFrom: string | null; validTo: string | null; data: Record<string, unknown> }

describe('content resolvers', () => {
  let api: TestApi;
  before(async () => {
    api = await createTestApi({ seed: async (db) => void (await seedDatabase(db, { products: 60 })) });
  });
  after(async () => api?.close());

  test('topicsByType gives the registration agreements in the request language', async () => {
    const tr = await api.gql(TOPICS, { type: 'REGISTER' });
    assert.equal(tr.status, 200);
    const topics = tr.body.data.topicsByType.topics as { systemName: string; title: string; required: boolean; genericAttributes: { key: string; value: string }[] }[];
    assert.deepEqual(topics.map((x) => [x.systemName, x.required]), [['uyelik-sozlesmesi', true], ['kvkk-aydinlatma', true], ['ticari-ileti', false]]);
    assert.equal(topics[0]!.title, 'Üyelik Sözleşmesi');
    const text = topics[0]!.genericAttributes.find((a) => a.key === 'TEXT')!;
    assert.match(text.value, /okudum ve kabul ediyorum/);
    assert.ok(!topics[0]!.genericAttributes.some((a) => a.key.endsWith('.en')), 'English variants stay inside the API');

    const en = await api.gql(TOPICS, { type: 'register' }, { language: 'en' });
    const enTopics = en.body.data.topicsByType.topics as typeof topics;
    assert.equal(enTopics[0]!.title, 'Membership Agreement');
    assert.match(enTopics[0]!.genericAttributes.find((a) => a.key === 'TEXT')!.value, /I have read and accept/);

    const none = await api.gql(TOPICS, { type: 'NO_SUCH_TYPE' });
    assert.deepEqual(none.body.data.topicsByType.topics, []);
  });

  test('menus come as trees of visible items, by id or by type, in the request language', async () => {
    const res = await api.gql(MENUS, { ids: [1] });
    assert.equal(res.status, 200);
    const [top] = res.body.data.menus as { id: number; items: Item[] }[];
    assert.equal(top!.id, 1);
    const rings = top!.items.find((i) => i.name === 'Yüzük')!;
    assert.equal(rings.url, '/yuzuk');
    assert.equal(rings.parentMenuId, null);
    assert.ok(rings.children!.some((c) => c.name === 'Altın Yüzük' && c.parentMenuId === rings.id));
    assert.ok(rings.children!.some((c) => c.type === 'QuadrupleBanner'));
    assert.ok(!top!.items.some((i) => i.name === 'Outlet'), 'hidden items are not served');
    assert.ok(top!.items.every((i) => i.visible));

    const en = await api.gql(MENUS, { ids: [1] }, { language: 'en' });
    assert.ok(en.body.data.menus[0].items.some((i: Item) => i.name === 'Rings'));

    const footer = await api.gql(MENUS, { type: 'Footer' });
    assert.deepEqual(footer.body.data.menus.map((m: { id: number }) => m.id), [2]);
    assert.deepEqual(
      footer.body.data.menus[0].items.map((i: Item) => i.systemName),
      ['popular_categories', 'menu_items', 'socials', 'logos'],
    );
    assert.ok(footer.body.data.menus[0].items.every((i: Item) => i.children!.length > 0));

    const ordered = await api.gql(MENUS, { ids: [3, 2] });
    assert.deepEqual(ordered.body.data.menus.map((m: { id: number }) => m.id), [3, 2]);
    assert.deepEqual((await api.gql(MENUS, { ids: [] })).body.data.menus, []);
    assert.deepEqual((await api.gql(MENUS, { ids: [999] })).body.data.menus, []);
    assert.deepEqual((await api.gql(MENUS, { ids: [1], type: 'Footer' })).body.data.menus, []);
  });

  test('a hidden menu item hides its children too', async () => {
    const [parent] = await api.db.insert(t.menuItems).values({ menuId: 3, name: 'Gizli Grup', nameEn: 'Hidden group', visible: false, sortOrder: 99 }).returning();
    await api.db.insert(t.menuItems).values({ menuId: 3, parentId: parent!.id, name: 'Görünür Çocuk', nameEn: 'Visible child', url: '/x', sortOrder: 0 });
    const res = await api.gql(MENUS, { ids: [3] });
    const names = JSON.stringify(res.body.data.menus);
    assert.ok(!names.includes('Gizli Grup') && !names.includes('Görünür Çocuk'));
  });

  test('landingPage serves only Published pages, in the asked language', async () => {
    const tr = await api.gql(PAGE, { slug: 'iade-ve-degisim' });
    assert.equal(tr.status, 200);
    const page = tr.body.data.landingPage;
    assert.equal(page.status, 'Published');
    assert.equal(page.title, 'İade ve Değişim');
    const html = page.items.find((b: Block) => b.type === 'html').data.html as string;
    assert.match(html, /15 gün içinde/);

    const en = await api.gql(PAGE, { slug: 'iade-ve-degisim', language: 'en' });
    assert.equal(en.body.data.landingPage.title, 'Returns and Exchanges');
    assert.match(JSON.stringify(en.body.data.landingPage.items), /within 15 days of delivery/);
    const byHeader = await api.gql(PAGE, { slug: 'teslimat' }, { language: 'en' });
    assert.equal(byHeader.body.data.landingPage.title, 'Delivery');
    const explicitWins = await api.gql(PAGE, { slug: 'teslimat', language: 'tr' }, { language: 'en' });
    assert.equal(explicitWins.body.data.landingPage.title, 'Teslimat');
    const german = await api.gql(PAGE, { slug: 'teslimat', language: 'de' });
    assert.equal(german.body.data.landingPage.title, 'Teslimat', 'languages without content read Turkish');

    const stores = await api.gql(PAGE, { slug: '/sayfa/../magazalarimiz' });
    assert.equal(stores.body.data.landingPage, null);
    assert.equal((await api.gql(PAGE, { slug: 'kampanyalar' })).body.data.landingPage, null, 'a draft is not served');
    assert.equal((await api.gql(PAGE, { slug: 'yok-boyle-sayfa' })).body.data.landingPage, null);
    assert.equal((await api.gql(PAGE, { slug: '' })).body.data.landingPage, null);
    const storesPage = await api.gql(PAGE, { slug: 'magazalarimiz' });
    assert.deepEqual(storesPage.body.data.landingPage.items.map((b: Block) => b.type), ['text', 'storesMap']);
  });

  test('contentsBySchema gives the home blocks inside their validity window, sorted, per language', async () => {
    const tr = await api.gql(BLOCKS, { schema: 'home' });
    assert.equal(tr.status, 200);
    const blocks = tr.body.data.contentsBySchema as Block[];
    const orders = blocks.map((b) => b.sortOrder);
    assert.deepEqual(orders, [...orders].sort((a, b) => a - b));
    const titles = blocks.map((b) => b.data.title);
    assert.ok(!titles.includes('Yaz İndirimi'), 'the ended campaign is left out');
    assert.ok(!titles.includes('Yılbaşı Koleksiyonu'), 'the coming campaign is left out');
    assert.ok(titles.includes('Sepette %10 indirim'), 'the running campaign is in');
    assert.ok(blocks.some((b) => b.type === 'productSlider' && b.data.categoryId === 12));

    const en = await api.gql(BLOCKS, { schema: 'home', language: 'en' });
    const enTitles = (en.body.data.contentsBySchema as Block[]).map((b) => b.data.title);
    assert.ok(enTitles.includes('Gold Necklaces') && !enTitles.includes('Altın Kolyeler'));
    assert.deepEqual((await api.gql(BLOCKS, { schema: 'no-such-schema' })).body.data.contentsBySchema, []);

    const header = (await api.gql(BLOCKS, { schema: 'header', language: 'en' })).body.data.contentsBySchema as Block[];
    assert.equal(header.length, 1, 'the header banner');
    assert.match(String(header[0]!.data.html), /Same-day courier/);
  });

  test('validity windows are checked at request time: from inclusive, to exclusive', async () => {
    const now = Date.now();
    const at = (ms: number) => new Date(now + ms);
    const data = (title: string) => ({ text: title, title });
    await api.db.insert(t.contentBlocks).values([
      { schema: 'window-test', language: 'tr', type: 'text', sortOrder: 1, validFrom: at(-60_000), validTo: at(60 * 60_000), data: data('running') },
      { schema: 'window-test', language: 'tr', type: 'text', sortOrder: 2, validFrom: at(-60 * 60_000), validTo: at(-1), data: data('ended') },
      { schema: 'window-test', language: 'tr', type: 'text', sortOrder: 3, validFrom: at(60 * 60_000), data: data('future') },
      { schema: 'window-test', language: 'tr', type: 'text', sortOrder: 0, data: data('open') },
      { schema: 'window-test', language: 'en', type: 'text', sortOrder: 0, data: data('english') },
    ]);
    const res = await api.gql(BLOCKS, { schema: 'window-test' });
    assert.deepEqual((res.body.data.contentsBySchema as Block[]).map((b) => b.data.title), ['open', 'running']);

    const boundary = new Date('2030-01-01T00:00:00Z');
    await api.db.insert(t.contentBlocks).values([
      { schema: 'boundary-test', language: 'tr', type: 'text', sortOrder: 1, validFrom: boundary, data: data('starts') },
      { schema: 'boundary-test', language: 'tr', type: 'text', sortOrder: 2, validTo: boundary, data: data('ends') },
    ]);
    const titlesAt = async (when: Date) => (await blocksBySchema(api.db, 'boundary-test', 'tr', when)).map((b) => (b.data as { title: string }).title);
    assert.deepEqual(await titlesAt(new Date(boundary.getTime() - 1)), ['ends']);
    assert.deepEqual(await titlesAt(boundary), ['starts']);
  });

  test('organizationInfo follows the request language', async () => {
    const tr = await api.gql(ORG);
    assert.equal(tr.status, 200);
    assert.equal(tr.body.data.organizationInfo.name, 'Işıltı Takı');
    assert.equal(tr.body.data.organizationInfo.address.addressCountry, 'Türkiye');
    assert.match(tr.body.data.organizationInfo.description, /atölyemizde/);
    const en = await api.gql(ORG, {}, { language: 'en' });
    assert.equal(en.body.data.organizationInfo.address.addressCountry, 'Turkey');
    assert.match(en.body.data.organizationInfo.description, /workshop/);
    assert.deepEqual(en.body.data.organizationInfo.availableLanguages, ['tr', 'en']);
  });

  test("organizationInfo names the seller as checkout shows it: trade name, MERSİS number, e-mail and KEP address", async () => {
    const seller = await api.gql('{ organizationInfo { legalName mersisNumber email kepAddress telephone } }');
    assert.equal(seller.status, 200);
    assert.deepEqual(seller.body.data.organizationInfo, {
      legalName: 'Işıltı Takı Mücevherat A.Ş.',
      mersisNumber: '0123456789000015',
      email: 'iletisim@isiltitaki.com.tr',
      kepAddress: 'isiltitaki@hs01.kep.tr',
      telephone: '0(850) 222 45 45',
    });
  });
});
