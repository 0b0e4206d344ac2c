// The staff forms' rules (zod), as the staff API's staff-member-input.ts checks them: an e-mail,
// a name, a password of at least 12 characters, a role, and a store exactly for the STORE role.
// Messages are message ids.
import { z } from 'zod';
import type { StaffRole } from 'shared-contracts/admin';

/** MIN_STAFF_PASSWORD of the staff API. */
export const MIN_STAFF_PASSWORD = 12;

export const STAFF_ROLES: StaffRole[] = ['ADMIN', 'ORDERS', 'SUPPORT', 'CATALOGUE', 'STORE'];

const role = z.enum(['ADMIN', 'ORDERS', 'SUPPORT', 'CATALOGUE', 'STORE'], { error: 'bo.staff.role_required' });

function storeForStoreRole(values: { role: string; storeId: string }, ctx: z.RefinementCtx) {
  if (values.role === 'STORE' && !values.storeId) ctx.addIssue({ code: 'custom', path: ['storeId'], message: 'bo.staff.store_required' });
}

export const newStaffMemberRules = z
  .object({
    email: z.string().trim().min(1, 'bo.staff.email_required').max(254, 'bo.staff.email_invalid').email('bo.staff.email_invalid'),
    name: z.string().trim().min(1, 'bo.staff.name_required').max(100, 'bo.staff.name_long'),
    password: z.string().min(MIN_STAFF_PASSWORD, 'bo.staff.password_short').max(200, 'bo.staff.password_long'),
    role,
    storeId: z.string(),
  })
  .superRefine(storeForStoreRole);

export const staffMemberChangeRules = z.object({ role, storeId: z.string(), active: z.boolean() }).superRefine(storeForStoreRole);

export interface NewStaffMemberValues {
  email: string;
  name: string;
  password: string;
  role: StaffRole | '';
  storeId: string;
}

export interface StaffMemberChangeValues {
  role: StaffRole;
  storeId: string;
  active: boolean;
}

/** The store sent with a role: the STORE role's store, none for the others. */
export function storeOfRole(values: { role: string; storeId: string }): number | null {
  return values.role === 'STORE' && values.storeId ? Number(values.storeId) : null;
}
