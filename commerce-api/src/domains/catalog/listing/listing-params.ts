// Validation of listing input shared by GraphQL (categoryV2, products, searchProducts) and the REST
// reads. Bad input is reported as a translated error code; the page number is clamped later,
// once the total is known.
import { LISTING_FURTHER_PAGE_SIZE, LISTING_PAGE_SIZE, type Language } from 'shared-contracts/server';
import { parseFilterSelection, type FilterSelection } from './filter-selection.js';
import { isSortValue, SORT_RECOMMENDED, type SortValue } from './sort-options.js';

export const MAX_PAGE_SIZE = 100;
/** A further-page request asks its page size plus the look-ahead product. */
export const MAX_FURTHER_PAGE_SIZE = MAX_PAGE_SIZE + 1;
export const MAX_QUERY_LENGTH = 200;

export type ListingSource = { kind: 'category'; categoryId: number } | { kind: 'search'; q: string };

export interface ListingRequest {
  source: ListingSource;
  pageNumber?: number | null;
  pageSize?: number | null;
  /** A further page (load more / load previous: isMore or isPrev); see validateListingRequest. */
  further?: boolean | null;
  filter?: string | null;
  orderBy?: number | null;
  /** false: the light response (no filter counts), flagged isTemp. */
  prepareSpecsFilters?: boolean | null;
  language: Language;
}

export interface ListingParams {
  source: ListingSource;
  /** Requested page (>= 1); clamped to totalPages when the total is known. */
  page: number;
  pageSize: number;
  /** Also list the first product of the next page, when there is one (further pages). */
  lookAhead: boolean;
  selection: FilterSelection;
  sort: SortValue;
  withFilters: boolean;
  language: Language;
}

export interface ListingParamError {
  code: string;
  field: string;
  values?: Record<string, string | number>;
}

export type ListingParamsResult = { ok: true; params: ListingParams } | { ok: false; error: ListingParamError };

const MAX_INT = 2_147_483_647;

export function validateListingRequest(req: ListingRequest): ListingParamsResult {
  const { source } = req;
  if (source.kind === 'category' && (!Number.isInteger(source.categoryId) || source.categoryId < 0 || source.categoryId > MAX_INT)) {
    return { ok: false, error: { code: 'ui.pattern.invalid', field: 'categoryId' } };
  }
  if (source.kind === 'search' && source.q.length > MAX_QUERY_LENGTH) {
    return { ok: false, error: { code: 'ui.pattern.maxLength', field: 'q', values: { max: MAX_QUERY_LENGTH } } };
  }
  // Further pages (spec sections 7 and 9: "requests for further pages use pageSize plus one"): a
  // request flagged isMore or isPrev asks n = page size + 1 (LISTING_FURTHER_PAGE_SIZE, 49). It is
  // the page of n - 1 products at offset (pageNumber - 1) * (n - 1), so page numbers mean the same
  // as on a first page of n - 1, answered with up to n products: the page, then one look-ahead
  // product (the next page's first, inviewPage pageNumber + 1) only when another page follows.
  // The answer's pageSize is n - 1. n must be 2..101.
  const further = req.further === true;
  const requested = req.pageSize ?? (further ? LISTING_FURTHER_PAGE_SIZE : LISTING_PAGE_SIZE);
  const [min, max] = further ? [2, MAX_FURTHER_PAGE_SIZE] : [1, MAX_PAGE_SIZE];
  if (!Number.isInteger(requested) || requested < min || requested > max) {
    return { ok: false, error: { code: 'ui.pattern.range', field: 'pageSize', values: { min, max } } };
  }
  const pageSize = further ? requested - 1 : requested;
  const pageNumber = req.pageNumber ?? 1;
  if (!Number.isInteger(pageNumber) || pageNumber > MAX_INT) {
    return { ok: false, error: { code: 'ui.pattern.invalid', field: 'pageNumber' } };
  }
  const sort = req.orderBy ?? SORT_RECOMMENDED;
  if (!isSortValue(sort)) {
    return { ok: false, error: { code: 'ui.pattern.range', field: 'orderBy', values: { min: 0, max: 5 } } };
  }
  const parsed = parseFilterSelection(req.filter);
  if (!parsed.ok) return { ok: false, error: { code: 'ui.pattern.invalid', field: 'filter' } };
  return {
    ok: true,
    params: {
      source,
      page: Math.max(1, pageNumber),
      pageSize,
      lookAhead: further,
      selection: parsed.selection,
      sort,
      withFilters: req.prepareSpecsFilters !== false,
      language: req.language,
    },
  };
}
