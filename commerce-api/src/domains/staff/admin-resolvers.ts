// The staff API's resolvers for staff identity, sessions, staff accounts, audit log, customers and messages.
import type { Resolvers } from 'shared-contracts/admin';
import type { StaffContext } from './staff-context.js';

export const staffAdminResolvers: Resolvers<StaffContext> = {};
