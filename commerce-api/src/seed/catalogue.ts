// Products, their variants (ring sizes, chain lengths, bracelet sizes), specifications, listing
// memberships (the category and every ancestor) and search text. Product n is generated from its
// own random stream, so the first products are the same whatever the catalogue size.
//
// Specification groups (product_specs.group_key; all isFilter unless noted):
//   metal       Altın | Gümüş | Rose            (en Gold | Silver | Rose Gold)
//   ayar        14 Ayar | 22 Ayar (gold), 925 Ayar (silver); absent on watches
//   tas         Zirkon | Pırlanta | İnci | Zümrüt | Safir | Yakut | Sedef | Taşsız
//   renk        Sarı | Pembe | Beyaz | Yeşil | Mavi | Kırmızı
//   koleksiyon  Clarit Jewellery | Gold Premium Created (only on collection products)
//   agirlik     weight in grams — isFilter false, showOnDescription true
//   garanti     watches only — isFilter false, showOnDescription true
// Variant attributes (attribute_definitions): 1 Yüzük Ölçüsü, 2 Zincir Uzunluğu, 3 Bileklik Ölçüsü.
import { foldTurkish, formatKurus, slugify } from 'shared-contracts/server';
import type { productCategories, products, productSpecs, productVariants } from '../db/schema.js';
import { CATEGORY_BY_ID, categoryPath, COLLECTION_CATEGORY_IDS, LEAF_CYCLE, type ProductKind } from './categories.js';
import {
  BADGES,
  BRAND,
  BRACELET_SIZES_CM,
  CHAIN_LENGTHS_CM,
  KIND_NOUNS,
  METALS,
  MOTIFS,
  PRICE_RANGE_TRY,
  SKU_PREFIX,
  STONES,
  TURKISH_RING_SIZES,
  WATCH_MODELS,
  WATCH_STRAPS,
  type MetalKey,
  type StoneKey,
  type Term,
  withArticle,
} from './catalogue-vocabulary.js';
import { Rng } from './prng.js';
import { productPromise } from './promises.js';

export const ATTRIBUTE_DEFINITIONS = [
  { id: 1, name: 'Yüzük Ölçüsü', nameEn: 'Ring Size' },
  { id: 2, name: 'Zincir Uzunluğu', nameEn: 'Chain Length' },
  { id: 3, name: 'Bileklik Ölçüsü', nameEn: 'Bracelet Size' },
] as const;

export const COLLECTIONS = { clarit: 'Clarit Jewellery', goldPremium: 'Gold Premium Created' } as const;

type ProductRow = typeof products.$inferInsert;
type VariantRow = typeof productVariants.$inferInsert;
type SpecRow = typeof productSpecs.$inferInsert;
type MembershipRow = typeof productCategories.$inferInsert;

/** What orders, stock and reviews need to know about a generated product. */
export interface ProductSummary {
  id: number;
  sku: string;
  name: string;
  seName: string;
  priceKurus: number;
  categoryId: number;
  /** Products of one design family (same motif, neighbouring indexes) are bought together. */
  family: number;
  popularity: number;
  variants: { id: number; sku: string; attributeInfo: string | null; stock: number }[];
}

export interface GeneratedProduct {
  product: ProductRow;
  variants: VariantRow[];
  specs: SpecRow[];
  memberships: MembershipRow[];
  summary: ProductSummary;
}

export const FAMILY_SIZE = 4;

// One formatter for every product: building an Intl formatter per call dominates generation time.
const TRY_AMOUNT = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Kuruş price ending in ,90 (e.g. 4.589,90 TL). */
function shopPrice(tryAmount: number): number {
  return Math.max(1, Math.round(tryAmount / 10)) * 1000 - 10;
}

function ean13(seed: number): string {
  const body = `869${String(seed).padStart(9, '0').slice(-9)}`;
  const sum = [...body].reduce((s, ch, i) => s + Number(ch) * (i % 2 === 0 ? 1 : 3), 0);
  return body + String((10 - (sum % 10)) % 10);
}

