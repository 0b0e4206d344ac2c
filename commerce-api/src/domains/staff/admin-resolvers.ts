// The staff API's resolvers for staff identity, sessions, staff accounts, audit log, customers and
// messages. Each field asks for its permission in the function it calls (permissions.ts);
// the login fields are open (they are how a session starts).
import type { Resolvers, StaffCustomer } from 'shared-contracts/admin';
import { queryAuditLog } from './audit-log-query.js';
import { customerMessages, findCustomer, searchCustomers } from './customers.js';
import { listMessages, resendMessage } from './outbox-messages.js';
import { requirePermission } from './permissions.js';
import type { StaffContext } from './staff-context.js';
import { confirmStaffTotpEnrolment, staffLogin, staffLogout, verifyStaffTotp } from './staff-login.js';
import { createStaffAccount, listStaffSessions, resetStaffTotp, revokeStaffSession, updateStaffAccount } from './staff-management.js';
import { loadStaffMembers } from './staff-member-view.js';
import { listStores } from './stores-list.js';

export const staffAdminResolvers: Resolvers<StaffContext> = {
  Query: {
    me: async (_p, _a, ctx) => (ctx.staff ? ((await loadStaffMembers(ctx.db, ctx.staff.id))[0] ?? null) : null),
    staffMembers: async (_p, _a, ctx) => {
      requirePermission(ctx, 'staff.manage');
      return loadStaffMembers(ctx.db);
    },
    staffSessions: (_p, { staffId }, ctx) => listStaffSessions(ctx, staffId),
    auditLog: (_p, { filter, page, pageSize }, ctx) => queryAuditLog(ctx, filter, page, pageSize),
    stores: (_p, _a, ctx) => listStores(ctx),
    customers: (_p, { search, page, pageSize }, ctx) => searchCustomers(ctx, search, page, pageSize),
    customer: async (_p, { id }, ctx) => (await findCustomer(ctx, id)) as unknown as StaffCustomer | null,
    messages: (_p, { state, recipient, page, pageSize }, ctx) => listMessages(ctx, state, recipient, page, pageSize),
  },
  Mutation: {
    staffLogin: (_p, { email, password }, ctx) => staffLogin(ctx, email, password),
    verifyStaffTotp: (_p, { code }, ctx) => verifyStaffTotp(ctx, code),
    confirmStaffTotpEnrolment: (_p, { code }, ctx) => confirmStaffTotpEnrolment(ctx, code),
    staffLogout: (_p, _a, ctx) => staffLogout(ctx),
    createStaffMember: (_p, { input }, ctx) => createStaffAccount(ctx, input),
    updateStaffMember: (_p, { id, input }, ctx) => updateStaffAccount(ctx, id, input),
    resetStaffTotp: (_p, { staffId }, ctx) => resetStaffTotp(ctx, staffId),
    revokeStaffSession: (_p, { sessionId }, ctx) => revokeStaffSession(ctx, sessionId),
    resendMessage: (_p, { messageId }, ctx) => resendMessage(ctx, messageId),
  },
  StaffCustomer: {
    // Only with customers.read (the customer query checked it); the fulfilment map resolves `orders`.
    messages: (customer, _a, ctx) => customerMessages(ctx.db, customer),
  },
};
