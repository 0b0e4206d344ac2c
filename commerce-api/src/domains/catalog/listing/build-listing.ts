// The listing engine: one function behind GraphQL categoryV2, products and searchProducts and the
// REST reads. Returns the SDL's CategoryListing, or null for an unknown or unpublished category.
import type { CategoryListing, Language, Product } from 'shared-contracts/server';

type ListingHeader = Omit<CategoryListing, 'pageNumber' | 'pageSize' | 'totalPages' | 'totalItems' | 'hasNextPage' | 'products' | 'filters' | 'sortOptions' | 'isTemp'>;
import type { Db } from '../../../db/client.js';
import { safeHtml, safeOptionalHtml } from '../../../security/safe-html.js';
import { loadCategoryIndex, type CategoryIndex, type CategoryRow } from '../categories/category-index.js';
import { categoryPicture } from '../pictures.js';
import { loadListingCards, type ListingCard } from '../products/listing-cards.js';
import { loadProductsByIds } from '../products/load-products.js';
import { pickOptionalText, pickText } from '../translated.js';
import { buildFilters } from './facets.js';
import { currentCatalogVersion, listingCache, type CachedListingResponse, type ListingCache } from './listing-cache.js';
import type { ListingParams } from './listing-params.js';
import { listingResults, selectionKey, sourceKey } from './listing-results.js';
import { sortOptions } from './sort-options.js';

export const SEARCH_SLUG = 'arama';

async function categoryIndex(db: Db, cache: ListingCache, version: string): Promise<CategoryIndex> {
  if (cache.categories && cache.version === version) return cache.categories;
  const index = await loadCategoryIndex(db);
  // Only while the version is still the one this index was read under.
  if (cache.version === version) cache.categories = index;
  return index;
}

export interface ListingPage {
  /** The page's ids, then the look-ahead id when asked for and another page follows. */
  productIds: number[];
  /** The last id is the look-ahead (the next page's first product). */
  hasLookAhead: boolean;
  totalItems: number;
  totalPages: number;
  pageNumber: number;
}

/**
 * The requested page of an ordered id list, the page number clamped to 1..totalPages; with
 * lookAhead, followed by the next page's first id when there is a next page.
 */
export function pageOf(ids: Int32Array, page: number, pageSize: number, lookAhead = false): ListingPage {
  const totalItems = ids.length;
  const totalPages = Math.ceil(totalItems / pageSize);
  const pageNumber = Math.max(1, Math.min(page, totalPages));
  const start = (pageNumber - 1) * pageSize;
  const productIds = Array.from(ids.subarray(start, start + pageSize + (lookAhead ? 1 : 0)));
  return { productIds, hasLookAhead: productIds.length > pageSize, totalItems, totalPages, pageNumber };
}

function categoryFields(category: CategoryRow, categories: CategoryIndex, language: Language): ListingHeader {
  const name = pickText(language, category.name, category.nameEn);
  const metaTitle = pickOptionalText(language, category.metaTitle, category.metaTitleEn) || name;
  const metaDescription = pickOptionalText(language, category.metaDescription, category.metaDescriptionEn) || name;
  const showSubCategories = category.showSubCategories;
  return {
    id: category.id,
    name,
    slug: category.seName,
    seName: category.seName,
    metaTitle,
    metaDescription,
    // The SEO text and the FAQ answers are shown as HTML under the grid: cleaned here (safe-html.ts,
    // remembered by text, so a listing built again costs a lookup). Questions are plain text.
    description: safeOptionalHtml(pickOptionalText(language, category.description, category.descriptionEn)),
    fasedSeo: { name: metaTitle, description: metaDescription, noIndex: category.noIndex, noFollow: category.noFollow },
    faqSeo: category.faq.map((f) => ({ question: pickText(language, f.question, f.questionEn), answer: safeHtml(pickText(language, f.answer, f.answerEn)) })),
    genericAttributes: [{ key: 'showSubCategories', value: String(showSubCategories) }],
    subCategories: showSubCategories
      ? categories.children(category.id).map((child) => {
          const title = pickText(language, child.name, child.nameEn);
          return { id: child.id, title, href: `/${child.seName}`, icon: child.iconUrl, pictureModel: categoryPicture(child.id, title) };
        })
      : [],
    breadcrumbs: categories.path(category.id, language),
  };
}

