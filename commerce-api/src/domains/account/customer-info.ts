// customerInfo: the signed-in customer's profile (null without a token). Birth date and gender
// stay null while unset: the profile form applies the spec's defaults (1 / 1 / now-18) itself,
// so "unset" and "born on 1 January" remain different things. Phones leave in the display
// format 0(5XX) XXX XX XX; address line 2 and postcode are not required in this shop.
import { and, eq, isNull } from 'drizzle-orm';
import { formatPhone, type CustomerInfo } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { customers } from '../../db/schema.js';

export const PERMISSION_NAMES = ['CALL_PERMISSION', 'SMS_PERMISSION', 'EMAIL_PERMISSION'] as const;
export type PermissionName = (typeof PERMISSION_NAMES)[number];

export async function customerInfo(ctx: ApiContext): Promise<CustomerInfo | null> {
  if (!ctx.customer) return null;
  const [row] = await ctx.db
    .select()
    .from(customers)
    .where(and(eq(customers.id, ctx.customer.id), isNull(customers.deletedAt)))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone ? formatPhone(row.phone) : null,
    dateOfBirthDay: row.dateOfBirthDay,
    dateOfBirthMonth: row.dateOfBirthMonth,
    dateOfBirthYear: row.dateOfBirthYear,
    gender: row.gender,
    isGuest: row.isGuest,
    newsletterPermissions: { permission: PERMISSION_NAMES.map((name) => ({ name, value: row.permissions[name] === true })) },
    streetAddress2Required: false,
    zipPostalCodeRequired: false,
  };
}
