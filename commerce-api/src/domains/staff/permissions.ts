// Every staff API field asks for one permission of the caller's role (requirePermission); the
// roles' permissions are the contract's table (shared-contracts/admin), which the back office
// reads too. A STORE account's permissions hold for its own store only: the resolvers
// that take a store check it with requireStore.
import { GraphQLError } from 'graphql';
import { ROLE_PERMISSIONS, STAFF_PERMISSIONS, translateStaff as translate, type StaffPermission } from 'shared-contracts/admin';
import type { StaffActor, StaffContext } from './staff-context.js';

// The table itself is a contract (shared-contracts/admin): the back office reads the same one.
export const PERMISSIONS = STAFF_PERMISSIONS;

export type Permission = StaffPermission;

export { ROLE_PERMISSIONS };

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
