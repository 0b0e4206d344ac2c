// Who the messages speak for: the shop's name, address and telephone (the organisation data,
// in the reader's language), its e-mail address and its public origin (PUBLIC_URL), from which
// every link and picture in a message is made absolute. Links follow the route table and open
// the page in the reader's language (/en prefix for English).
import { inArray } from 'drizzle-orm';
import { localizePath, type Language } from 'shared-contracts/server';
import type { AppConfig } from '../context.js';
import type { Db } from '../db/client.js';
import { organizationInfo } from '../db/schema.js';
import { publicOrigin } from '../domains/sitemap/sitemap.js';
import { organizationRows } from '../seed/content/organization.js';
import { SELLER } from '../seed/content/legal-texts.js';

/** The shop's logo for e-mails, a PNG served by the API's image route (src/images/shop-logo.ts). */
export const SHOP_LOGO_PATH = '/images/shop-logo.png';

export interface ShopIdentity {
  name: string;
  /** scheme, host and port of the shop (PUBLIC_URL) */
  origin: string;
  logoUrl: string;
  /** the shop's own address: contact messages go there unless CONTACT_TO says otherwise */
  email: string;
  telephone: string;
  /** postal address, one line */
  address: string;
}

type OrganizationRow = typeof organizationInfo.$inferSelect | (typeof organizationInfo.$inferInsert & { language: string });

function identityOf(row: OrganizationRow, config: Pick<AppConfig, 'publicUrl' | 'contactTo'>): ShopIdentity {
  const origin = publicOrigin(config.publicUrl);
  return {
    name: row.name,
    origin,
    logoUrl: `${origin}${SHOP_LOGO_PATH}`,
    email: config.contactTo?.trim() || SELLER.email,
    telephone: row.telephone,
    address: `${row.streetAddress}, ${row.postalCode} ${row.addressLocality} / ${row.addressRegion}`,
  };
}

/** The shop as the organisation data describes it in `language` (Turkish when that row is missing). */
export async function loadShopIdentity(db: Db, config: Pick<AppConfig, 'publicUrl' | 'contactTo'>, language: Language): Promise<ShopIdentity> {
  const rows: OrganizationRow[] = await db.select().from(organizationInfo).where(inArray(organizationInfo.language, [language, 'tr']));
  // A database without organisation data yet (a fresh test database) speaks with the seed's.
  const known = rows.length ? rows : organizationRows();
  const row = known.find((r) => r.language === language) ?? known.find((r) => r.language === 'tr') ?? known[0]!;
  return identityOf(row, config);
}

/** An absolute link to a shop page in `language`: the path comes from the route table. */
export function shopLink(shop: Pick<ShopIdentity, 'origin'>, language: Language, path: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `${shop.origin}${localizePath(path, language)}${search ? `?${search}` : ''}`;
}

/** An absolute address of something the shop serves (a product picture). */
export function shopAsset(shop: Pick<ShopIdentity, 'origin'>, path: string): string {
  return `${shop.origin}${path.startsWith('/') ? path : `/${path}`}`;
}
