// Who is writing or voting: only a registered (non-guest) customer; the name shown with a review
// is the first name and the initial of the last name.
import { and, eq, isNull } from 'drizzle-orm';
import type { ApiContext } from '../../context.js';
import { customers } from '../../db/schema.js';

export function registeredCustomerId(ctx: ApiContext): number | null {
  return ctx.customer && !ctx.customer.isGuest ? ctx.customer.id : null;
}

export function displayName(firstName: string | null, lastName: string | null): string | null {
  const first = firstName?.trim();
  const last = lastName?.trim();
  if (!first && !last) return null;
  if (!last) return first!;
  const initial = last.charAt(0).toLocaleUpperCase('tr-TR');
  return first ? `${first} ${initial}.` : `${initial}.`;
}

/** The customer's review name; null when the customer no longer exists. */
export async function reviewerName(ctx: ApiContext, customerId: number): Promise<string | null> {
  const [row] = await ctx.db
    .select({ firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)))
    .limit(1);
  if (!row) return null;
  // No name on the account: an empty string; the review then shows the anonymous label.
  return displayName(row.firstName, row.lastName) ?? '';
}
