// The organisation data behind the home page's structured data, per language.
import type { organizationInfo } from '../../db/schema.js';
import { SELLER } from './legal-texts.js';

const common = {
  name: 'Işıltı Takı',
  url: 'https://www.isiltitaki.com.tr',
  logo: 'https://www.isiltitaki.com.tr/logo.svg',
  foundingDate: '1999',
  founder: 'Nermin Işıltı',
  sameAs: [
    'https://www.instagram.com/isiltitaki',
    'https://www.facebook.com/isiltitaki',
    'https://x.com/isiltitaki',
    'https://www.youtube.com/@isiltitaki',
    'https://www.tiktok.com/@isiltitaki',
  ],
  streetAddress: 'Teşvikiye Mah. Abdi İpekçi Cad. No:34',
  addressLocality: 'Şişli',
  addressRegion: 'İstanbul',
  postalCode: '34365',
  telephone: SELLER.phone,
  availableLanguages: ['tr', 'en'],
  legalName: SELLER.name,
  mersisNumber: SELLER.mersis,
  email: SELLER.email,
  kepAddress: SELLER.kep,
};

export function organizationRows(): (typeof organizationInfo.$inferInsert)[] {
  return [
    { ...common, language: 'tr', description: 'Altın, gümüş ve pırlanta takılar; 1999’dan beri İstanbul’daki atölyemizde üretilir.', addressCountry: 'Türkiye' },
    { ...common, language: 'en', description: 'Gold, silver and diamond jewellery, made in our İstanbul workshop since 1999.', addressCountry: 'Turkey' },
  ];
}
