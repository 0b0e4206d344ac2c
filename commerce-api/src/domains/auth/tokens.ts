// Bearer tokens: random, returned once, stored only as SHA-256, valid LOGIN_COOKIE_DAYS (7).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { LOGIN_COOKIE_DAYS } from 'shared-contracts/server';
import type { Db, Tx } from '../../db/client.js';
import { authTokens, customers } from '../../db/schema.js';
import type { CustomerRef } from '../../context.js';

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export async function issueToken(db: Db | Tx, customerId: number, now = new Date()): Promise<string> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + LOGIN_COOKIE_DAYS * 24 * 3600 * 1000);
  await db.insert(authTokens).values({ customerId, tokenHash: sha256(token), expiresAt });
  return token;
}

/** The live, not-deleted customer a bearer token belongs to, or null. */
export async function customerForToken(db: Db, token: string | null, now = new Date()): Promise<CustomerRef | null> {
  if (!token) return null;
  const rows = await db
    .select({ id: customers.id, isGuest: customers.isGuest })
    .from(authTokens)
    .innerJoin(customers, eq(customers.id, authTokens.customerId))
    .where(and(eq(authTokens.tokenHash, sha256(token)), gt(authTokens.expiresAt, now), isNull(customers.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

export async function revokeToken(db: Db, token: string): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.tokenHash, sha256(token)));
}

export async function revokeAllTokens(db: Db | Tx, customerId: number): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.customerId, customerId));
}
