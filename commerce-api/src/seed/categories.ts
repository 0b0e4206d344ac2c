// The category tree (fixed ids: the home product slider defaults to category 12). Top-level
// categories show their sub-categories; every leaf says which kind of jewellery it holds and in
// which metal, which drives product names, variants, prices and pictures.
import type { categories } from '../db/schema.js';
import { BRAND } from './catalogue-vocabulary.js';
import { freeShippingRule } from './promises.js';

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase('tr-TR') + text.slice(1);

export type ProductKind = 'ring' | 'necklace' | 'nameNecklace' | 'bracelet' | 'earring' | 'set' | 'watch' | 'brooch' | 'anklet' | 'hair';
export type MetalFamily = 'gold' | 'silver' | 'mixed';

export interface CategorySeed {
  id: number;
  parentId: number | null;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  kind?: ProductKind;
  metal?: MetalFamily;
  noIndex?: boolean;
  /** A special collection's listing (SPECIAL_COLLECTIONS): its members are the collection's products, not a kind. */
  collection?: boolean;
  faq?: { question: string; answer: string; questionEn: string; answerEn: string }[];
}

const RING_FAQ = [
  {
    question: 'Yüzük ölçümü nasıl belirlerim?',
    answer: '<p>Parmağınızın çevresini bir iple ölçüp <a href="/find/ring-size">yüzük ölçüsü bulucu</a> sayfamızdaki tabloya bakabilirsiniz.</p>',
    questionEn: 'How do I find my ring size?',
    answerEn: '<p>Measure around your finger with a string and use the table on our <a href="/en/find/ring-size">ring size finder</a>.</p>',
  },
  {
    question: 'Yüzüğümün ölçüsünü değiştirebilir miyim?',
    answer: '<p>Teslimattan sonraki 15 gün içinde ölçü değişimi için mağazalarımıza ya da iade ve değişim sayfamıza başvurabilirsiniz.</p>',
    questionEn: 'Can I change the size of my ring?',
    answerEn: '<p>Within 15 days of delivery you can ask for a size exchange in our stores or through the returns and exchanges page.</p>',
  },
];

const GOLD_FAQ = [
  {
    question: 'Altın ürünleriniz sertifikalı mı?',
    answer: '<p>Tüm altın ürünlerimiz ayar damgalıdır ve garanti belgesiyle gönderilir.</p>',
    questionEn: 'Are your gold pieces certified?',
    answerEn: '<p>Every gold piece carries its carat hallmark and ships with a guarantee certificate.</p>',
  },
  {
    question: '14 ayar ile 22 ayar arasındaki fark nedir?',
    answer: '<p>14 ayar altın %58,5, 22 ayar altın %91,6 saf altın içerir; 14 ayar günlük kullanıma daha dayanıklıdır.</p>',
    questionEn: 'What is the difference between 14K and 22K gold?',
    answerEn: '<p>14K gold is 58.5% and 22K gold 91.6% pure gold; 14K stands up better to everyday wear.</p>',
  },
];

const SILVER_FAQ = [
  {
    question: 'Gümüş takılarım kararır mı?',
    answer: '<p>925 ayar gümüş takılarımız rodyum kaplamalıdır; parfüm ve sudan uzak tutulduğunda uzun süre parlaklığını korur.</p>',
    questionEn: 'Will my silver jewellery tarnish?',
    answerEn: '<p>Our 925 sterling silver pieces are rhodium plated and keep their shine for a long time away from perfume and water.</p>',
  },
];

const d = (tr: string, en: string) => ({
  description: `<p>${tr}</p>`,
  descriptionEn: `<p>${en}</p>`,
});

