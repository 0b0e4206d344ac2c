// Words the product generator combines into Turkish and English names: design motifs, stones,
// metals, carats and the noun of each kind of jewellery.
import type { ProductKind } from './categories.js';

export interface Term {
  tr: string;
  en: string;
}

/** The shop's name: it stays as it is in every language (titles end "… | Işıltı Takı"). */
export const BRAND = 'Işıltı Takı';

/** English indefinite article for a word ("an infinity", "a drop"). */
export function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}

/** Design motifs; `only` limits a motif to the kinds it suits (a hoop is an earring shape). */
export const MOTIFS: (Term & { only?: ProductKind[] })[] = [
  { tr: 'Damla', en: 'Drop' },
  { tr: 'Kalp', en: 'Heart' },
  { tr: 'Sonsuzluk', en: 'Infinity' },
  { tr: 'Yonca', en: 'Clover' },
  { tr: 'Yıldız', en: 'Star' },
  { tr: 'Hilal', en: 'Crescent' },
  { tr: 'Papatya', en: 'Daisy' },
  { tr: 'Baget', en: 'Baguette' },
  { tr: 'Kelebek', en: 'Butterfly' },
  { tr: 'Nazar', en: 'Evil Eye' },
  { tr: 'Çiçek', en: 'Flower' },
  { tr: 'Düğüm', en: 'Knot' },
  { tr: 'Yaprak', en: 'Leaf' },
  { tr: 'Taç', en: 'Crown' },
  { tr: 'Güneş', en: 'Sun' },
  { tr: 'Su Yolu', en: 'Tennis', only: ['bracelet', 'necklace', 'anklet'] },
  { tr: 'Örgü', en: 'Braided' },
  { tr: 'Lotus', en: 'Lotus' },
  { tr: 'Kuş', en: 'Bird' },
  { tr: 'Zincir', en: 'Chain', only: ['bracelet', 'necklace', 'anklet'] },
  { tr: 'Halka', en: 'Hoop', only: ['earring'] },
  { tr: 'İnci Tanesi', en: 'Pearl Drop', only: ['earring', 'necklace'] },
  { tr: 'Gül', en: 'Rose' },
  { tr: 'Lale', en: 'Tulip' },
];

export type StoneKey = 'zircon' | 'diamond' | 'pearl' | 'emerald' | 'sapphire' | 'ruby' | 'nacre' | 'none';

/**
 * `name` is how the stone reads inside a product name; `value` is the specification value;
 * `setWithEn` how an English description says the piece carries it.
 */
export const STONES: Record<StoneKey, { name: Term; value: Term; setWithEn: string; colour?: Term }> = {
  zircon: { name: { tr: 'Zirkon Taşlı', en: 'Zirconia' }, value: { tr: 'Zirkon', en: 'Zirconia' }, setWithEn: 'set with zirconia' },
  diamond: { name: { tr: 'Pırlanta', en: 'Diamond' }, value: { tr: 'Pırlanta', en: 'Diamond' }, setWithEn: 'set with diamonds' },
  pearl: { name: { tr: 'İnci', en: 'Pearl' }, value: { tr: 'İnci', en: 'Pearl' }, setWithEn: 'set with pearls', colour: { tr: 'Beyaz', en: 'White' } },
  emerald: { name: { tr: 'Zümrüt Taşlı', en: 'Emerald' }, value: { tr: 'Zümrüt', en: 'Emerald' }, setWithEn: 'set with emeralds', colour: { tr: 'Yeşil', en: 'Green' } },
  sapphire: { name: { tr: 'Safir Taşlı', en: 'Sapphire' }, value: { tr: 'Safir', en: 'Sapphire' }, setWithEn: 'set with sapphires', colour: { tr: 'Mavi', en: 'Blue' } },
  ruby: { name: { tr: 'Yakut Taşlı', en: 'Ruby' }, value: { tr: 'Yakut', en: 'Ruby' }, setWithEn: 'set with rubies', colour: { tr: 'Kırmızı', en: 'Red' } },
  nacre: { name: { tr: 'Sedefli', en: 'Mother-of-Pearl' }, value: { tr: 'Sedef', en: 'Mother-of-pearl' }, setWithEn: 'inlaid with mother-of-pearl', colour: { tr: 'Beyaz', en: 'White' } },
  none: { name: { tr: '', en: '' }, value: { tr: 'Taşsız', en: 'No stone' }, setWithEn: 'without stones' },
};

