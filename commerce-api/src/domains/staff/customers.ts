// Customers for staff with customers.read: a search by name, e-mail or phone (Turkish case
// folding: turkish-fold.ts), and one customer's profile with the messages sent to them.
// (StaffCustomer.orders is resolved by the fulfilment domain's map.)
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import type { CustomerPage, StaffCustomer } from 'shared-contracts/admin';
import { translateStaff } from 'shared-contracts/admin';
import type { Db } from '../../db/client.js';
import { customers, outbox } from '../../db/schema.js';
import { toStaffMessage } from './outbox-messages.js';
import { pageInfo, pageWindow } from './staff-results.js';
import { requirePermission } from './permissions.js';
import type { StaffContext } from './staff-context.js';
import { containsPattern, foldTurkish, foldedColumn } from './turkish-fold.js';

type CustomerRow = typeof customers.$inferSelect;
/** A StaffCustomer before its lists are resolved (messages here, orders by fulfilment). */
export type StaffCustomerParent = Omit<StaffCustomer, 'orders' | 'messages'>;

const MESSAGES_PER_CUSTOMER = 50;

function toStaffCustomer(row: CustomerRow): StaffCustomerParent {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    isGuest: row.isGuest,
    createdOn: row.createdAt.toISOString(),
    deleted: row.deletedAt !== null,
  };
}

/** The digits of a phone as the shop stores them (10 digits, no 0 or 90 in front), when it looks like one. */
function phoneDigits(term: string): string | null {
  if (!/^[\d\s()+-]+$/.test(term)) return null;
  let digits = term.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('90')) digits = digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.length >= 3 ? digits : null;
}

function searchCondition(term: string): SQL {
  const folded = foldTurkish(term.trim().replace(/\s+/g, ' '));
  const pattern = containsPattern(folded);
  const fullName = sql`concat_ws(' ', ${customers.firstName}, ${customers.lastName})`;
  const conditions: SQL[] = [sql`${foldedColumn(fullName)} like ${pattern}`, sql`${foldedColumn(customers.email)} like ${pattern}`];
  const digits = phoneDigits(term);
  if (digits) conditions.push(ilike(customers.phone, containsPattern(digits)));
  return or(...conditions)!;
}

export async function searchCustomers(ctx: StaffContext, search: string, page: number, pageSize: number): Promise<CustomerPage> {
  requirePermission(ctx, 'customers.read');
  const term = search.trim().slice(0, 100);
  if (term.length < 2) throw new GraphQLError(translateStaff(ctx.language, 'staff.customer.search_short'), { extensions: { code: 'BAD_USER_INPUT', messageKey: 'staff.customer.search_short' } });
  const where = searchCondition(term);
  const window = pageWindow(page, pageSize);
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(customers).where(where).orderBy(desc(customers.createdAt), desc(customers.id)).limit(window.pageSize).offset(window.offset),
    ctx.db.select({ n: count() }).from(customers).where(where),
  ]);
  return { items: rows.map(toStaffCustomer) as unknown as StaffCustomer[], pageInfo: pageInfo(window, total?.n ?? 0) };
}

export async function findCustomer(ctx: StaffContext, id: number): Promise<StaffCustomerParent | null> {
  requirePermission(ctx, 'customers.read');
  const [row] = await ctx.db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row ? toStaffCustomer(row) : null;
}

/** The newest messages to the customer: by their id, or to their e-mail or phone. */
export async function customerMessages(db: Db, customer: Pick<StaffCustomer, 'id' | 'email' | 'phone'>) {
  const addressed = [eq(outbox.customerId, customer.id)];
  if (customer.email) addressed.push(eq(outbox.recipient, customer.email));
  if (customer.phone) addressed.push(eq(outbox.recipient, customer.phone));
  const rows = await db.select().from(outbox).where(and(or(...addressed))).orderBy(desc(outbox.id)).limit(MESSAGES_PER_CUSTOMER);
  return rows.map(toStaffMessage);
}