export const CATEGORY_SEEDS: CategorySeed[] = [
  { id: 1, parentId: null, name: 'Yüzük', nameEn: 'Rings', ...d('Tektaştan alyansa, altın ve gümüş yüzük modelleri.', 'Gold and silver rings, from solitaires to wedding bands.'), faq: RING_FAQ },
  { id: 2, parentId: null, name: 'Kolye', nameEn: 'Necklaces', ...d('Altın ve gümüş kolyeler, isim kolyeler ve zarif uçlar.', 'Gold and silver necklaces, name necklaces and delicate pendants.') },
  { id: 3, parentId: null, name: 'Bileklik', nameEn: 'Bracelets', ...d('Her bileğe uygun altın ve gümüş bileklik modelleri.', 'Gold and silver bracelets for every wrist.') },
  { id: 4, parentId: null, name: 'Küpe', nameEn: 'Earrings', ...d('Halka, sallantılı ve tektaş küpeler.', 'Hoops, drops and stud earrings.') },
  { id: 5, parentId: null, name: 'Set', nameEn: 'Sets', ...d('Kolye, küpe ve bileklikten oluşan uyumlu takı setleri.', 'Matching sets of necklace, earrings and bracelet.') },
  { id: 6, parentId: null, name: 'Saat', nameEn: 'Watches', ...d('Kadın ve erkek kol saatleri.', 'Women’s and men’s wristwatches.') },
  { id: 7, parentId: null, name: 'Aksesuar', nameEn: 'Accessories', ...d('Broş, halhal ve saç aksesuarları.', 'Brooches, anklets and hair accessories.') },
  { id: 8, parentId: 1, name: 'Altın Yüzük', nameEn: 'Gold Rings', ...d('14 ve 22 ayar altın yüzükler.', '14K and 22K gold rings.'), kind: 'ring', metal: 'gold', faq: GOLD_FAQ },
  { id: 9, parentId: 1, name: 'Gümüş Yüzük', nameEn: 'Silver Rings', ...d('925 ayar gümüş yüzükler.', '925 sterling silver rings.'), kind: 'ring', metal: 'silver', faq: SILVER_FAQ },
  { id: 10, parentId: 1, name: 'Tektaş Yüzük', nameEn: 'Solitaire Rings', ...d('Pırlanta ve zirkon taşlı tektaş yüzükler.', 'Diamond and zirconia solitaire rings.'), kind: 'ring', metal: 'gold' },
  { id: 11, parentId: 2, name: 'Gümüş Kolye', nameEn: 'Silver Necklaces', ...d('925 ayar gümüş kolyeler.', '925 sterling silver necklaces.'), kind: 'necklace', metal: 'silver' },
  { id: 12, parentId: 2, name: 'Altın Kolye', nameEn: 'Gold Necklaces', ...d('14 ve 22 ayar altın kolyeler.', '14K and 22K gold necklaces.'), kind: 'necklace', metal: 'gold', faq: GOLD_FAQ },
  { id: 13, parentId: 2, name: 'İsim Kolye', nameEn: 'Name Necklaces', ...d('Harf ve isim kolyeler.', 'Letter and name necklaces.'), kind: 'nameNecklace', metal: 'mixed' },
  { id: 14, parentId: 3, name: 'Altın Bileklik', nameEn: 'Gold Bracelets', ...d('Altın bileklik ve bilezikler.', 'Gold bracelets and bangles.'), kind: 'bracelet', metal: 'gold' },
  { id: 15, parentId: 3, name: 'Gümüş Bileklik', nameEn: 'Silver Bracelets', ...d('925 ayar gümüş bileklikler.', '925 sterling silver bracelets.'), kind: 'bracelet', metal: 'silver' },
  { id: 16, parentId: 4, name: 'Altın Küpe', nameEn: 'Gold Earrings', ...d('Altın halka ve sallantılı küpeler.', 'Gold hoop and drop earrings.'), kind: 'earring', metal: 'gold' },
  { id: 17, parentId: 4, name: 'Gümüş Küpe', nameEn: 'Silver Earrings', ...d('925 ayar gümüş küpeler.', '925 sterling silver earrings.'), kind: 'earring', metal: 'silver' },
  { id: 18, parentId: 5, name: 'Altın Set', nameEn: 'Gold Sets', ...d('Altın kolye ve küpe setleri.', 'Gold necklace and earring sets.'), kind: 'set', metal: 'gold' },
  { id: 19, parentId: 5, name: 'Gümüş Set', nameEn: 'Silver Sets', ...d('Gümüş kolye ve küpe setleri.', 'Silver necklace and earring sets.'), kind: 'set', metal: 'silver' },
  { id: 20, parentId: 6, name: 'Kadın Saat', nameEn: 'Women’s Watches', ...d('Kadın kol saatleri.', 'Women’s wristwatches.'), kind: 'watch', metal: 'mixed' },
  { id: 21, parentId: 6, name: 'Erkek Saat', nameEn: 'Men’s Watches', ...d('Erkek kol saatleri.', 'Men’s wristwatches.'), kind: 'watch', metal: 'mixed' },
  { id: 22, parentId: 7, name: 'Broş', nameEn: 'Brooches', ...d('Altın ve gümüş broşlar.', 'Gold and silver brooches.'), kind: 'brooch', metal: 'mixed' },
  { id: 23, parentId: 7, name: 'Halhal', nameEn: 'Anklets', ...d('Altın ve gümüş halhallar.', 'Gold and silver anklets.'), kind: 'anklet', metal: 'mixed' },
  { id: 24, parentId: 8, name: 'Alyans', nameEn: 'Wedding Bands', ...d('Altın alyans modelleri.', 'Gold wedding bands.'), kind: 'ring', metal: 'gold' },
  { id: 25, parentId: 7, name: 'Saç Aksesuarı', nameEn: 'Hair Accessories', ...d('Toka ve taçlar.', 'Hair clips and tiaras.'), kind: 'hair', metal: 'mixed', noIndex: true },
  // The special collections: each a listing of its products across categories (SPECIAL_COLLECTION_PATHS).
  { id: 26, parentId: null, name: 'Clarit Jewellery', nameEn: 'Clarit Jewellery', ...d('Clarit Jewellery koleksiyonu: 925 ayar gümüşte ışıltılı tasarımlar.', 'The Clarit Jewellery collection: sparkling designs in sterling silver.'), collection: true, faq: SILVER_FAQ },
  { id: 27, parentId: null, name: 'Gold Premium Created', nameEn: 'Gold Premium Created', ...d('Gold Premium Created koleksiyonu: pırlantanın en zarif hâli, altında.', 'The Gold Premium Created collection: diamonds at their most elegant, in gold.'), collection: true, faq: GOLD_FAQ },
];

