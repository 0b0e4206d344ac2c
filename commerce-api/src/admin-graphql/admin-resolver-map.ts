// Every staff domain's resolver map for POST /admin/graphql, merged by makeExecutableSchema.
import type { Resolvers } from 'shared-contracts/admin';
import { fulfilmentAdminResolvers } from '../domains/fulfilment/admin-resolvers.js';
import { priceFeedAdminResolvers } from '../domains/price-feed/admin-resolvers.js';
import { reviewAdminResolvers } from '../domains/reviews/admin-resolvers.js';
import { staffAdminResolvers } from '../domains/staff/admin-resolvers.js';
import type { StaffContext } from '../domains/staff/staff-context.js';
import { JsonScalar } from '../graphql/json-scalar.js';

export const adminDomainResolverMaps: Resolvers<StaffContext>[] = [staffAdminResolvers, fulfilmentAdminResolvers, reviewAdminResolvers, priceFeedAdminResolvers];

export const adminResolverMaps = [{ JSON: JsonScalar }, ...adminDomainResolverMaps];
