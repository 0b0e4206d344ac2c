// GraphQL resolvers of the catalogue: listings, search, product detail, recommendations, store
// stock and URL records.
import type { CategoryListing, Resolvers } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { UserInputError } from '../../errors.js';
import type { ListingRequest } from './listing/listing-params.js';
import { runListing } from './listing/run-listing.js';
import { productDetails } from './product-details.js';
import { loadProductsBySkus } from './products/load-products.js';
import { recommendations } from './recommendations.js';
import { searchSuggestions } from './search/search-suggestions.js';
import { productStoreStock } from './store-stock.js';
import { findUrlRecord } from './url-record.js';

async function listingOrThrow(ctx: ApiContext, request: Omit<ListingRequest, 'language'>): Promise<CategoryListing | null> {
  const outcome = await runListing(ctx.db, { ...request, language: ctx.language });
  if (!outcome.ok) throw new UserInputError(outcome.error.code, ctx.language, outcome.error.values);
  return outcome.listing;
}

export const catalogResolvers: Resolvers<ApiContext> = {
  Query: {
    categoryV2: async (_parent, args, ctx) => ({
      data: await listingOrThrow(ctx, {
        source: { kind: 'category', categoryId: args.id },
        pageNumber: args.pageNumber,
        pageSize: args.pageSize,
        filter: args.selectedSpecFilter,
        orderBy: args.orderBy,
        prepareSpecsFilters: args.prepareSpecsFilters,
      }),
    }),
    // "list products" (load more / load previous): the page's products without filter counts.
    // isMore or isPrev makes it a further-page request: pageSize is the page size plus one
    // look-ahead product (see validateListingRequest). type only says where it is asked from.
    products: async (_parent, args, ctx) => {
      const listing = await listingOrThrow(ctx, {
        source: { kind: 'category', categoryId: args.id },
        pageNumber: args.pageNumber,
        pageSize: args.pageSize,
        further: args.isMore === true || args.isPrev === true,
        filter: args.selectedSpecFilter,
        orderBy: args.orderBy,
        prepareSpecsFilters: false,
      });
      return { products: listing?.products ?? [], totalItems: listing?.totalItems ?? 0 };
    },
    searchProducts: async (_parent, args, ctx) => ({
      data: await listingOrThrow(ctx, {
        source: { kind: 'search', q: args.q },
        pageNumber: args.pageNumber,
        pageSize: args.pageSize,
        filter: args.selectedSpecFilter,
        orderBy: args.orderBy,
      }),
    }),
    searchSuggestions: (_parent, args, ctx) => searchSuggestions(ctx.db, args.q, args.limit, ctx.language),
    urlRecord: (_parent, args, ctx) => findUrlRecord(ctx.db, args.seName),
    productDetails: (_parent, args, ctx) => productDetails(ctx.db, args, ctx.language),
    productsBySkus: (_parent, args, ctx) => loadProductsBySkus(ctx.db, args.skus, ctx.language),
    recommendations: (_parent, args, ctx) => recommendations(ctx.db, args, ctx.language),
    productStoreStock: (_parent, args, ctx) => productStoreStock(ctx.db, args.sku, ctx.language),
  },
};
