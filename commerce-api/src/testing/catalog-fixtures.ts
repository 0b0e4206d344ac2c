// A small, explicit catalogue for the catalogue and review tests: a ring category with gold and
// silver sub-categories, a necklace category, an empty and an unpublished category, 24 rings and
// 6 necklaces with metal/stone/colour specifications, ring-size variants, reviews, stores with
// stock. Every number the tests assert follows from the rules written here.
import { foldTurkish } from 'shared-contracts/server';
import type { Db } from '../db/client.js';
import {
  attributeDefinitions,
  categories,
  productCategories,
  products,
  productSpecs,
  productVariants,
  reviews,
  stores,
  storeStock,
} from '../db/schema.js';

export const RING_COUNT = 24;
export const NECKLACE_COUNT = 6;
export const RING_SIZES = ['10', '12', '14'];
const DAY = 24 * 3600 * 1000;
const BASE_TIME = Date.UTC(2025, 0, 1);

export interface RingInfo {
  id: number;
  i: number;
  sku: string;
  metal: 'altin' | 'gumus';
  stone: 'pirlanta' | 'zirkon' | null;
  priceKurus: number;
}

export interface CatalogFixture {
  rings: RingInfo[];
  necklaceIds: number[];
  categoryIds: { rings: number; goldRings: number; silverRings: number; necklaces: number; empty: number; hidden: number };
  sizeAttributeId: number;
  storeIds: { kizilay: number; zeytinburnu: number; alsancak: number };
}

/** Ring i (1..24): even -> gold, odd -> silver; i%3 0 -> pırlanta, 1 -> zirkon, 2 -> no stone. */
export function ringSpec(i: number) {
  const metal = i % 2 === 0 ? ('altin' as const) : ('gumus' as const);
  const stone = i % 3 === 0 ? ('pirlanta' as const) : i % 3 === 1 ? ('zirkon' as const) : null;
  return { metal, stone, priceKurus: 100_000 + i * 10_000, popularity: (i * 7) % RING_COUNT, outOfStock: i % 5 === 0 };
}

const METAL = { altin: { tr: 'Altın', en: 'Gold' }, gumus: { tr: 'Gümüş', en: 'Silver' } };
const STONE = { pirlanta: { tr: 'Pırlanta', en: 'Diamond' }, zirkon: { tr: 'Zirkon', en: 'Zirconia' } };

