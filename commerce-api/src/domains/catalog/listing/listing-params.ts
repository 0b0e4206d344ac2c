// Validation of listing input shared by GraphQL (categoryV2, products, searchProducts) and the REST
// reads. Bad input is reported as a translated error code; the page number is clamped later,
// once the total is known.
import { LISTING_PAGE_SIZE, type Language } from 'shared-contracts/server';
import { parseFilterSelection, type FilterSelection } from './filter-selection.js';
import { isSortValue, SORT_RECOMMENDED, type SortValue } from './sort-options.js';

export const MAX_PAGE_SIZE = 100;
export const MAX_QUERY_LENGTH = 200;

export type ListingSource = { kind: 'category'; categoryId: number } | { kind: 'search'; q: string };

export interface ListingRequest {
  source: ListingSource;
  pageNumber?: number | null;
  pageSize?: number | null;
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
  const pageSize = req.pageSize ?? LISTING_PAGE_SIZE;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    return { ok: false, error: { code: 'ui.pattern.range', field: 'pageSize', values: { min: 1, max: MAX_PAGE_SIZE } } };
  }
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
      selection: parsed.selection,
      sort,
      withFilters: req.prepareSpecsFilters !== false,
      language: req.language,
    },
  };
}
