// Head and structured data of a listing: title and description (falling back to the category
// name), robots from noIndex/noFollow, the canonical path (with ?pagenumber=N beyond page 1), and
// the JSON-LD: breadcrumb, item list, and the FAQ on page 1 only. Search pages have their own
// title and robots, an item list, and no canonical, breadcrumb or FAQ. It renders nothing: the
// head is written by useDocumentHead (into the server's HTML, or into document.head).
import { useIntl } from 'react-intl';
import type { JsonLdInput } from 'shared-contracts';
import { useDocumentHead } from 'shared-contracts';
import { LISTING_PAGE_SIZE, type Language } from 'shared-contracts/rules';
import type { ListingState } from './listing-state';
import { robotsDirective } from './robots';
import { categoryBreadcrumbJsonLd, faqJsonLd, itemListJsonLd } from './structured-data';

interface Props {
  state: ListingState;
  language: Language;
  /** Search pages have their own title and no canonical or FAQ. */
  kind: 'category' | 'search';
  title?: string;
  robots?: string;
}

/** The canonical path of a category listing page: its seName, and the page number beyond page 1. */
export function listingCanonicalPath(seName: string, pageNumber: number): string {
  return `/${seName}${pageNumber > 1 ? `?pagenumber=${pageNumber}` : ''}`;
}

export function ListingSeo({ state, language, kind, title, robots }: Props) {
  const intl = useIntl();
  const listing = state.status === 'ready' ? state.listing : null;
  const category = kind === 'category';
  const jsonLd: JsonLdInput[] = [];
  if (listing && category) {
    const homeName = intl.formatMessage({ id: 'catalog.breadcrumb.home' });
    const current = { id: listing.id, name: listing.name, seName: listing.seName };
    jsonLd.push((origin) => categoryBreadcrumbJsonLd({ homeName, breadcrumbs: listing.breadcrumbs, current, origin, language }));
  }
  if (listing && state.products.length > 0) {
    const { products } = state;
    const firstPosition = (state.firstPage - 1) * LISTING_PAGE_SIZE + 1;
    jsonLd.push((origin) => itemListJsonLd({ name: listing.name, products, firstPosition, origin, language }));
  }
  if (listing && category && state.firstPage === 1 && listing.faqSeo.length > 0) jsonLd.push(faqJsonLd(listing.faqSeo));

  useDocumentHead({
    title: title ?? (listing ? listing.metaTitle || listing.name : null),
    description: listing ? listing.metaDescription || listing.name : null,
    robots: robots ?? (listing ? robotsDirective(listing.fasedSeo) : null),
    canonicalPath: listing && category ? listingCanonicalPath(listing.seName, listing.pageNumber) : null,
    jsonLd: listing ? jsonLd : null,
  });
  return null;
}
