// The staff API's resolvers for the order lifecycle, requests, refunds.
import type { Resolvers } from 'shared-contracts/admin';
import type { StaffContext } from '../staff/staff-context.js';

export const fulfilmentAdminResolvers: Resolvers<StaffContext> = {};
