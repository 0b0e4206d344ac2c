// Home page head extras (spec section 2, Home): canonical link and organisation structured data.
import { useQuery } from '@apollo/client/react';
import { OrganizationInfoDocument, localizePath, type OrganizationInfoQuery } from 'shared-contracts';
import { useLanguage } from '../routing/useLanguage';

export function organizationJsonLd(org: OrganizationInfoQuery['organizationInfo']): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: org.name,
    url: org.url,
    logo: org.logo,
    description: org.description,
    foundingDate: org.foundingDate,
    founder: { '@type': 'Person', name: org.founder },
    sameAs: org.sameAs,
    telephone: org.telephone,
    address: { '@type': 'PostalAddress', ...Object.fromEntries(Object.entries(org.address).filter(([k]) => k !== '__typename')) },
    contactPoint: { '@type': 'ContactPoint', telephone: org.telephone, contactType: 'customer service', availableLanguage: org.availableLanguages },
  };
}

/** JSON inside a script element must not close it early. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');

export function HomeSeo() {
  const language = useLanguage();
  const { data } = useQuery(OrganizationInfoDocument, { context: { silentErrors: true } });
  const canonical = `${window.location.origin}${localizePath('/', language)}`;
  return (
    <>
      <link rel="canonical" href={canonical} />
      {data?.organizationInfo && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafe(JSON.stringify(organizationJsonLd(data.organizationInfo))) }} />
      )}
    </>
  );
}
