// Who a cart or wishlist call acts for: the bearer token's customer (registered or guest
// customer), else the anonymous guest session named by `guestData` (a random token stored only
// as a SHA-256). An anonymous write without a usable guestData opens a new guest session and
// hands its token back as `guestData`.
import { eq } from 'drizzle-orm';
import type { ApiContext } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import { customers, guestSessions } from '../../db/schema.js';
import { issueToken, randomToken, sha256 } from '../auth/tokens.js';

export interface CartOwner {
  customerId: number | null;
  guestSessionId: number | null;
  /** The guestData token to hand back (anonymous owners only). */
  guestData: string | null;
  /** A registered (not guest) customer: gift package and coupons are theirs only. */
  isRegistered: boolean;
}

export function customerOwner(customer: { id: number; isGuest: boolean }): CartOwner {
  return { customerId: customer.id, guestSessionId: null, guestData: null, isRegistered: !customer.isGuest };
}

/** Guest data tokens are base64url; anything else cannot name a session. */
function plausibleToken(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length >= 16 && value.length <= 128 && /^[A-Za-z0-9_-]+$/.test(value);
}

export async function guestSessionFor(db: Db | Tx, guestData: string | null | undefined): Promise<number | null> {
  if (!plausibleToken(guestData)) return null;
  const rows = await db.select({ id: guestSessions.id }).from(guestSessions).where(eq(guestSessions.tokenHash, sha256(guestData))).limit(1);
  return rows[0]?.id ?? null;
}

/** The owner for a read; null for an anonymous caller without a known guest session. */
export async function findOwner(ctx: ApiContext, guestData: string | null | undefined): Promise<CartOwner | null> {
  if (ctx.customer) return customerOwner(ctx.customer);
  const sessionId = await guestSessionFor(ctx.db, guestData);
  if (sessionId === null) return null;
  return { customerId: null, guestSessionId: sessionId, guestData: guestData ?? null, isRegistered: false };
}

/** The owner for a write: opens a guest session for an anonymous caller who has none. */
export async function ensureOwner(ctx: ApiContext, guestData: string | null | undefined): Promise<CartOwner> {
  const found = await findOwner(ctx, guestData);
  if (found) return found;
  const token = randomToken();
  const [row] = await ctx.db.insert(guestSessions).values({ tokenHash: sha256(token) }).returning({ id: guestSessions.id });
  return { customerId: null, guestSessionId: row.id, guestData: token, isRegistered: false };
}

/** createGuestCustomer: a guest customer row and a bearer token for it (guest checkout). */
export async function createGuestCustomer(db: Db): Promise<{ customerId: number; token: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(customers).values({ isGuest: true }).returning({ id: customers.id });
    const token = await issueToken(tx, row.id);
    return { customerId: row.id, token };
  });
}