/** The category of each special collection, by the collection's name. */
export const COLLECTION_CATEGORY_IDS: ReadonlyMap<string, number> = new Map(CATEGORY_SEEDS.filter((c) => c.collection).map((c) => [c.name, c.id]));

/** Leaf categories in the order products are dealt to them; category 12 comes up three times in 24, so even 120 products put 15 in it. */
export const LEAF_CYCLE = [8, 12, 9, 14, 16, 10, 11, 17, 12, 15, 24, 13, 18, 20, 9, 22, 12, 16, 8, 19, 21, 23, 11, 25] as const;

export const CATEGORY_BY_ID = new Map(CATEGORY_SEEDS.map((c) => [c.id, c]));

/** The category and all its ancestors, nearest first. */
export function categoryPath(id: number): CategorySeed[] {
  const path: CategorySeed[] = [];
  for (let c = CATEGORY_BY_ID.get(id); c; c = c.parentId == null ? undefined : CATEGORY_BY_ID.get(c.parentId)) path.push(c);
  return path;
}

export function categoryRows(slug: (text: string) => string): (typeof categories.$inferInsert)[] {
  return CATEGORY_SEEDS.map((c, i) => ({
    id: c.id,
    parentId: c.parentId,
    name: c.name,
    nameEn: c.nameEn,
    seName: slug(c.name),
    description: c.description,
    descriptionEn: c.descriptionEn,
    metaTitle: `${c.name} Modelleri ve Fiyatları | ${BRAND}`,
    metaTitleEn: `${c.nameEn}: Designs and Prices | ${BRAND}`,
    metaDescription: `${c.name} modelleri uygun fiyatlarla ${BRAND}'da. ${capitalised(freeShippingRule('tr'))} ve 15 gün içinde iade.`,
    metaDescriptionEn: `${c.nameEn} at fair prices from ${BRAND}. ${capitalised(freeShippingRule('en'))} and returns within 15 days.`,
    noIndex: c.noIndex ?? false,
    noFollow: false,
    showSubCategories: c.parentId == null && !c.collection,
    faq: c.faq ?? [],
    iconUrl: `/images/categories/${c.id}.svg`,
    sortOrder: i,
    published: true,
  }));
}
