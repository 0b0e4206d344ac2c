// organizationInfo: the organisation structured data of the home page, in the request
// language (Turkish when that language has no row).
import { inArray } from 'drizzle-orm';
import type { Language, OrganizationInfo } from 'shared-contracts/server';
import type { Db } from '../../db/client.js';
import { organizationInfo as organizationTable } from '../../db/schema.js';
import { UserInputError } from '../../errors.js';

export async function organizationInfo(db: Db, language: Language): Promise<OrganizationInfo> {
  const rows = await db.select().from(organizationTable).where(inArray(organizationTable.language, [language, 'tr']));
  const row = rows.find((r) => r.language === language) ?? rows.find((r) => r.language === 'tr');
  if (!row) throw new UserInputError('ui.notify.not_found', language);
  return {
    name: row.name,
    url: row.url,
    logo: row.logo,
    description: row.description,
    foundingDate: row.foundingDate,
    founder: row.founder,
    sameAs: row.sameAs,
    address: {
      streetAddress: row.streetAddress,
      addressLocality: row.addressLocality,
      addressRegion: row.addressRegion,
      postalCode: row.postalCode,
      addressCountry: row.addressCountry,
    },
    telephone: row.telephone,
    availableLanguages: row.availableLanguages,
    legalName: row.legalName,
    mersisNumber: row.mersisNumber,
    email: row.email,
    kepAddress: row.kepAddress,
  };
}
