// The chain's stores, for every staff member (filters, a STORE account's own store, stock forms).
import { asc } from 'drizzle-orm';
import type { StaffStore } from 'shared-contracts/admin';
import { stores } from '../../db/schema.js';
import { requireStaffSession } from './permissions.js';
import type { StaffContext } from './staff-context.js';

export async function listStores(ctx: StaffContext): Promise<StaffStore[]> {
  requireStaffSession(ctx);
  return ctx.db.select({ id: stores.id, name: stores.name, city: stores.city }).from(stores).orderBy(asc(stores.id));
}
