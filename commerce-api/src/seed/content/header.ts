// The header banner (schema 'header'): the thin promotion strip above the shop's header, the
// spec's "header banner content" of the server-action group, read with
// contentsBySchema(schema: "header").
import type { HomeBlockSeed } from './home.js';

export const HEADER_SCHEMA = 'header';

export const HEADER_BLOCKS: HomeBlockSeed[] = [
  {
    sortOrder: 10,
    block: {
      tr: { type: 'html', data: { html: '<p>Hafta içi 17:00’ye kadar verilen siparişlere aynı gün kurye · 1.500 TL üzeri kargo ücretsiz · <a href="/sayfa/teslimat">Teslimat koşulları</a></p>' } },
      en: { type: 'html', data: { html: '<p>Same-day courier for weekday orders before 17:00 · Free shipping over 1,500 TL · <a href="/en/sayfa/teslimat">Delivery terms</a></p>' } },
    },
  },
];