function pickMetal(rng: Rng, family: 'gold' | 'silver' | 'mixed'): MetalKey {
  if (family === 'silver') return 'silver';
  if (family === 'gold') return rng.chance(0.25) ? 'rose' : 'gold';
  return rng.weighted([['gold', 4], ['rose', 2], ['silver', 4]] as const);
}

function pickStone(rng: Rng, kind: ProductKind, metal: MetalKey, categoryId: number): StoneKey {
  if (kind === 'watch' || kind === 'nameNecklace') return 'none';
  if (categoryId === 10) return rng.chance(0.6) ? 'diamond' : 'zircon'; // solitaires
  if (categoryId === 24) return rng.chance(0.7) ? 'none' : 'diamond'; // wedding bands
  const options: [StoneKey, number][] = [
    ['zircon', 5],
    ['none', 4],
    ['pearl', 2],
    ['emerald', 1],
    ['sapphire', 1],
    ['ruby', 1],
    ['nacre', 1],
  ];
  if (metal !== 'silver') options.push(['diamond', 2]);
  return rng.weighted(options);
}

function pickCarat(rng: Rng, kind: ProductKind, metal: MetalKey): Term | null {
  if (kind === 'watch') return null;
  if (metal === 'silver') return { tr: '925 Ayar', en: '925 Sterling' };
  const twentyTwo = metal === 'gold' && (kind === 'bracelet' ? rng.chance(0.5) : kind === 'necklace' ? rng.chance(0.15) : false);
  return twentyTwo ? { tr: '22 Ayar', en: '22K' } : { tr: '14 Ayar', en: '14K' };
}

function productNames(kind: ProductKind, metal: MetalKey, carat: Term | null, stone: StoneKey, motif: Term, rng: Rng, bangle: boolean): Term {
  if (kind === 'watch') {
    const model = rng.pick(WATCH_MODELS);
    const strap = rng.pick(WATCH_STRAPS);
    const tone = METALS[metal].toneName;
    return { tr: `${model} ${strap.tr} ${tone.tr} Kol Saati`, en: `${model} ${tone.en} Watch with ${strap.en}` };
  }
  const noun = bangle ? { tr: 'Bilezik', en: 'Bangle' } : KIND_NOUNS[kind];
  const stoneName = STONES[stone].name;
  const caratTr = carat ? `${carat.tr} ` : '';
  const caratEn = carat && metal !== 'silver' ? `${carat.en} ` : metal === 'silver' ? '925 ' : '';
  const tr = `${caratTr}${METALS[metal].name.tr} ${stoneName.tr ? `${stoneName.tr} ` : ''}${motif.tr} ${noun.tr}`;
  const en = `${caratEn}${METALS[metal].name.en} ${stoneName.en ? `${stoneName.en} ` : ''}${motif.en} ${noun.en}`;
  return { tr, en };
}

function variantOptions(kind: ProductKind, rng: Rng): { attributeId: number; values: string[]; unit: string } | null {
  if (kind === 'ring') {
    const pattern = rng.weighted([['single', 15], ['all', 15], ['run', 70]] as const);
    if (pattern === 'single') return null; // adjustable
    if (pattern === 'all') return { attributeId: 1, values: TURKISH_RING_SIZES, unit: '' };
    const length = rng.int(6, 10);
    const start = rng.int(3, TURKISH_RING_SIZES.length - length);
    return { attributeId: 1, values: TURKISH_RING_SIZES.slice(start, start + length), unit: '' };
  }
  if (kind === 'necklace' || kind === 'nameNecklace') return rng.chance(0.6) ? { attributeId: 2, values: CHAIN_LENGTHS_CM, unit: ' cm' } : null;
  if (kind === 'bracelet') {
    if (!rng.chance(0.65)) return null;
    return { attributeId: 3, values: rng.chance(0.5) ? BRACELET_SIZES_CM : BRACELET_SIZES_CM.slice(0, 4), unit: ' cm' };
  }
  return null;
}