function searchFields(q: string): ListingHeader {
  return {
    id: 0,
    name: q,
    slug: SEARCH_SLUG,
    seName: SEARCH_SLUG,
    metaTitle: q,
    metaDescription: q,
    description: null,
    // Search result pages are not for search engines.
    fasedSeo: { name: q, description: q, noIndex: true, noFollow: false },
    faqSeo: [],
    genericAttributes: [{ key: 'showSubCategories', value: 'false' }],
    subCategories: [],
    breadcrumbs: [],
  };
}

/** A listing whose products are of type P (full Products for GraphQL, cards for REST). */
export type ListingOf<P> = Omit<CategoryListing, 'products'> & { products: P[] };

type ListedProduct = { id: number; inviewPage?: number | null };
type LoadProducts<P extends ListedProduct> = (db: Db, ids: number[], language: Language, categories: CategoryIndex, inviewPage: number) => Promise<P[]>;

const fullProducts: LoadProducts<Product> = (db, ids, language, categories, inviewPage) => loadProductsByIds(db, ids, language, { categories, inviewPage });
const cards: LoadProducts<ListingCard> = (db, ids, language, _categories, inviewPage) => loadListingCards(db, ids, language, inviewPage);

/** The listing with full Products (GraphQL categoryV2, products, searchProducts). */
export function buildListing(db: Db, params: ListingParams): Promise<CategoryListing | null> {
  return buildListingOf(db, params, fullProducts);
}

/**
 * How long a serialized REST listing is reused within one catalogue version. Catalogue changes
 * (products, prices, memberships, specifications, reviews, categories) move the version and show
 * at once; stock (a card's inStock) may lag by this much. Under load most listing requests are
 * the same few first pages, so this spares the product query and the JSON for nearly all of them.
 */
export const LISTING_RESPONSE_TTL_MS = 2_000;

function responseKey(version: string, params: ListingParams): string {
  return `${version}|${sourceKey(params.source)}|${selectionKey(params.selection)}|${params.sort}|${params.page}|${params.pageSize}|${params.lookAhead}|${params.language}|${params.withFilters}`;
}

/** The REST listing as JSON text (json null: unknown or unpublished category), reused for a moment. */
export async function cardListingResponse(db: Db, params: ListingParams, now = Date.now()): Promise<CachedListingResponse> {
  const cache = listingCache(db);
  const version = await currentCatalogVersion(db, cache);
  const key = responseKey(version, params);
  const hit = cache.responses.get(key);
  if (hit && now - hit.at >= 0 && now - hit.at < LISTING_RESPONSE_TTL_MS) return hit;
  const listing = await buildListingOf(db, params, cards, version);
  const response: CachedListingResponse = { json: listing ? JSON.stringify(listing) : null, at: now };
  // Only while the version is still the one this answer was built under.
  if (cache.version === version) cache.responses.set(key, response);
  return response;
}

async function buildListingOf<P extends ListedProduct>(db: Db, params: ListingParams, load: LoadProducts<P>, knownVersion?: string): Promise<ListingOf<P> | null> {
  const { source, language } = params;
  const cache = listingCache(db);
  const version = knownVersion ?? (await currentCatalogVersion(db, cache));
  const categories = await categoryIndex(db, cache, version);
  let header: ListingHeader;
  if (source.kind === 'category') {
    const category = categories.get(source.categoryId);
    if (!category || !category.published) return null;
    header = categoryFields(category, categories, language);
  } else {
    header = searchFields(source.q.trim());
  }
  const { ids, facets } = await listingResults(db, params, version);
  const page = pageOf(ids, params.page, params.pageSize, params.lookAhead);
  const products = await load(db, page.productIds, language, categories, page.pageNumber);
  // The look-ahead product belongs to the next page.
  const lookAheadId = page.hasLookAhead ? page.productIds.at(-1) : undefined;
  const listed = products.map((p) => (p.id === lookAheadId ? { ...p, inviewPage: page.pageNumber + 1 } : p));
  return {
    ...header,
    pageNumber: page.pageNumber,
    pageSize: params.pageSize,
    totalPages: page.totalPages,
    totalItems: page.totalItems,
    hasNextPage: page.pageNumber < page.totalPages,
    products: listed,
    filters: params.withFilters ? buildFilters(facets, params.selection, language) : [],
    sortOptions: sortOptions(params.sort, language),
    isTemp: !params.withFilters,
  };
}
