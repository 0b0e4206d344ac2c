// GraphQL resolvers of the stores domain (productStoreStock belongs to the catalog domain).
import type { Resolvers } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { ourStores } from './our-stores.js';

export const storeResolvers: Resolvers<ApiContext> = {
  Query: {
    ourStores: (_parent, _args, ctx) => ourStores(ctx.db, ctx.language),
  },
};