interface ProductTexts {
  tr: string;
  en: string;
  short: string;
  shortEn: string;
  seo: string;
  seoEn: string;
}

function description(name: Term, kind: ProductKind, metal: MetalKey, stone: StoneKey, motif: Term, grams: Term, priceKurus: number): ProductTexts {
  const metalTr = METALS[metal].name.tr.toLocaleLowerCase('tr-TR');
  const stoneTr = stone === 'none' ? 'sade tasarımıyla' : `${STONES[stone].value.tr.toLocaleLowerCase('tr-TR')} taş detayıyla`;
  const stoneEn = stone === 'none' ? 'with a clean, stone-free design' : STONES[stone].setWithEn;
  const metalEn = METALS[metal].name.en.toLowerCase();
  const nounEn = KIND_NOUNS[kind].en.toLowerCase();
  const care =
    kind === 'watch'
      ? '<p>2 yıl garantilidir; 3 ATM suya dayanıklıdır.</p>'
      : '<p>Parfüm, krem ve deniz suyuyla temasından kaçınarak, yumuşak bir bezle silerek temizleyiniz.</p>';
  const careEn =
    kind === 'watch'
      ? '<p>Two-year guarantee; water resistant to 3 ATM.</p>'
      : '<p>Keep away from perfume, creams and sea water, and clean with a soft cloth.</p>';
  return {
    tr: `<p>${name.tr}, ${motif.tr.toLocaleLowerCase('tr-TR')} formu ve ${stoneTr} hem günlük kullanımda hem de özel günlerde şıklığınızı tamamlar. ${grams.tr} ağırlığındaki ${metalTr} gövdesi özenle işlenmiştir.</p>${care}`,
    en: `<p>The ${name.en} pairs ${withArticle(motif.en.toLowerCase())} shape ${stoneEn}, made for every day and for special occasions. Its ${metalEn} body weighs ${grams.en}.</p>${careEn}`,
    short: `${motif.tr} formlu, ${stoneTr} ${metalTr} ${KIND_NOUNS[kind].tr.toLocaleLowerCase('tr-TR')}.`,
    shortEn:
      kind === 'watch'
        ? `A ${METALS[metal].toneName.en.toLowerCase()} wristwatch with a two-year guarantee.`
        : `A ${metalEn} ${nounEn} in ${withArticle(motif.en.toLowerCase())} design, ${STONES[stone].setWithEn}.`,
    // Instalments and free shipping as the checkout will apply them (promises.ts).
    seo: `<h2>${name.tr}</h2><p>${productPromise(name, BRAND, priceKurus, 'tr')} Ürünlerimiz özel kutusunda, garanti belgesiyle gönderilir; teslimattan sonraki 15 gün içinde iade ve değişim yapabilirsiniz.</p>`,
    seoEn: `<h2>${name.en}</h2><p>${productPromise(name, BRAND, priceKurus, 'en')} Every piece ships in its own box with a guarantee certificate, and you can return or exchange it within 15 days of delivery.</p>`,
  };
}

function spec(productId: number, groupKey: string, title: Term, value: Term, isFilter: boolean, showOnDescription: boolean): SpecRow {
  return {
    productId,
    groupKey,
    groupTitle: title.tr,
    groupTitleEn: title.en,
    value: value.tr,
    valueEn: value.en,
    valueSlug: slugify(value.tr),
    isFilter,
    showOnDescription,
  };
}

/**
 * @param index 0-based product number
 * @param productId its id
 * @param nextVariantId hands out variant ids in order
 */
