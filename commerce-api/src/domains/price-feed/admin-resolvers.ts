// The staff API's resolvers for prices, stock and feeds.
import type { Resolvers } from 'shared-contracts/admin';
import type { StaffContext } from '../staff/staff-context.js';

export const priceFeedAdminResolvers: Resolvers<StaffContext> = {};
