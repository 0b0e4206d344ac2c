// The staff API's resolvers for review moderation.
import type { Resolvers } from 'shared-contracts/admin';
import type { StaffContext } from '../staff/staff-context.js';

export const reviewAdminResolvers: Resolvers<StaffContext> = {};
