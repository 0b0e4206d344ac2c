// Content in English (issue 11) on the demo data: menus, home and header blocks, landing pages and
// agreement topics answer in English with `language: en`, and show Turkish only where a text has
// no English (a menu item without nameEn, a schema or page not written in English).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { seedDatabase } from '../../seed/index.js';
import { createTestApi, type TestApi } from '../../testing/test-api.js';

const MENUS = `query($ids: [Int!]) { menus(ids: $ids) { id items { name children { name children { name } } } } }`;
const BLOCKS = 'query($schema: String!) { contentsBySchema(schema: $schema) { type data } }';
const PAGE = 'query($slug: String!) { landingPage(slug: $slug) { slug title metaTitle metaDescription items { type data } } }';
const TOPICS = 'query($type: String!) { topicsByType(type: $type) { topics { systemName title body genericAttributes { key value } } } }';

interface Node { name: string; children?: Node[] }
const names = (items: Node[]): string[] => items.flatMap((i) => [i.name, ...names(i.children ?? [])]);
/** Letters only Turkish uses (brand and place names taken out first). */
const turkish = (text: string) => /[ğĞşŞıçÇöÖüÜ]/.test(text.replace(/Işıltı Takı|İstanbul|ETBİS|Yurtiçi/g, ''));

describe('content answers in English', () => {
  let api: TestApi;
  before(async () => {
    api = await createTestApi({ seed: async (db) => void (await seedDatabase(db, { products: 30 })) });
  });
  after(async () => api?.close());

  test('menus: every item of the top, footer and help menus is English', async () => {
    const en = (await api.gql(MENUS, { ids: [1, 2, 3] }, { language: 'en' })).body.data.menus as { items: Node[] }[];
    const all = en.flatMap((m) => names(m.items));
    assert.ok(all.includes('Rings') && all.includes('Ring Size') && all.includes('Popular Categories'));
    assert.deepEqual(all.filter(turkish), []);
    const tr = (await api.gql(MENUS, { ids: [3] })).body.data.menus[0].items as Node[];
    assert.ok(names(tr).includes('Yüzük Ölçüsü'));
  });

  test('home and header blocks, a landing page and the agreements are English', async () => {
    for (const schema of ['home', 'header']) {
      const blocks = (await api.gql(BLOCKS, { schema }, { language: 'en' })).body.data.contentsBySchema as { type: string; data: unknown }[];
      assert.ok(blocks.length > 0);
      assert.ok(!turkish(JSON.stringify(blocks.map((b) => b.data)).replace(/"(url|mobileUrl|href)":"[^"]*"/g, '')), `${schema} blocks read English`);
    }
    const home = (await api.gql(BLOCKS, { schema: 'home' }, { language: 'en' })).body.data.contentsBySchema as { type: string; data: { title?: string } }[];
    assert.equal(home.find((b) => b.type === 'productSlider')!.data.title, 'Gold Necklaces');
    const page = (await api.gql(PAGE, { slug: 'magazalarimiz' }, { language: 'en' })).body.data.landingPage;
    assert.equal(page.title, 'Our Stores');
    assert.equal(page.metaTitle, 'Our Stores | Işıltı Takı');
    const topics = (await api.gql(TOPICS, { type: 'REGISTER' }, { language: 'en' })).body.data.topicsByType.topics as { title: string; body: string; genericAttributes: { value: string }[] }[];
    assert.ok(topics.every((t) => !turkish(t.title) && !turkish(t.genericAttributes.map((a) => a.value).join(' '))));
  });

  test('where English is missing the Turkish text shows, never an empty one', async () => {
    await api.db.execute(sql`UPDATE menu_items SET name_en = '' WHERE name = 'Yüzük Ölçüsü'`);
    const help = (await api.gql(MENUS, { ids: [3] }, { language: 'en' })).body.data.menus[0].items as Node[];
    assert.ok(names(help).includes('Yüzük Ölçüsü'));
    assert.ok(names(help).includes('Necklace Size'));

    // A schema written only in Turkish: its Turkish blocks; a page only in Turkish: the Turkish page.
    await api.db.execute(sql`DELETE FROM content_blocks WHERE schema = 'header' AND language = 'en'`);
    const header = (await api.gql(BLOCKS, { schema: 'header' }, { language: 'en' })).body.data.contentsBySchema as { data: { html: string } }[];
    assert.equal(header.length, 1);
    assert.match(header[0]!.data.html, /Hafta içi 17:00/);
    await api.db.execute(sql`DELETE FROM content_pages WHERE slug = 'franchising' AND language = 'en'`);
    const page = (await api.gql(PAGE, { slug: 'franchising' }, { language: 'en' })).body.data.landingPage;
    assert.equal(page.title, 'Franchising');
    assert.ok(page.items.some((b: { data: { title?: string } }) => b.data.title === 'Işıltı Takı ailesine katılın'));

    await api.db.execute(sql`UPDATE topics SET title_en = '' WHERE system_name = 'ticari-ileti'`);
    const topics = (await api.gql(TOPICS, { type: 'REGISTER' }, { language: 'en' })).body.data.topicsByType.topics as { systemName: string; title: string }[];
    assert.equal(topics.find((t) => t.systemName === 'ticari-ileti')!.title, 'Ticari Elektronik İleti Onayı');
    assert.equal(topics.find((t) => t.systemName === 'uyelik-sozlesmesi')!.title, 'Membership Agreement');
  });
});
