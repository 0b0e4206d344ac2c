// Head and structured data of a listing: title and description (falling back to the category
// name), robots from noIndex/noFollow, canonical link, the item list, and the FAQ on page 1 only.
import { LISTING_PAGE_SIZE, localizePath, useDocumentMeta, type Language } from 'shared-contracts';
import { JsonLd } from './JsonLd';
import type { ListingState } from './listingState';
import { robotsDirective } from './robots';
import { faqJsonLd, itemListJsonLd } from './structuredData';

interface Props {
  state: ListingState;
  language: Language;
  /** Search pages have their own title and no canonical or FAQ. */
  kind: 'category' | 'search';
  title?: string;
  robots?: string;
}

export function ListingSeo({ state, language, kind, title, robots }: Props) {
  const listing = state.status === 'ready' ? state.listing : null;
  useDocumentMeta({
    title: title ?? (listing ? listing.metaTitle || listing.name : null),
    description: listing ? listing.metaDescription || listing.name : null,
    robots: robots ?? (listing ? robotsDirective(listing.fasedSeo) : null),
  });
  if (!listing) return null;
  const origin = window.location.origin;
  const page = listing.pageNumber;
  const canonical = `${origin}${localizePath(`/${listing.seName}`, language)}${page > 1 ? `?pagenumber=${page}` : ''}`;
  return (
    <>
      {kind === 'category' && <link rel="canonical" href={canonical} />}
      {state.products.length > 0 && (
        <JsonLd
          id="item-list"
          data={itemListJsonLd({ name: listing.name, products: state.products, firstPosition: (state.firstPage - 1) * LISTING_PAGE_SIZE + 1, origin, language })}
        />
      )}
      {kind === 'category' && state.firstPage === 1 && listing.faqSeo.length > 0 && <JsonLd id="faq" data={faqJsonLd(listing.faqSeo)} />}
    </>
  );
}