export function generateProduct(index: number, productId: number, nextVariantId: () => number, now: Date): GeneratedProduct {
  const rng = Rng.for('product', index);
  const categoryId = LEAF_CYCLE[index % LEAF_CYCLE.length]!;
  const category = CATEGORY_BY_ID.get(categoryId)!;
  const kind = category.kind!;
  const family = Math.floor(index / FAMILY_SIZE);
  // One motif per design family; a kind the motif does not suit takes the family's next one.
  const familyMotifs = Rng.for('family', family).sample(MOTIFS, MOTIFS.length);
  const motif = familyMotifs.find((m) => !m.only || m.only.includes(kind))!;
  const metal = pickMetal(rng, category.metal!);
  const stone = pickStone(rng, kind, metal, categoryId);
  const carat = pickCarat(rng, kind, metal);
  const bangle = kind === 'bracelet' && carat?.tr === '22 Ayar';
  const name = productNames(kind, metal, carat, stone, motif, rng, bangle);
  const sku = `${SKU_PREFIX[kind]}${String(index + 1).padStart(6, '0')}`;
  const seName = `${slugify(name.tr)}-${sku.toLowerCase()}`;

  // Price: the kind's range by metal, lifted by precious stones and 22 carat.
  const [lo, hi] = PRICE_RANGE_TRY[kind][metal === 'silver' ? 'silver' : 'gold'];
  let amount = lo + (hi - lo) * Math.pow(rng.next(), 1.6);
  if (stone === 'diamond') amount *= 1.8;
  if (carat?.tr === '22 Ayar') amount *= 1.45;
  const priceKurus = shopPrice(amount);
  const onSale = rng.chance(0.25);
  const oldPriceKurus = onSale ? shopPrice((priceKurus / 100) * (1.15 + rng.next() * 0.3)) : null;
  const festivalPriceKurus = rng.chance(0.1) ? shopPrice((priceKurus / 100) * (0.85 + rng.next() * 0.1)) : null;

  let collection: string | null = null;
  if (metal === 'silver' && kind !== 'watch' && rng.chance(0.12)) collection = COLLECTIONS.clarit;
  else if (metal !== 'silver' && kind !== 'watch' && (stone === 'diamond' ? rng.chance(0.5) : rng.chance(0.06))) collection = COLLECTIONS.goldPremium;

  const popularity = Math.floor(10000 * Math.pow(rng.next(), 3));
  const createdAt = new Date(now.getTime() - (index * 37 + rng.int(0, 30)) * 60_000 - rng.int(0, 400) * 86_400_000);
  const isNew = now.getTime() - createdAt.getTime() < 30 * 86_400_000;
  const weight = (metal === 'silver' ? 1.5 + rng.next() * 8 : 0.9 + rng.next() * (kind === 'bracelet' || kind === 'set' ? 22 : 7)).toFixed(2);
  const grams: Term = { tr: `${weight.replace('.', ',')} gr`, en: `${weight} g` };
  const text = description(name, kind, metal, stone, motif, grams, priceKurus);

  // Variants: options with stock; some products entirely out of stock.
  const options = variantOptions(kind, rng);
  const soldOut = rng.chance(0.06);
  const stockFor = (): number => (soldOut ? 0 : rng.chance(0.15) ? 0 : rng.chance(0.1) ? rng.int(1, 2) : rng.int(3, 25));
  const variants: VariantRow[] = options
    ? options.values.map((value, i) => ({
        id: nextVariantId(),
        productId,
        attributeId: options.attributeId,
        valueName: `${value}${options.unit}`,
        sku: `${sku}-${value}`,
        gtin: ean13(productId * 32 + i),
        stockQuantity: stockFor(),
        sortOrder: i,
      }))
    : [{ id: nextVariantId(), productId, attributeId: null, valueName: null, sku, gtin: ean13(productId * 32), stockQuantity: stockFor(), sortOrder: 0 }];

  const badges: { name: string; nameEn: string; color: string }[] = [];
  if (isNew) badges.push(BADGES.new);
  if (oldPriceKurus) badges.push(BADGES.sale);
  if (popularity > 7000) badges.push(BADGES.bestseller);
  if (rng.chance(0.05)) badges.push(BADGES.online);
  const totalStock = variants.reduce((s, v) => s + (v.stockQuantity ?? 0), 0);
  if (totalStock > 0 && totalStock <= 3) badges.push(BADGES.lastPieces);

  const describe = rng.chance(0.6);
  const specs: SpecRow[] = [spec(productId, 'metal', { tr: 'Metal', en: 'Metal' }, METALS[metal].value, true, describe)];
  if (carat) specs.push(spec(productId, 'ayar', { tr: 'Ayar', en: 'Carat' }, carat, true, describe));
  specs.push(spec(productId, 'tas', { tr: 'Taş', en: 'Stone' }, STONES[stone].value, true, describe && stone !== 'none'));
  specs.push(spec(productId, 'renk', { tr: 'Renk', en: 'Colour' }, STONES[stone].colour ?? METALS[metal].colour, true, false));
  if (collection) specs.push(spec(productId, 'koleksiyon', { tr: 'Koleksiyon', en: 'Collection' }, { tr: collection, en: collection }, true, true));
  specs.push(spec(productId, 'agirlik', { tr: 'Ağırlık', en: 'Weight' }, grams, false, true));
  if (kind === 'watch') specs.push(spec(productId, 'garanti', { tr: 'Garanti', en: 'Guarantee' }, { tr: '2 Yıl', en: '2 years' }, false, true));

  const path = categoryPath(categoryId);
  const memberships: MembershipRow[] = path.map((c) => ({ productId, categoryId: c.id, displayOrder: index }));
  // A collection product is listed in its collection's category too.
  const collectionCategoryId = collection ? COLLECTION_CATEGORY_IDS.get(collection) : undefined;
  if (collectionCategoryId !== undefined) memberships.push({ productId, categoryId: collectionCategoryId, displayOrder: index });
  const searchText = foldTurkish(
    [
      name.tr,
      name.en,
      sku,
      ...path.flatMap((c) => [c.name, c.nameEn]),
      ...specs.filter((s) => s.isFilter).flatMap((s) => [s.value, s.valueEn]),
    ].join(' '),
  ).replace(/\s+/g, ' ');

  const pictureCount = rng.chance(0.15) ? 1 : rng.int(2, 6);
  const product: ProductRow = {
    id: productId,
    sku,
    optionCode: `${sku}-${slugify(METALS[metal].colour.tr).slice(0, 2).toUpperCase()}`,
    name: name.tr,
    nameEn: name.en,
    seName,
    shortDescription: text.short,
    shortDescriptionEn: text.shortEn,
    fullDescription: text.tr,
    fullDescriptionEn: text.en,
    seoDescription: text.seo,
    seoDescriptionEn: text.seoEn,
    metaTitle: `${name.tr} | ${BRAND}`,
    metaTitleEn: `${name.en} | ${BRAND}`,
    metaDescription: `${name.tr} ${TRY_AMOUNT.format(priceKurus / 100)} TL. ${text.short}`,
    // The shared TRY formatting in English: "TRY 18,169.90".
    metaDescriptionEn: `${name.en} ${formatKurus(priceKurus, 'en')}. ${text.shortEn}`,
    priceKurus,
    oldPriceKurus,
    festivalPriceKurus,
    primaryCategoryId: categoryId,
    collection,
    badges,
    giftPackageEligible: kind !== 'watch' || rng.chance(0.5),
    pictureCount,
    searchText,
    popularity,
    published: true,
    createdAt,
  };
  const attributeName = options ? ATTRIBUTE_DEFINITIONS.find((a) => a.id === options.attributeId)!.name : null;
  return {
    product,
    variants,
    specs,
    memberships,
    summary: {
      id: productId,
      sku,
      name: name.tr,
      seName,
      priceKurus,
      categoryId,
      family,
      popularity,
      variants: variants.map((v) => ({
        id: v.id!,
        sku: v.sku,
        attributeInfo: attributeName && v.valueName ? `${attributeName}:${v.valueName}` : null,
        stock: v.stockQuantity ?? 0,
      })),
    },
  };
}
