// The staff API's resolvers for prices, stock and feeds: product (catalogue.read), feed runs and
// feeds (prices.write), a store's stock (stock.write; a STORE account its own store only).
import type { Resolvers } from 'shared-contracts/admin';
import { requirePermission } from '../staff/permissions.js';
import type { StaffContext } from '../staff/staff-context.js';
import { feedRun, feedRunPage } from './feed-run-view.js';
import { setStoreStock } from './set-store-stock.js';
import { staffProduct } from './staff-product.js';
import { applyFeedRun, startPriceFeed } from './start-feed.js';

export const priceFeedAdminResolvers: Resolvers<StaffContext> = {
  Query: {
    product: (_parent, args, ctx) => {
      requirePermission(ctx, 'catalogue.read');
      return staffProduct(ctx.db, ctx.language, args.id, args.sku);
    },
    feedRuns: (_parent, args, ctx) => {
      requirePermission(ctx, 'prices.write');
      return feedRunPage(ctx.db, ctx.language, args.page, args.pageSize);
    },
    feedRun: (_parent, args, ctx) => {
      requirePermission(ctx, 'prices.write');
      return feedRun(ctx.db, args.id, ctx.language);
    },
  },
  Mutation: {
    startPriceFeed: (_parent, args, ctx) => startPriceFeed(ctx, args.csv, args.fileName, args.dryRun),
    applyFeedRun: (_parent, args, ctx) => applyFeedRun(ctx, args.id),
    setStoreStock: (_parent, args, ctx) => setStoreStock(ctx, args.sku, args.storeId, args.quantity),
  },
};
