// Roles and what each may do, per domain. Every staff API field asks for one permission
// (requirePermission); the back office reads the list (StaffMember.permissions) to show only
// what a role may use. A STORE account's permissions hold for its own store only: the resolvers
// that take a store check it with requireStore.
import { GraphQLError } from 'graphql';
import { translateStaff as translate } from 'shared-contracts/admin';
import type { StaffActor, StaffContext, StaffRole } from './staff-context.js';

export const PERMISSIONS = [
  'orders.read', // order list and detail, carriers
  'orders.fulfil', // approve, invoice, ship, deliver, complete, notes
  'orders.cancel', // cancel lines before shipping (money and stock go back)
  'requests.read', // cancel and return requests
  'requests.decide', // approve or reject a request
  'returns.receive', // returned goods arrived (STORE: at its own store)
  'payments.refund', // refund lines
  'customers.read', // customers, their orders and messages
  'messages.read', // the outbox: queued, failed messages
  'messages.resend', // send a message again
  'catalogue.read', // a product's prices, price history and stock; stores
  'prices.write', // price and stock feeds
  'stock.write', // a store's stock (STORE: its own store)
  'reviews.moderate', // approve or reject reviews
  'staff.manage', // staff accounts, roles, sessions
  'audit.read', // the audit log
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  ADMIN: PERMISSIONS,
  ORDERS: ['orders.read', 'orders.fulfil', 'orders.cancel', 'requests.read', 'requests.decide', 'returns.receive', 'payments.refund', 'catalogue.read'],
  SUPPORT: ['orders.read', 'requests.read', 'customers.read', 'messages.read', 'messages.resend'],
  CATALOGUE: ['catalogue.read', 'prices.write', 'stock.write', 'reviews.moderate'],
  STORE: ['requests.read', 'returns.receive', 'catalogue.read', 'stock.write'],
};

export function hasPermission(actor: StaffActor | null, permission: Permission): boolean {
  return Boolean(actor && ROLE_PERMISSIONS[actor.role].includes(permission));
}

/** No full staff session: UNAUTHENTICATED (the back office goes to its login). */
export class StaffUnauthenticatedError extends GraphQLError {
  constructor(language: StaffContext['language']) {
    super(translate(language, 'staff.login_required'), { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
  }
}

/** The role lacks the permission, or a STORE account reached for another store: FORBIDDEN. */
export class StaffForbiddenError extends GraphQLError {
  constructor(language: StaffContext['language']) {
    super(translate(language, 'staff.forbidden'), { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
  }
}

/** The acting staff member, when their role has the permission; throws otherwise. */
export function requirePermission(ctx: StaffContext, permission: Permission): StaffActor {
  if (!ctx.staff) throw new StaffUnauthenticatedError(ctx.language);
  if (!hasPermission(ctx.staff, permission)) throw new StaffForbiddenError(ctx.language);
  return ctx.staff;
}

/**
 * For a permission a STORE account holds for its own store only: throws unless the actor is not
 * a STORE account or the store is theirs.
 */
export function requireStore(ctx: StaffContext, actor: StaffActor, storeId: number | null | undefined): void {
  if (actor.role === 'STORE' && storeId !== actor.storeId) throw new StaffForbiddenError(ctx.language);
}

/** Any full staff session, whatever the role (lists every role needs, e.g. the stores). */
export function requireStaffSession(ctx: StaffContext): StaffActor {
  if (!ctx.staff) throw new StaffUnauthenticatedError(ctx.language);
  return ctx.staff;
}
