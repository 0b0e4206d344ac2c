// The chain's stores, in real shopping centres of Turkish cities (coordinates accurate to the
// building), and their stock per variant sku.
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import * as t from '../db/schema.js';
import { slugify } from 'shared-contracts/server';
import { BRAND } from './catalogue-vocabulary.js';

interface StoreSeed {
  mall: string;
  city: string;
  district: string;
  address: string;
  phone: string;
  lat: number;
  lng: number;
  hours?: OpeningHours;
}

/** Opening hours are language-bound text (day names), so each has its English twin. */
interface OpeningHours {
  tr: string;
  en: string;
}

const MALL_HOURS: OpeningHours = { tr: 'Pazartesi - Pazar: 10:00 - 22:00', en: 'Monday - Sunday: 10:00 - 22:00' };
const STREET_HOURS: OpeningHours = { tr: 'Pazartesi - Cumartesi: 09:30 - 20:00, Pazar: 11:00 - 19:00', en: 'Monday - Saturday: 09:30 - 20:00, Sunday: 11:00 - 19:00' };

export const STORE_SEEDS: StoreSeed[] = [
  // İstanbul
  { mall: 'İstinyePark', city: 'İstanbul', district: 'Sarıyer', address: 'Pınar Mah. İstinye Bayırı Cad. No:73, İstinyePark AVM Kat:1', phone: '0(212) 345 55 01', lat: 41.1109, lng: 29.0327 },
  { mall: 'Zorlu Center', city: 'İstanbul', district: 'Beşiktaş', address: 'Levazım Mah. Koru Sok. No:2, Zorlu Center AVM -1. Kat', phone: '0(212) 353 60 02', lat: 41.0672, lng: 29.0171 },
  { mall: 'Kanyon', city: 'İstanbul', district: 'Şişli', address: 'Levent Mah. Büyükdere Cad. No:185, Kanyon AVM Kat:0', phone: '0(212) 353 53 03', lat: 41.0783, lng: 29.0108 },
  { mall: 'Cevahir', city: 'İstanbul', district: 'Şişli', address: 'Merkez Mah. Büyükdere Cad. No:22, Cevahir AVM Kat:2', phone: '0(212) 380 11 04', lat: 41.0628, lng: 28.9927 },
  { mall: 'Akasya', city: 'İstanbul', district: 'Üsküdar', address: 'Acıbadem Mah. Çeçen Sok. No:25, Akasya AVM Kat:1', phone: '0(216) 444 25 05', lat: 41.0009, lng: 29.0556 },
  { mall: 'Emaar Square Mall', city: 'İstanbul', district: 'Üsküdar', address: 'Ünalan Mah. Libadiye Cad. No:82F, Emaar Square Mall Kat:1', phone: '0(216) 290 40 06', lat: 41.0036, lng: 29.0708 },
  { mall: 'Capitol', city: 'İstanbul', district: 'Üsküdar', address: 'Altunizade Mah. Tophanelioğlu Cad. No:1, Capitol AVM Kat:0', phone: '0(216) 554 77 07', lat: 41.0196, lng: 29.0436 },
  { mall: 'Palladium Ataşehir', city: 'İstanbul', district: 'Ataşehir', address: 'Barbaros Mah. Halk Cad. No:8, Palladium AVM Kat:1', phone: '0(216) 663 88 08', lat: 40.9837, lng: 29.1094 },
  { mall: 'Marmara Forum', city: 'İstanbul', district: 'Bakırköy', address: 'Osmaniye Mah. Çobançeşme Koşuyolu Blv. No:3, Marmara Forum Kat:1', phone: '0(212) 466 66 09', lat: 40.9978, lng: 28.8873 },
  { mall: 'Carousel', city: 'İstanbul', district: 'Bakırköy', address: 'Kartaltepe Mah. Halit Ziya Uşaklıgil Cad. No:1, Carousel AVM Kat:0', phone: '0(212) 570 84 10', lat: 40.9802, lng: 28.8736 },
  { mall: 'Mall of İstanbul', city: 'İstanbul', district: 'Başakşehir', address: 'Ziya Gökalp Mah. Süleyman Demirel Blv. No:7, Mall of İstanbul Kat:1', phone: '0(212) 801 01 11', lat: 41.0633, lng: 28.8075 },
  { mall: 'Forum İstanbul', city: 'İstanbul', district: 'Bayrampaşa', address: 'Kocatepe Mah. Paşa Cad. No:5, Forum İstanbul AVM Kat:0', phone: '0(212) 640 66 12', lat: 41.0466, lng: 28.8968 },
  { mall: 'Vialand', city: 'İstanbul', district: 'Eyüpsultan', address: 'Yeşilpınar Mah. Şehit Metin Kaya Sok. No:11, Vialand AVM Kat:1', phone: '0(212) 444 22 13', lat: 41.0636, lng: 28.9426 },
  { mall: 'Marmara Park', city: 'İstanbul', district: 'Esenyurt', address: 'Çakmaklı Mah. Hadımköy Yolu Cad. No:2, Marmara Park AVM Kat:0', phone: '0(212) 852 33 14', lat: 41.0083, lng: 28.6594 },
  { mall: 'Viaport Asia', city: 'İstanbul', district: 'Pendik', address: 'Kurtköy Mah. Ankara Cad. No:281, Viaport AVM Kat:1', phone: '0(216) 585 10 15', lat: 40.9178, lng: 29.3128 },
  { mall: 'Hilltown', city: 'İstanbul', district: 'Maltepe', address: 'Aydınevler Mah. Siteler Yolu Sok. No:28, Hilltown AVM Kat:0', phone: '0(216) 504 09 16', lat: 40.9498, lng: 29.1245 },
  { mall: 'Bağdat Caddesi', city: 'İstanbul', district: 'Kadıköy', address: 'Caddebostan Mah. Bağdat Cad. No:312', phone: '0(216) 355 12 17', lat: 40.9653, lng: 29.0681, hours: STREET_HOURS },
  { mall: 'Nişantaşı', city: 'İstanbul', district: 'Şişli', address: 'Teşvikiye Mah. Abdi İpekçi Cad. No:34', phone: '0(212) 225 18 18', lat: 41.0510, lng: 28.9946, hours: STREET_HOURS },
  // Ankara
  { mall: 'ANKAmall', city: 'Ankara', district: 'Yenimahalle', address: 'Gazi Mah. Mevlana Blv. No:2, ANKAmall AVM Kat:1', phone: '0(312) 541 12 19', lat: 39.9515, lng: 32.8301 },
  { mall: 'Armada', city: 'Ankara', district: 'Yenimahalle', address: 'Beştepe Mah. Dumlupınar Blv. No:6, Armada AVM Kat:0', phone: '0(312) 219 16 20', lat: 39.9137, lng: 32.8086 },
  { mall: 'CEPA', city: 'Ankara', district: 'Çankaya', address: 'Kızılırmak Mah. Eskişehir Yolu 7. km No:164, CEPA AVM Kat:1', phone: '0(312) 219 60 21', lat: 39.9085, lng: 32.7790 },
  { mall: 'Kentpark', city: 'Ankara', district: 'Çankaya', address: 'Mustafa Kemal Mah. Dumlupınar Blv. No:164, Kentpark AVM Kat:0', phone: '0(312) 219 51 22', lat: 39.9102, lng: 32.7762 },
  { mall: 'Panora', city: 'Ankara', district: 'Çankaya', address: 'Oran Mah. Kudüs Cad. No:182, Panora AVM Kat:1', phone: '0(312) 491 64 23', lat: 39.8497, lng: 32.8322 },
  { mall: 'Gordion', city: 'Ankara', district: 'Çankaya', address: 'Koru Mah. Ankara Bulvarı No:2, Gordion AVM Kat:0', phone: '0(312) 236 23 24', lat: 39.8896, lng: 32.6954 },
  // İzmir
  { mall: 'İstinyePark İzmir', city: 'İzmir', district: 'Balçova', address: 'Onur Mah. Şehit Binbaşı Cengiz Toytunç Cad. No:64, İstinyePark İzmir Kat:1', phone: '0(232) 278 80 25', lat: 38.3903, lng: 27.0469 },
  { mall: 'Forum Bornova', city: 'İzmir', district: 'Bornova', address: 'Kazımdirik Mah. 372. Sok. No:50, Forum Bornova AVM', phone: '0(232) 373 33 26', lat: 38.4493, lng: 27.2207 },
  { mall: 'MaviBahçe', city: 'İzmir', district: 'Karşıyaka', address: 'Mavişehir Mah. Caher Dudayev Blv. No:146, MaviBahçe AVM Kat:0', phone: '0(232) 324 51 27', lat: 38.4694, lng: 27.0736 },
  { mall: 'Konak Pier', city: 'İzmir', district: 'Konak', address: 'Akdeniz Mah. Atatürk Cad. No:19, Konak Pier', phone: '0(232) 446 22 28', lat: 38.4229, lng: 27.1304 },
  { mall: 'Alsancak', city: 'İzmir', district: 'Konak', address: 'Alsancak Mah. Kıbrıs Şehitleri Cad. No:78', phone: '0(232) 463 14 29', lat: 38.4359, lng: 27.1442, hours: STREET_HOURS },
  // Bursa
  { mall: 'Zafer Plaza', city: 'Bursa', district: 'Osmangazi', address: 'Alacahırka Mah. Cemal Nadir Cad. No:1, Zafer Plaza AVM Kat:1', phone: '0(224) 225 41 30', lat: 40.1853, lng: 29.0634 },
  { mall: 'Korupark', city: 'Bursa', district: 'Osmangazi', address: 'Emek Mah. Mudanya Yolu Cad. No:1, Korupark AVM Kat:0', phone: '0(224) 243 62 31', lat: 40.2355, lng: 28.9825 },
  // Antalya
  { mall: 'TerraCity', city: 'Antalya', district: 'Muratpaşa', address: 'Fener Mah. Tekelioğlu Cad. No:55, TerraCity AVM Kat:0', phone: '0(242) 316 50 32', lat: 36.8534, lng: 30.7569 },
  { mall: 'MarkAntalya', city: 'Antalya', district: 'Muratpaşa', address: 'Tahılpazarı Mah. Kazım Özalp Cad. No:84, MarkAntalya AVM Kat:1', phone: '0(242) 244 22 33', lat: 36.8919, lng: 30.7045 },
  { mall: 'Mall of Antalya', city: 'Antalya', district: 'Döşemealtı', address: 'Altınova Sinan Mah. Serik Cad. No:309, Mall of Antalya Kat:0', phone: '0(242) 340 46 34', lat: 36.9450, lng: 30.8365 },
  // Other cities
  { mall: 'Optimum Adana', city: 'Adana', district: 'Yüreğir', address: 'Yeşilbağlar Mah. Hacı Sabancı Blv. No:1, Optimum AVM Kat:0', phone: '0(322) 355 10 35', lat: 36.9873, lng: 35.3389 },
  { mall: 'M1 Adana', city: 'Adana', district: 'Seyhan', address: 'Yenibaraj Mah. Turhan Cemal Beriker Blv. No:563, M1 AVM Kat:1', phone: '0(322) 247 21 36', lat: 37.0117, lng: 35.2805 },
  { mall: 'Kent Plaza', city: 'Konya', district: 'Selçuklu', address: 'Ferhuniye Mah. Kule Cad. No:8, Kent Plaza AVM Kat:0', phone: '0(332) 236 18 37', lat: 37.8825, lng: 32.4951 },
  { mall: 'Kulesite', city: 'Konya', district: 'Selçuklu', address: 'Feritpaşa Mah. Kerkük Cad. No:1, Kulesite AVM Kat:1', phone: '0(332) 221 20 38', lat: 37.8847, lng: 32.4925 },
  { mall: 'Sanko Park', city: 'Gaziantep', district: 'Şehitkamil', address: 'Mücahitler Mah. 52092 Sok. No:3, Sanko Park AVM Kat:1', phone: '0(342) 215 38 39', lat: 37.0724, lng: 37.3496 },
  { mall: 'Forum Gaziantep', city: 'Gaziantep', district: 'Şahinbey', address: 'Karşıyaka Mah. Şehitler Cad. No:1, Forum Gaziantep Kat:0', phone: '0(342) 238 40 40', lat: 37.0539, lng: 37.3617 },
  { mall: 'Forum Kayseri', city: 'Kayseri', district: 'Kocasinan', address: 'Fevzi Çakmak Mah. Osman Kavuncu Blv. No:15, Forum Kayseri Kat:1', phone: '0(352) 224 41 41', lat: 38.7363, lng: 35.4627 },
  { mall: 'Kayseri Park', city: 'Kayseri', district: 'Kocasinan', address: 'Sahabiye Mah. Sivas Cad. No:1, Kayseri Park AVM Kat:0', phone: '0(352) 223 28 42', lat: 38.7254, lng: 35.4934 },
  { mall: 'Espark', city: 'Eskişehir', district: 'Tepebaşı', address: 'Şirintepe Mah. Sivrihisar Cad. No:2, Espark AVM Kat:1', phone: '0(222) 333 02 43', lat: 39.7798, lng: 30.5105 },
  { mall: 'Kanatlı', city: 'Eskişehir', district: 'Odunpazarı', address: 'Arifiye Mah. İsmet İnönü Cad. No:36, Kanatlı AVM Kat:0', phone: '0(222) 231 77 44', lat: 39.7713, lng: 30.5176 },
  { mall: 'Piazza Samsun', city: 'Samsun', district: 'Canik', address: 'Yenimahalle Mah. Atatürk Blv. No:25, Piazza AVM Kat:1', phone: '0(362) 233 33 45', lat: 41.2807, lng: 36.3677 },
  { mall: 'Forum Trabzon', city: 'Trabzon', district: 'Ortahisar', address: 'Yalıncak Mah. Devlet Sahil Yolu Cad. No:180, Forum Trabzon Kat:0', phone: '0(462) 248 35 46', lat: 40.9972, lng: 39.7718 },
  { mall: 'Forum Mersin', city: 'Mersin', district: 'Yenişehir', address: 'Limonluk Mah. Vali Hüseyin Aksoy Cad. No:5, Forum Mersin Kat:1', phone: '0(324) 331 12 47', lat: 36.7869, lng: 34.5865 },
  { mall: 'Forum Diyarbakır', city: 'Diyarbakır', district: 'Kayapınar', address: 'Talaytepe Mah. Urfa Yolu Üzeri No:33, Forum Diyarbakır Kat:0', phone: '0(412) 251 06 48', lat: 37.9370, lng: 40.1597 },
  { mall: 'Forum Çamlık', city: 'Denizli', district: 'Merkezefendi', address: 'Sırakapılar Mah. İzmir Blv. No:41, Forum Çamlık AVM Kat:1', phone: '0(258) 211 09 49', lat: 37.7693, lng: 29.0663 },
  { mall: 'Symbol', city: 'Kocaeli', district: 'İzmit', address: 'Karabaş Mah. Hafız Binbaşı Cad. No:3, Symbol AVM Kat:0', phone: '0(262) 311 45 50', lat: 40.7620, lng: 29.9294 },
];

