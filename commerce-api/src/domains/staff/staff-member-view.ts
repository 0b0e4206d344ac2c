// A staff account as the staff API shows it (StaffMember): never its password hash or secrets.
import { eq } from 'drizzle-orm';
import type { StaffMember } from 'shared-contracts/admin';
import type { Db, Tx } from '../../db/client.js';
import { staffAccounts, stores } from '../../db/schema.js';
import { ROLE_PERMISSIONS } from './permissions.js';
import type { StaffRole } from './staff-context.js';

export const staffMemberColumns = {
  id: staffAccounts.id,
  email: staffAccounts.email,
  name: staffAccounts.name,
  role: staffAccounts.role,
  storeId: staffAccounts.storeId,
  storeName: stores.name,
  active: staffAccounts.active,
  totpSecret: staffAccounts.totpSecret,
  lastLoginAt: staffAccounts.lastLoginAt,
  createdAt: staffAccounts.createdAt,
};

type StaffMemberRow = { id: number; email: string; name: string; role: string; storeId: number | null; storeName: string | null; active: boolean; totpSecret: string | null; lastLoginAt: Date | null; createdAt: Date };

export function toStaffMember(row: StaffMemberRow): StaffMember {
  const role = row.role as StaffRole;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role,
    storeId: row.storeId,
    storeName: row.storeName,
    active: row.active,
    totpEnrolled: row.totpSecret !== null,
    lastLoginOn: row.lastLoginAt?.toISOString() ?? null,
    createdOn: row.createdAt.toISOString(),
    permissions: [...ROLE_PERMISSIONS[role]],
  };
}

/** Every staff account (or one), as StaffMember. */
export async function loadStaffMembers(db: Db | Tx, id?: number): Promise<StaffMember[]> {
  const query = db.select(staffMemberColumns).from(staffAccounts).leftJoin(stores, eq(stores.id, staffAccounts.storeId));
  const rows = id === undefined ? await query.orderBy(staffAccounts.email) : await query.where(eq(staffAccounts.id, id));
  return rows.map(toStaffMember);
}
