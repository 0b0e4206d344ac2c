// Home page blocks (schema 'home') in tr and en: one or more of every block type the spec's Home
// section lists, in display order. Two banners sit outside their validity window on purpose (a
// summer campaign that has ended and a new-year campaign not yet started), and the campaign card
// runs in a window around `now`.
import type { TypedContentBlock } from 'shared-contracts/server';
import { HOME_SLIDER_DEFAULT_CATEGORY_ID, SPECIAL_COLLECTION_PATHS } from 'shared-contracts/server';
import { instalmentParagraph } from '../promises.js';
import { bannerArt, PALETTES } from '../svg-images.js';

export interface HomeBlockSeed {
  sortOrder: number;
  /** Days relative to the seed's `now` (negative = past); absent = open. */
  validFromDays?: number;
  validToDays?: number;
  block: { tr: TypedContentBlock; en: TypedContentBlock };
}

const banner = (palette: keyof typeof PALETTES, seed: number, alt: { tr: string; en: string }) => ({
  tr: { url: bannerArt(PALETTES[palette], 1600, 600, seed), mobileUrl: bannerArt(PALETTES[palette], 800, 800, seed), alt: alt.tr, width: 1600, height: 600 },
  en: { url: bannerArt(PALETTES[palette], 1600, 600, seed), mobileUrl: bannerArt(PALETTES[palette], 800, 800, seed), alt: alt.en, width: 1600, height: 600 },
});

const categoryPicture = (id: number, alt: string) => ({ url: `/images/categories/${id}.svg`, alt, width: 300, height: 450 });

const slides = [
  { palette: 'night' as const, seed: 1, tr: { title: 'Gold Premium Created', subtitle: 'Pırlantanın en zarif hâli', href: SPECIAL_COLLECTION_PATHS['Gold Premium Created'], label: 'Koleksiyonu keşfet' }, en: { title: 'Gold Premium Created', subtitle: 'Diamonds at their most elegant', href: SPECIAL_COLLECTION_PATHS['Gold Premium Created'], label: 'Explore the collection' } },
  { palette: 'silver' as const, seed: 2, tr: { title: 'Clarit Jewellery', subtitle: 'Gümüşte yeni sezon', href: SPECIAL_COLLECTION_PATHS['Clarit Jewellery'], label: 'Hemen incele' }, en: { title: 'Clarit Jewellery', subtitle: 'The new season in silver', href: SPECIAL_COLLECTION_PATHS['Clarit Jewellery'], label: 'Shop now' } },
  { palette: 'rose' as const, seed: 3, tr: { title: 'Tektaş Yüzükler', subtitle: 'En özel anınız için', href: '/tektas-yuzuk', label: 'Tektaşları gör' }, en: { title: 'Solitaire Rings', subtitle: 'For your most special moment', href: '/tektas-yuzuk', label: 'See solitaires' } },
];