export const STORE_EMAIL_DOMAIN = 'isiltitaki.com.tr';

export function storeRows(firstId: number): (typeof t.stores.$inferInsert)[] {
  return STORE_SEEDS.map((s, i) => ({
    id: firstId + i,
    name: `${BRAND} ${s.mall}`,
    country: 'Türkiye',
    city: s.city,
    district: s.district,
    address: s.address,
    phone: s.phone,
    email: `${slugify(s.mall).replace(/-/g, '')}@${STORE_EMAIL_DOMAIN}`,
    workingHours: (s.hours ?? MALL_HOURS).tr,
    workingHoursEn: (s.hours ?? MALL_HOURS).en,
    latitude: s.lat,
    longitude: s.lng,
  }));
}

/**
 * Store stock for every variant sku of the given product-id range: computed in the database
 * from a fixed hash of (variant id, store id), so it is deterministic and needs no round trip.
 * Small catalogues get a row for every store and sku (quantity 0-4, mostly above zero); large
 * ones keep roughly one store in twelve per sku so the table stays proportionate. A sku with no
 * online stock has none in the stores either.
 */
export async function seedStoreStock(tx: Tx, storeIds: { first: number; last: number }, dense: boolean): Promise<void> {
  const hash = sql`((v.id::bigint * 2654435761 + s.id::bigint * 40503) % 1000)`;
  await tx.execute(sql`
    INSERT INTO ${t.storeStock} (store_id, sku, quantity)
    SELECT s.id, v.sku, CASE WHEN v.stock_quantity = 0 THEN 0 ELSE (${hash} % 5)::int END
    FROM ${t.productVariants} v CROSS JOIN ${t.stores} s
    WHERE s.id BETWEEN ${storeIds.first} AND ${storeIds.last}
      AND (${dense ? sql`true` : sql`${hash} < 80`})`);
}