export async function insertCatalogFixture(db: Db): Promise<CatalogFixture> {
  const cat = async (values: typeof categories.$inferInsert) => (await db.insert(categories).values(values).returning({ id: categories.id }))[0].id;
  const ringsId = await cat({
    name: 'Yüzük',
    nameEn: 'Rings',
    seName: 'yuzuk',
    description: 'Yüzük modelleri',
    descriptionEn: 'Ring styles',
    showSubCategories: true,
    faq: [{ question: 'Ölçü nasıl seçilir?', answer: '<p>Ölçü tablosuna bakınız.</p>', questionEn: 'How to pick a size?', answerEn: '<p>See the size table.</p>' }],
  });
  const goldRingsId = await cat({ parentId: ringsId, name: 'Altın Yüzük', nameEn: 'Gold Rings', seName: 'altin-yuzuk', sortOrder: 1 });
  const silverRingsId = await cat({ parentId: ringsId, name: 'Gümüş Yüzük', nameEn: 'Silver Rings', seName: 'gumus-yuzuk', sortOrder: 2 });
  const necklacesId = await cat({
    name: 'Kolye',
    nameEn: 'Necklaces',
    seName: 'kolye',
    metaTitle: 'Kolye Modelleri',
    metaDescription: 'En güzel kolyeler',
    noIndex: true,
    noFollow: true,
  });
  const emptyId = await cat({ name: 'Boş Kategori', nameEn: 'Empty', seName: 'bos-kategori' });
  const hiddenId = await cat({ name: 'Gizli', nameEn: 'Hidden', seName: 'gizli', published: false });

  const [size] = await db.insert(attributeDefinitions).values({ name: 'Yüzük Ölçüsü', nameEn: 'Ring size' }).returning({ id: attributeDefinitions.id });

  const [kizilay, zeytinburnu, alsancak] = await db
    .insert(stores)
    .values(
      [
        ['Kızılay Mağazası', 'Ankara', 'Çankaya'],
        ['Zeytinburnu Mağazası', 'İstanbul', 'Zeytinburnu'],
        ['Alsancak Mağazası', 'İzmir', 'Konak'],
      ].map(([name, city, district]) => ({
        name,
        country: 'Türkiye',
        city,
        district,
        address: `${district} Cad. No:1`,
        phone: '0212 000 00 00',
        email: 'magaza@storefront.test',
        workingHours: '10:00-22:00',
        latitude: 39.9,
        longitude: 32.8,
      })),
    )
    .returning({ id: stores.id });

  const rings: RingInfo[] = [];
  for (let i = 1; i <= RING_COUNT; i++) {
    const { metal, stone, priceKurus, popularity, outOfStock } = ringSpec(i);
    const name = `${METAL[metal].tr} Yüzük Model ${i}`;
    const categoryName = metal === 'altin' ? 'Altın Yüzük' : 'Gümüş Yüzük';
    const sku = `RING-${i}`;
    const [row] = await db
      .insert(products)
      .values({
        sku,
        name,
        nameEn: `${METAL[metal].en} Ring Model ${i}`,
        seName: `ring-model-${i}`,
        fullDescription: `<p>${name}</p>`,
        fullDescriptionEn: `<p>${METAL[metal].en} ring ${i}</p>`,
        priceKurus,
        oldPriceKurus: i % 4 === 0 ? priceKurus + 50_000 : i === 1 ? priceKurus - 1 : null,
        festivalPriceKurus: i === 2 ? 90_000 : null,
        primaryCategoryId: metal === 'altin' ? goldRingsId : silverRingsId,
        collection: i === 2 ? 'Gold Premium Created' : null,
        badges: i === 2 ? [{ name: 'Yeni', color: '#c00' }] : [],
        pictureCount: 2,
        searchText: foldTurkish(`${name} ${categoryName} Yüzük ${METAL[metal].tr} ${stone ? STONE[stone].tr : ''}`),
        popularity,
        createdAt: new Date(BASE_TIME + i * DAY),
      })
      .returning({ id: products.id });
    rings.push({ id: row.id, i, sku, metal, stone, priceKurus });
    await db.insert(productCategories).values([
      { productId: row.id, categoryId: ringsId, displayOrder: i },
      { productId: row.id, categoryId: metal === 'altin' ? goldRingsId : silverRingsId, displayOrder: i },
    ]);
    await db.insert(productVariants).values(
      RING_SIZES.map((s, k) => ({ productId: row.id, attributeId: size.id, valueName: s, sku: `${sku}-${s}`, gtin: `869000${i}${s}`, stockQuantity: outOfStock ? 0 : k + 1, sortOrder: k })),
    );
    const specs: (typeof productSpecs.$inferInsert)[] = [
      { productId: row.id, groupKey: 'metal', groupTitle: 'Metal', groupTitleEn: 'Metal', value: METAL[metal].tr, valueEn: METAL[metal].en, valueSlug: metal, showOnDescription: true },
    ];
    if (stone) specs.push({ productId: row.id, groupKey: 'tas', groupTitle: 'Taş', groupTitleEn: 'Stone', value: STONE[stone].tr, valueEn: STONE[stone].en, valueSlug: stone });
    specs.push({ productId: row.id, groupKey: 'ayar', groupTitle: 'Ayar', groupTitleEn: 'Carat', value: metal === 'altin' ? '14 Ayar' : '925 Ayar', valueEn: metal === 'altin' ? '14K' : '925', valueSlug: metal === 'altin' ? '14-ayar' : '925-ayar', isFilter: false });
    await db.insert(productSpecs).values(specs);
  }

  const necklaceIds: number[] = [];
  for (let k = 1; k <= NECKLACE_COUNT; k++) {
    const name = `Altın Kolye Model ${k}`;
    const [row] = await db
      .insert(products)
      .values({
        sku: `NECK-${k}`,
        name,
        nameEn: `Gold Necklace Model ${k}`,
        seName: `necklace-model-${k}`,
        priceKurus: 200_000 + k * 1_000,
        primaryCategoryId: necklacesId,
        searchText: foldTurkish(`${name} Kolye Altın`),
        popularity: 100 + k,
        createdAt: new Date(BASE_TIME + k * DAY),
      })
      .returning({ id: products.id });
    necklaceIds.push(row.id);
    await db.insert(productCategories).values({ productId: row.id, categoryId: necklacesId, displayOrder: k });
    await db.insert(productVariants).values({ productId: row.id, sku: `NECK-${k}-V`, stockQuantity: 5 });
    await db.insert(productSpecs).values({ productId: row.id, groupKey: 'metal', groupTitle: 'Metal', groupTitleEn: 'Metal', value: 'Altın', valueEn: 'Gold', valueSlug: 'altin' });
  }

  // Reviews: ring 1 -> 5 and 4 approved plus an unapproved 1; ring 2 -> 5; ring 3 -> 3.
  const r = (i: number) => rings[i - 1].id;
  await db.insert(reviews).values([
    { productId: r(1), customerName: 'Ayşe Y.', rating: 5, reviewText: 'Harika', createdAt: new Date(BASE_TIME + 10 * DAY), approved: true, status: 'APPROVED' },
    { productId: r(1), customerName: 'Mehmet K.', customerNameShow: false, rating: 4, reviewText: 'Güzel', createdAt: new Date(BASE_TIME + 20 * DAY), approved: true, status: 'APPROVED' },
    { productId: r(1), customerName: 'Spam', rating: 1, reviewText: 'onaysız', approved: false, createdAt: new Date(BASE_TIME + 30 * DAY) },
    { productId: r(2), customerName: 'Zeynep', rating: 5, createdAt: new Date(BASE_TIME + 5 * DAY), approved: true, status: 'APPROVED' },
    { productId: r(3), customerName: 'Ali', rating: 3, createdAt: new Date(BASE_TIME + 5 * DAY), approved: true, status: 'APPROVED' },
  ]);

  // Store stock of ring 1: two sizes in Zeytinburnu, one in Kızılay, none (0) in Alsancak.
  await db.insert(storeStock).values([
    { storeId: zeytinburnu.id, sku: 'RING-1-10', quantity: 2 },
    { storeId: zeytinburnu.id, sku: 'RING-1-12', quantity: 3 },
    { storeId: kizilay.id, sku: 'RING-1-12', quantity: 1 },
    { storeId: alsancak.id, sku: 'RING-1-14', quantity: 0 },
  ]);

  return {
    rings,
    necklaceIds,
    categoryIds: { rings: ringsId, goldRings: goldRingsId, silverRings: silverRingsId, necklaces: necklacesId, empty: emptyId, hidden: hiddenId },
    sizeAttributeId: size.id,
    storeIds: { kizilay: kizilay.id, zeytinburnu: zeytinburnu.id, alsancak: alsancak.id },
  };
}