export const HOME_BLOCKS: HomeBlockSeed[] = [
  {
    sortOrder: 10,
    block: {
      tr: { type: 'slider', data: { autoplayMs: 5000, slides: slides.map((s) => ({ title: s.tr.title, subtitle: s.tr.subtitle, image: banner(s.palette, s.seed, { tr: s.tr.title, en: s.en.title }).tr, link: { href: s.tr.href, label: s.tr.label } })) } },
      en: { type: 'slider', data: { autoplayMs: 5000, slides: slides.map((s) => ({ title: s.en.title, subtitle: s.en.subtitle, image: banner(s.palette, s.seed, { tr: s.tr.title, en: s.en.title }).en, link: { href: s.en.href, label: s.en.label } })) } },
    },
  },
  {
    sortOrder: 20,
    block: {
      tr: { type: 'icon', data: { items: [
        { icon: 'delivery', title: 'Hızlı Teslimat', text: 'Hafta içi 17:00’ye kadar verilen siparişlere aynı gün kurye' },
        { icon: 'guarantee', title: 'Garanti Belgeli', text: 'Altın ve gümüş ürünler ayar damgalı, tüm ürünler garantili' },
        { icon: 'exchange', title: '15 Gün İade ve Değişim', text: 'Teslimattan itibaren 15 gün içinde', link: { href: '/sayfa/iade-ve-degisim' } },
        { icon: 'gift', title: 'Hediye Paketi', text: 'Notunuzla birlikte özel kutusunda' },
      ] } },
      en: { type: 'icon', data: { items: [
        { icon: 'delivery', title: 'Fast Delivery', text: 'Same-day courier for weekday orders before 17:00' },
        { icon: 'guarantee', title: 'Guaranteed', text: 'Gold and silver hallmarked, every piece guaranteed' },
        { icon: 'exchange', title: '15-Day Returns', text: 'Within 15 days of delivery', link: { href: '/sayfa/iade-ve-degisim' } },
        { icon: 'gift', title: 'Gift Package', text: 'In its own box, with your note' },
      ] } },
    },
  },
  {
    sortOrder: 30,
    block: {
      tr: { type: 'productSlider', data: { title: 'Altın Kolyeler', categoryId: HOME_SLIDER_DEFAULT_CATEGORY_ID } },
      en: { type: 'productSlider', data: { title: 'Gold Necklaces', categoryId: HOME_SLIDER_DEFAULT_CATEGORY_ID } },
    },
  },
  {
    sortOrder: 40,
    block: {
      tr: { type: 'container', data: { title: 'Kategoriler', columns: 3, children: [
        { type: 'card', data: { title: 'Yüzük', text: 'Tektaştan alyansa', image: categoryPicture(1, 'Yüzükler'), link: { href: '/yuzuk', label: 'Yüzükler' } } },
        { type: 'card', data: { title: 'Kolye', text: 'Altın ve gümüş kolyeler', image: categoryPicture(2, 'Kolyeler'), link: { href: '/kolye', label: 'Kolyeler' } } },
        { type: 'card', data: { title: 'Küpe', text: 'Halka ve sallantılı küpeler', image: categoryPicture(4, 'Küpeler'), link: { href: '/kupe', label: 'Küpeler' } } },
      ] } },
      en: { type: 'container', data: { title: 'Categories', columns: 3, children: [
        { type: 'card', data: { title: 'Rings', text: 'From solitaires to wedding bands', image: categoryPicture(1, 'Rings'), link: { href: '/yuzuk', label: 'Rings' } } },
        { type: 'card', data: { title: 'Necklaces', text: 'Gold and silver necklaces', image: categoryPicture(2, 'Necklaces'), link: { href: '/kolye', label: 'Necklaces' } } },
        { type: 'card', data: { title: 'Earrings', text: 'Hoops and drops', image: categoryPicture(4, 'Earrings'), link: { href: '/kupe', label: 'Earrings' } } },
      ] } },
    },
  },
  {
    sortOrder: 50,
    block: {
      tr: { type: 'banner', data: { title: 'Clarit Jewellery', subtitle: '925 ayar gümüşte ışıltılı tasarımlar', image: banner('silver', 5, { tr: 'Clarit Jewellery koleksiyonu', en: 'Clarit Jewellery collection' }).tr, link: { href: SPECIAL_COLLECTION_PATHS['Clarit Jewellery'], label: 'Koleksiyonu gör' } } },
      en: { type: 'banner', data: { title: 'Clarit Jewellery', subtitle: 'Sparkling designs in sterling silver', image: banner('silver', 5, { tr: 'Clarit Jewellery koleksiyonu', en: 'Clarit Jewellery collection' }).en, link: { href: SPECIAL_COLLECTION_PATHS['Clarit Jewellery'], label: 'See the collection' } } },
    },
  },
  {
    sortOrder: 52,
    validToDays: -10,
    block: {
      tr: { type: 'banner', data: { title: 'Yaz İndirimi', subtitle: 'Seçili gümüş ürünlerde %30 indirim', image: banner('winter', 6, { tr: 'Yaz indirimi', en: 'Summer sale' }).tr, link: { href: '/gumus-kolye' } } },
      en: { type: 'banner', data: { title: 'Summer Sale', subtitle: '30% off selected silver', image: banner('winter', 6, { tr: 'Yaz indirimi', en: 'Summer sale' }).en, link: { href: '/gumus-kolye' } } },
    },
  },
  {
    sortOrder: 54,
    validFromDays: 30,
    validToDays: 60,
    block: {
      tr: { type: 'banner', data: { title: 'Yılbaşı Koleksiyonu', subtitle: 'Sevdiklerinize ışıltılı hediyeler', image: banner('winter', 7, { tr: 'Yılbaşı koleksiyonu', en: 'New year collection' }).tr, link: { href: '/set' } } },
      en: { type: 'banner', data: { title: 'New Year Collection', subtitle: 'Sparkling gifts for your loved ones', image: banner('winter', 7, { tr: 'Yılbaşı koleksiyonu', en: 'New year collection' }).en, link: { href: '/set' } } },
    },
  },
  {
    sortOrder: 56,
    validFromDays: -3,
    validToDays: 27,
    block: {
      tr: { type: 'card', data: { title: 'Sepette %10 indirim', text: 'İlk siparişinize HOSGELDIN10 koduyla %10 indirim.', image: categoryPicture(18, 'Altın setler'), link: { href: '/set', label: 'Setleri keşfet' } } },
      en: { type: 'card', data: { title: '10% off in the cart', text: 'Get 10% off your first order with the code HOSGELDIN10.', image: categoryPicture(18, 'Gold sets'), link: { href: '/set', label: 'Explore sets' } } },
    },
  },
  {
    sortOrder: 60,
    block: {
      tr: { type: 'recommendations', data: { title: 'Çok Satanlar', kind: 'POPULAR' } },
      en: { type: 'recommendations', data: { title: 'Bestsellers', kind: 'POPULAR' } },
    },
  },
  {
    sortOrder: 70,
    block: {
      tr: { type: 'text', data: { title: 'Işıltı Takı ile her an özel', text: 'Altın, gümüş ve pırlanta takılarımız İstanbul’daki atölyemizde, ayar damgalı ve garanti belgeli olarak üretilir.\n\nMağazalarımızda ücretsiz yüzük ölçüsü alabilir, internetten aldığınız ürünleri değiştirebilirsiniz.', align: 'center' } },
      en: { type: 'text', data: { title: 'Every moment special with Işıltı Takı', text: 'Our gold, silver and diamond jewellery is made in our İstanbul workshop, hallmarked and guaranteed.\n\nHave your ring size measured free of charge in our stores and exchange online purchases there.', align: 'center' } },
    },
  },
  {
    sortOrder: 75,
    block: {
      tr: { type: 'button', data: { label: 'Tüm mağazalarımız', href: '/sayfa/magazalarimiz', variant: 'secondary' } },
      en: { type: 'button', data: { label: 'All our stores', href: '/sayfa/magazalarimiz', variant: 'secondary' } },
    },
  },
  {
    sortOrder: 80,
    block: {
      tr: { type: 'storesMap', data: { title: 'Mağazalarımız' } },
      en: { type: 'storesMap', data: { title: 'Our stores' } },
    },
  },
  {
    sortOrder: 85,
    block: {
      tr: { type: 'contactForm', data: { title: 'Bize yazın', intro: 'Sorularınız için formu doldurun, size en kısa sürede dönelim.' } },
      en: { type: 'contactForm', data: { title: 'Write to us', intro: 'Fill in the form with your question and we will get back to you shortly.' } },
    },
  },
  {
    sortOrder: 90,
    block: {
      tr: { type: 'html', data: { html: '<p class="notice">Kargo ücretsiz: 1.500 TL ve üzeri siparişlerde. <a href="/sayfa/teslimat">Teslimat koşulları</a></p>' } },
      en: { type: 'html', data: { html: '<p class="notice">Free shipping on orders of 1,500 TL or more. <a href="/en/sayfa/teslimat">Delivery terms</a></p>' } },
    },
  },
  {
    sortOrder: 100,
    block: {
      tr: { type: 'seo', data: { title: 'Altın, Gümüş ve Pırlanta Takı Modelleri', html: '<p>Işıltı Takı; altın yüzük, altın kolye, gümüş bileklik, pırlanta tektaş yüzük, küpe ve takı setlerinde yüzlerce modeli uygun fiyatlarla sunar. 14 ve 22 ayar altın ürünlerimiz ayar damgalıdır; 925 ayar gümüş ürünlerimiz rodyum kaplamalıdır.</p><h3>Taksitli ve güvenli alışveriş</h3><p>' + instalmentParagraph('tr') + '</p><h3>15 gün içinde iade</h3><p>Teslimattan itibaren 15 gün içinde iade ve değişim yapabilirsiniz.</p>' } },
      en: { type: 'seo', data: { title: 'Gold, Silver and Diamond Jewellery', html: '<p>Işıltı Takı offers hundreds of gold rings, gold necklaces, silver bracelets, diamond solitaires, earrings and jewellery sets at fair prices. Our 14K and 22K gold is hallmarked; our 925 silver is rhodium plated.</p><h3>Instalments and secure payment</h3><p>' + instalmentParagraph('en') + '</p><h3>15-day returns</h3><p>Return or exchange within 15 days of delivery.</p>' } },
    },
  },
];
