// ourStores: every store with its fields, sorted by name in Turkish alphabetical order.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as t from '../../db/schema.js';
import { seedDatabase } from '../../seed/index.js';
import { createTestApi, type TestApi } from '../../testing/test-api.js';

const STORES = '{ ourStores { id name country city district address phone email workingHours latitude longitude } }';

describe('ourStores', () => {
  let seeded: TestApi;
  let bare: TestApi;
  before(async () => {
    seeded = await createTestApi({ seed: async (db) => void (await seedDatabase(db, { products: 30 })) });
    bare = await createTestApi();
  });
  after(async () => {
    await seeded?.close();
    await bare?.close();
  });

  test('lists the seeded stores in Turkish cities with coordinates, phone, e-mail and hours', async () => {
    const res = await seeded.gql(STORES);
    assert.equal(res.status, 200);
    const stores = res.body.data.ourStores as { name: string; city: string; latitude: number; longitude: number; phone: string; email: string; workingHours: string; country: string }[];
    assert.ok(stores.length >= 40);
    assert.ok(new Set(stores.map((s) => s.city)).size >= 15);
    for (const s of stores) {
      assert.ok(s.latitude > 35.8 && s.latitude < 42.2 && s.longitude > 25.6 && s.longitude < 44.9, `${s.name} lies in Türkiye`);
      assert.match(s.phone, /^0\(\d{3}\) \d{3} \d{2} \d{2}$/);
      assert.match(s.email, /^[a-z0-9]+@isiltitaki\.com\.tr$/);
      assert.ok(s.workingHours.length > 0);
      assert.equal(s.country, 'Türkiye');
    }
    const collator = new Intl.Collator('tr-TR', { sensitivity: 'base' });
    const names = stores.map((s) => s.name);
    assert.deepEqual(names, [...names].sort(collator.compare));
  });

  test('gives the opening hours in the request language, Turkish where a store has no English', async () => {
    const hours = async (language?: string) =>
      ((await seeded.gql(STORES, {}, language ? { language } : {})).body.data.ourStores as { workingHours: string }[]).map((s) => s.workingHours);
    const en = await hours('en');
    assert.ok(en.every((h) => /^Monday - (Sunday|Saturday): \d\d:\d\d - \d\d:\d\d/.test(h)), en.join(' / '));
    assert.ok((await hours()).every((h) => h.startsWith('Pazartesi - ')));
    await seeded.db.insert(t.stores).values({ name: 'Yalnız Türkçe', country: 'Türkiye', city: 'Ankara', district: 'Çankaya', address: 'Adres', phone: '0(312) 000 00 00', email: 'x@y.z', workingHours: 'Her gün 10:00 - 22:00', latitude: 39.9, longitude: 32.8 });
    const withUntranslated = (await seeded.gql(STORES, {}, { language: 'en' })).body.data.ourStores as { name: string; workingHours: string }[];
    assert.equal(withUntranslated.find((s) => s.name === 'Yalnız Türkçe')!.workingHours, 'Her gün 10:00 - 22:00');
  });

  test('sorts by the Turkish alphabet (C < Ç, I < İ, U < Ü), not by code point', async () => {
    const base = { country: 'Türkiye', city: 'Ankara', district: 'Çankaya', address: 'Adres', phone: '0(312) 000 00 00', email: 'x@y.z', workingHours: '10-22', latitude: 39.9, longitude: 32.8 };
    await bare.db.insert(t.stores).values(['Zafer', 'Ünye', 'Çarşı', 'İzmit', 'Ulus', 'Cadde', 'Ilgaz'].map((name) => ({ ...base, name })));
    const res = await bare.gql(STORES);
    assert.deepEqual(res.body.data.ourStores.map((s: { name: string }) => s.name), ['Cadde', 'Çarşı', 'Ilgaz', 'İzmit', 'Ulus', 'Ünye', 'Zafer']);
  });

  test('an empty store table is an empty list', async () => {
    const fresh = await createTestApi();
    try {
      const res = await fresh.gql(STORES);
      assert.equal(res.status, 200);
      assert.deepEqual(res.body.data.ourStores, []);
    } finally {
      await fresh.close();
    }
  });
});
