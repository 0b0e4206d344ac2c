// Content pages (/sayfa/{slug}) in tr and en: the same slug in both languages. Each page is a
// list of blocks (shared-contracts/src/content/content-blocks.ts shapes). One draft page
// ('kampanyalar') exists to show that only Published pages are served.
import type { TypedContentBlock } from 'shared-contracts/server';
import { bannerArt, PALETTES } from '../svg-images.js';
import { DELIVERY_POLICY, KVKK_NOTICE, MEMBERSHIP_AGREEMENT, PRIVACY_POLICY, RETURN_POLICY, SELLER, type Bilingual } from './legal-texts.js';
import { SIZE_GUIDE } from './size-guide.js';

export interface PageSeed {
  slug: string;
  status?: 'Published' | 'Draft';
  title: Bilingual;
  metaDescription: Bilingual;
  blocks: { tr: TypedContentBlock[]; en: TypedContentBlock[] };
}

const html = (text: Bilingual) => ({ tr: [{ type: 'html', data: { html: text.tr } }] as TypedContentBlock[], en: [{ type: 'html', data: { html: text.en } }] as TypedContentBlock[] });

const FAQ: { q: Bilingual; a: Bilingual }[] = [
  { q: { tr: 'Siparişim ne zaman kargoya verilir?', en: 'When will my order ship?' }, a: { tr: 'Siparişler 1-2 iş günü içinde kargoya verilir. Aynı gün kurye seçeneğinde hafta içi 17:00’ye kadar verilen siparişler aynı gün teslim edilir.', en: 'Orders ship within 1-2 business days. With the same-day courier, weekday orders placed before 17:00 arrive the same day.' } },
  { q: { tr: 'İade süresi kaç gün?', en: 'How long do I have to return an item?' }, a: { tr: 'Teslimattan itibaren 15 gün içinde iade ve değişim yapabilirsiniz.', en: 'You can return or exchange items within 15 days of delivery.' } },
  { q: { tr: 'Taksitle ödeme yapabilir miyim?', en: 'Can I pay in instalments?' }, a: { tr: 'Anlaşmalı banka kartlarıyla 12 aya varan taksit seçenekleri ödeme adımında listelenir.', en: 'Instalment options of up to 12 months with partner bank cards are listed at the payment step.' } },
  { q: { tr: 'Ürünler garantili mi?', en: 'Do the pieces come with a guarantee?' }, a: { tr: 'Tüm ürünlerimiz garanti belgesiyle gönderilir; saatlerde garanti süresi 2 yıldır.', en: 'Every piece ships with a guarantee certificate; watches carry a two-year guarantee.' } },
  { q: { tr: 'Hediye paketi yapıyor musunuz?', en: 'Do you offer gift wrapping?' }, a: { tr: 'Sepet sayfasında hediye paketi seçeneğini işaretleyip 200 karaktere kadar not ekleyebilirsiniz.', en: 'Tick the gift package option on the cart page and add a note of up to 200 characters.' } },
  { q: { tr: 'Yüzük ölçümü nasıl bulurum?', en: 'How do I find my ring size?' }, a: { tr: 'Yüzük ölçüsü bulucu sayfamızdaki tabloyu kullanabilir ya da mağazalarımızda ücretsiz ölçü aldırabilirsiniz.', en: 'Use the table on our ring size finder page, or have your finger measured free of charge in our stores.' } },
];

const faqHtml = (lang: 'tr' | 'en') =>
  `<h2>${lang === 'tr' ? 'Sıkça Sorulan Sorular' : 'Frequently Asked Questions'}</h2>` +
  FAQ.map((f) => `<h3>${f.q[lang]}</h3><p>${f.a[lang]}</p>`).join('');