export type MetalKey = 'gold' | 'rose' | 'silver';

/** The metal specification values (Altın / Gümüş / Rose) and how each reads in a name. */
export const METALS: Record<MetalKey, { value: Term; name: Term; colour: Term; toneName: Term }> = {
  gold: { value: { tr: 'Altın', en: 'Gold' }, name: { tr: 'Altın', en: 'Gold' }, colour: { tr: 'Sarı', en: 'Yellow' }, toneName: { tr: 'Altın Rengi', en: 'Gold Tone' } },
  rose: { value: { tr: 'Rose', en: 'Rose Gold' }, name: { tr: 'Rose Altın', en: 'Rose Gold' }, colour: { tr: 'Pembe', en: 'Pink' }, toneName: { tr: 'Rose Rengi', en: 'Rose Gold Tone' } },
  silver: { value: { tr: 'Gümüş', en: 'Silver' }, name: { tr: 'Gümüş', en: 'Sterling Silver' }, colour: { tr: 'Beyaz', en: 'White' }, toneName: { tr: 'Gümüş Rengi', en: 'Silver Tone' } },
};

export const KIND_NOUNS: Record<ProductKind, Term> = {
  ring: { tr: 'Yüzük', en: 'Ring' },
  necklace: { tr: 'Kolye', en: 'Necklace' },
  nameNecklace: { tr: 'İsim Kolye', en: 'Name Necklace' },
  bracelet: { tr: 'Bileklik', en: 'Bracelet' },
  earring: { tr: 'Küpe', en: 'Earrings' },
  set: { tr: 'Set', en: 'Set' },
  watch: { tr: 'Kol Saati', en: 'Watch' },
  brooch: { tr: 'Broş', en: 'Brooch' },
  anklet: { tr: 'Halhal', en: 'Anklet' },
  hair: { tr: 'Saç Tokası', en: 'Hair Clip' },
};

export const SKU_PREFIX: Record<ProductKind, string> = {
  ring: 'YZ',
  necklace: 'KL',
  nameNecklace: 'IK',
  bracelet: 'BL',
  earring: 'KP',
  set: 'ST',
  watch: 'SA',
  brooch: 'BR',
  anklet: 'HL',
  hair: 'SC',
};

export const WATCH_MODELS = ['Milano', 'Classic', 'Elegance', 'Boğaziçi', 'Lale', 'Galata', 'Kapadokya', 'Efes', 'Nova', 'Vega'];
export const WATCH_STRAPS: Term[] = [
  { tr: 'Çelik Kordonlu', en: 'Steel Bracelet' },
  { tr: 'Deri Kordonlu', en: 'Leather Strap' },
  { tr: 'Hasır Kordonlu', en: 'Mesh Strap' },
];

/** Price range in TRY by kind and metal family; stones and carat scale it. */
export const PRICE_RANGE_TRY: Record<ProductKind, { gold: [number, number]; silver: [number, number] }> = {
  ring: { gold: [3200, 24000], silver: [450, 2400] },
  necklace: { gold: [3800, 28000], silver: [520, 2900] },
  nameNecklace: { gold: [2900, 9800], silver: [390, 1500] },
  bracelet: { gold: [4500, 42000], silver: [480, 2600] },
  earring: { gold: [2400, 16000], silver: [330, 1900] },
  set: { gold: [11000, 58000], silver: [1200, 4900] },
  watch: { gold: [2600, 17500], silver: [2400, 15500] },
  brooch: { gold: [3500, 12500], silver: [420, 1600] },
  anklet: { gold: [2100, 8900], silver: [290, 1200] },
  hair: { gold: [1900, 6500], silver: [240, 950] },
};

export const TURKISH_RING_SIZES = Array.from({ length: 16 }, (_, i) => String(i + 5)); // 5..20
export const CHAIN_LENGTHS_CM = ['40', '45', '50'];
export const BRACELET_SIZES_CM = ['16', '17', '18', '19', '20'];

export const BADGES = {
  new: { name: 'Yeni', nameEn: 'New', color: '#1f7a4d' },
  sale: { name: 'İndirim', nameEn: 'Sale', color: '#c0392b' },
  bestseller: { name: 'Çok Satan', nameEn: 'Bestseller', color: '#b8860b' },
  online: { name: 'Online Özel', nameEn: 'Online Exclusive', color: '#5b3f8c' },
  lastPieces: { name: 'Son Ürünler', nameEn: 'Last Pieces', color: '#7f8c8d' },
} as const;
