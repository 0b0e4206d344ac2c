// Login identifiers: e-mails match case-insensitively, phones in their stored normalised form
// (5XXXXXXXXX). Guest customers and deleted accounts are never accounts one can sign in to.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { EMAIL_PATTERN, normalizePhone } from 'shared-contracts/server';
import type { Db, Tx } from '../../db/client.js';
import { customers } from '../../db/schema.js';

export type LoginType = 'EMAIL' | 'PHONE';

export function normalizeEmail(value: string): string | null {
  const email = value.trim().toLowerCase();
  return EMAIL_PATTERN.test(email) && email.length <= 254 ? email : null;
}

/** 0(532) 123 45 67, 05321234567, +905321234567 and 5321234567 all give 5321234567. */
export function normalizeMobile(value: string): string | null {
  if (value.length > 40) return null;
  const phone = normalizePhone(value);
  return /^5\d{9}$/.test(phone) ? phone : null;
}

export function normalizeIdentifier(type: LoginType, value: string): string | null {
  return type === 'EMAIL' ? normalizeEmail(value) : normalizeMobile(value);
}

export interface AccountRow {
  id: number;
  email: string | null;
  phone: string | null;
  passwordHash: string | null;
}

export async function findAccount(db: Db | Tx, type: LoginType, normalized: string): Promise<AccountRow | null> {
  const match = type === 'EMAIL' ? sql`lower(${customers.email}) = ${normalized}` : eq(customers.phone, normalized);
  const [row] = await db
    .select({ id: customers.id, email: customers.email, phone: customers.phone, passwordHash: customers.passwordHash })
    .from(customers)
    .where(and(match, eq(customers.isGuest, false), isNull(customers.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** Whether a live customer (registered or guest) other than `exceptId` holds this e-mail / phone. */
export async function identifierTaken(db: Db | Tx, type: LoginType, normalized: string, exceptId?: number): Promise<boolean> {
  const match = type === 'EMAIL' ? sql`lower(${customers.email}) = ${normalized}` : eq(customers.phone, normalized);
  const rows = await db.select({ id: customers.id }).from(customers).where(and(match, isNull(customers.deletedAt))).limit(2);
  return rows.some((r) => r.id !== exceptId);
}