export const PAGE_SEEDS: PageSeed[] = [
  {
    slug: 'magazalarimiz',
    title: { tr: 'Mağazalarımız', en: 'Our Stores' },
    metaDescription: { tr: 'Işıltı Takı mağazalarının adres, telefon ve çalışma saatleri.', en: 'Addresses, phone numbers and opening hours of Işıltı Takı stores.' },
    blocks: {
      tr: [
        { type: 'text', data: { title: 'Mağazalarımız', text: 'Türkiye’nin 16 şehrindeki mağazalarımızda koleksiyonlarımızı yakından görebilir, ücretsiz yüzük ölçüsü aldırabilir ve internetten aldığınız ürünleri iade edebilirsiniz.' } },
        { type: 'storesMap', data: { title: 'Size en yakın mağazayı bulun' } },
      ],
      en: [
        { type: 'text', data: { title: 'Our Stores', text: 'Visit our stores in 16 Turkish cities to see the collections up close, have your ring size measured free of charge and return online purchases.' } },
        { type: 'storesMap', data: { title: 'Find the store nearest to you' } },
      ],
    },
  },
  {
    slug: 'franchising',
    title: { tr: 'Franchising', en: 'Franchising' },
    metaDescription: { tr: 'Işıltı Takı franchise başvurusu ve koşulları.', en: 'How to apply for a Işıltı Takı franchise.' },
    blocks: {
      tr: [
        { type: 'banner', data: { title: 'Işıltı Takı ailesine katılın', subtitle: '25 yıllık tecrübemizle yanınızdayız', image: { url: bannerArt(PALETTES.night, 1600, 600, 4), alt: 'Işıltı Takı franchise', width: 1600, height: 600 } } },
        { type: 'html', data: { html: '<h2>Neden Işıltı Takı?</h2><ul><li>Güçlü marka bilinirliği ve 50’ye yakın mağazalık ağ</li><li>Mağaza tasarımı, eğitim ve açılış desteği</li><li>Merkezi tedarik ve stok yönetimi</li><li>Ortak kampanya ve dijital pazarlama</li></ul><h2>Başvuru koşulları</h2><p>En az 60 m² mağaza alanı, AVM ya da ana cadde konumu ve perakende tecrübesi aranır. Başvurunuzu aşağıdaki formla iletebilirsiniz.</p>' } },
        { type: 'contactForm', data: { title: 'Franchise başvuru formu', intro: 'Bilgilerinizi bırakın, franchise ekibimiz sizinle iletişime geçsin.' } },
      ],
      en: [
        { type: 'banner', data: { title: 'Join the Işıltı Takı family', subtitle: 'Backed by 25 years of experience', image: { url: bannerArt(PALETTES.night, 1600, 600, 4), alt: 'Işıltı Takı franchise', width: 1600, height: 600 } } },
        { type: 'html', data: { html: '<h2>Why Işıltı Takı?</h2><ul><li>A well-known brand and a network of nearly 50 stores</li><li>Store design, training and opening support</li><li>Central sourcing and stock management</li><li>Joint campaigns and digital marketing</li></ul><h2>Requirements</h2><p>A store of at least 60 m² in a shopping centre or on a main street, and retail experience. Apply with the form below.</p>' } },
        { type: 'contactForm', data: { title: 'Franchise application', intro: 'Leave your details and our franchise team will contact you.' } },
      ],
    },
  },
  { slug: 'uyelik', title: { tr: 'Üyelik Sözleşmesi', en: 'Membership Agreement' }, metaDescription: { tr: 'Işıltı Takı üyelik sözleşmesi.', en: 'Işıltı Takı membership agreement.' }, blocks: html(MEMBERSHIP_AGREEMENT) },
  { slug: 'kvkk', title: { tr: 'KVKK Aydınlatma Metni', en: 'Personal Data Notice' }, metaDescription: { tr: 'Kişisel verilerin korunması aydınlatma metni.', en: 'Notice on the protection of personal data.' }, blocks: html(KVKK_NOTICE) },
  { slug: 'gizlilik-politikasi', title: { tr: 'Gizlilik Politikası', en: 'Privacy Policy' }, metaDescription: { tr: 'Işıltı Takı gizlilik ve çerez politikası.', en: 'Işıltı Takı privacy and cookie policy.' }, blocks: html(PRIVACY_POLICY) },
  { slug: 'iade-ve-degisim', title: { tr: 'İade ve Değişim', en: 'Returns and Exchanges' }, metaDescription: { tr: 'Teslimattan itibaren 15 gün içinde iade ve değişim.', en: 'Returns and exchanges within 15 days of delivery.' }, blocks: html(RETURN_POLICY) },
  { slug: 'teslimat', title: { tr: 'Teslimat', en: 'Delivery' }, metaDescription: { tr: 'Teslimat süreleri, aynı gün kurye ve kargo seçenekleri.', en: 'Delivery times, same-day courier and carriers.' }, blocks: html(DELIVERY_POLICY) },
  { slug: 'olcu-rehberi', title: { tr: 'Ölçü Rehberi', en: 'Size Guide' }, metaDescription: { tr: 'Yüzük, kolye ve bileklik ölçü tabloları.', en: 'Ring, necklace and bracelet size tables.' }, blocks: html(SIZE_GUIDE) },
  {
    slug: 'sss',
    title: { tr: 'Sıkça Sorulan Sorular', en: 'Frequently Asked Questions' },
    metaDescription: { tr: 'Sipariş, teslimat, iade ve ödeme hakkında sık sorulan sorular.', en: 'Common questions about orders, delivery, returns and payment.' },
    blocks: { tr: [{ type: 'html', data: { html: faqHtml('tr') } }], en: [{ type: 'html', data: { html: faqHtml('en') } }] },
  },
  {
    slug: 'hakkimizda',
    title: { tr: 'Hakkımızda', en: 'About Us' },
    metaDescription: { tr: 'Işıltı Takı’nın hikâyesi.', en: 'The story of Işıltı Takı.' },
    blocks: {
      tr: [
        { type: 'banner', data: { title: '1999’dan beri ışıltınıza eşlik ediyoruz', image: { url: bannerArt(PALETTES.champagne, 1600, 600, 2), alt: 'Işıltı Takı atölyesi', width: 1600, height: 600 } } },
        { type: 'html', data: { html: '<p>Işıltı Takı, 1999 yılında İstanbul Kapalıçarşı’da küçük bir atölye olarak kuruldu. Bugün Türkiye’nin 16 şehrinde 50’ye yakın mağazası ve online mağazasıyla altın, gümüş ve pırlanta takıları ulaşılabilir kılıyor.</p><p>Tasarımlarımızın tamamı İstanbul’daki atölyemizde, ayar damgalı ve garanti belgeli olarak üretilir.</p>' } },
        { type: 'icon', data: { items: [{ icon: 'guarantee', title: 'Garanti belgeli ürünler' }, { icon: 'workshop', title: 'Kendi atölyemizde üretim' }, { icon: 'store', title: '50’ye yakın mağaza' }] } },
      ],
      en: [
        { type: 'banner', data: { title: 'Adding sparkle since 1999', image: { url: bannerArt(PALETTES.champagne, 1600, 600, 2), alt: 'The Işıltı Takı workshop', width: 1600, height: 600 } } },
        { type: 'html', data: { html: '<p>Işıltı Takı began in 1999 as a small workshop in İstanbul’s Grand Bazaar. Today nearly 50 stores in 16 Turkish cities and our online store make gold, silver and diamond jewellery accessible.</p><p>Every design is made in our İstanbul workshop, hallmarked and with a guarantee certificate.</p>' } },
        { type: 'icon', data: { items: [{ icon: 'guarantee', title: 'Guarantee certificate' }, { icon: 'workshop', title: 'Made in our own workshop' }, { icon: 'store', title: 'Nearly 50 stores' }] } },
      ],
    },
  },
  {
    slug: 'iletisim',
    title: { tr: 'İletişim', en: 'Contact' },
    metaDescription: { tr: 'Işıltı Takı müşteri hizmetleri iletişim bilgileri.', en: 'How to reach Işıltı Takı customer service.' },
    blocks: {
      tr: [
        { type: 'html', data: { html: `<h2>Bize ulaşın</h2><p><strong>Müşteri hizmetleri:</strong> <a href="tel:08502224545">${SELLER.phone}</a> (hafta içi 09:00-18:00)</p><p><strong>E-posta:</strong> <a href="mailto:${SELLER.email}">${SELLER.email}</a></p><p><strong>Merkez:</strong> ${SELLER.address}</p>` } },
        { type: 'contactForm', data: { title: 'İletişim formu', intro: 'Sorularınızı ve önerilerinizi bize yazın; en geç 1 iş günü içinde dönüş yapalım.' } },
      ],
      en: [
        { type: 'html', data: { html: `<h2>Get in touch</h2><p><strong>Customer service:</strong> <a href="tel:08502224545">${SELLER.phone}</a> (weekdays 09:00-18:00)</p><p><strong>E-mail:</strong> <a href="mailto:${SELLER.email}">${SELLER.email}</a></p><p><strong>Head office:</strong> ${SELLER.address}</p>` } },
        { type: 'contactForm', data: { title: 'Contact form', intro: 'Send us your questions and suggestions; we reply within one business day.' } },
      ],
    },
  },
  {
    slug: 'kampanyalar',
    status: 'Draft',
    title: { tr: 'Kampanyalar', en: 'Campaigns' },
    metaDescription: { tr: 'Güncel kampanyalar.', en: 'Current campaigns.' },
    blocks: { tr: [{ type: 'text', data: { text: 'Yakında.' } }], en: [{ type: 'text', data: { text: 'Coming soon.' } }] },
  },
];
