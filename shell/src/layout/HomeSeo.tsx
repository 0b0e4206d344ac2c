// Home page head (spec section 2, Home): title and description in the page's language, the
// canonical path '/' (hreflang alternates follow), and the organisation structured data. It
// renders nothing: useDocumentHead writes the head (into the server's HTML, or document.head).
import { useIntl } from 'react-intl';
import { onServer, useQuery, useDocumentHead } from 'shared-contracts';
import { OrganizationInfoDocument, type OrganizationInfoQuery } from 'shared-contracts/graphql';
import { usePageSettled } from '../federation/page-settled';

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

export function HomeSeo() {
  const intl = useIntl();
  // Structured data is for crawlers, not the first screen: in the browser it is asked once the
  // page has settled. On the server the layout's loader has read it (layout.data.ts), so the
  // JSON-LD is in the HTML.
  const settled = usePageSettled();
  const { data } = useQuery(OrganizationInfoDocument, { skip: !onServer() && !settled, context: { silentErrors: true } });
  const organization = data?.organizationInfo ?? null;
  useDocumentHead({
    title: intl.formatMessage({ id: 'shell.home.title' }),
    description: organization?.description || intl.formatMessage({ id: 'shell.home.description' }),
    canonicalPath: '/',
    jsonLd: organization ? [organizationJsonLd(organization)] : null,
  });
  return null;
}
