// Home page head extras (spec section 2, Home): canonical link and organisation structured data,
// and the page title and description in the page's language.
import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { localizePath } from 'shared-contracts';
import { OrganizationInfoDocument, type OrganizationInfoQuery } from 'shared-contracts/graphql';
import { usePageSettled } from '../federation/page-settled';
import { useLanguage } from '../routing/useLanguage';
import { usePageTitle } from '../routing/usePageTitle';

/** Sets <meta name="description"> while the calling page is shown. */
function useMetaDescription(content: string): void {
  useEffect(() => {
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !tag;
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
    }
    const previous = tag.content;
    tag.content = content;
    return () => {
      if (created) tag.remove();
      else tag.content = previous;
    };
  }, [content]);
}

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
  const intl = useIntl();
  const language = useLanguage();
  // Structured data is for crawlers, not the first screen: asked once the page has settled.
  const settled = usePageSettled();
  const { data } = useQuery(OrganizationInfoDocument, { skip: !settled, context: { silentErrors: true } });
  usePageTitle(intl.formatMessage({ id: 'shell.home.title' }));
  useMetaDescription(data?.organizationInfo?.description || intl.formatMessage({ id: 'shell.home.description' }));
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
