// What depends on who is logged in, read in one go: the customer, the cart count and the wishlist.
// Read by the server for a logged-in page (the page then arrives with them, fresh, and the browser
// needs no read of its own: no data client in its first load) and by the browser otherwise.
import type { ApolloClient } from '@apollo/client';
import { EVENTS, type CustomerSummary, type WishlistEntry } from 'shared-contracts';
import { ShellCartCountDocument, ShellCustomerInfoDocument, ShellWishListDocument } from 'shared-contracts/graphql';

/** A part that could not be read is undefined; customer null: the API knows the token no more. */
export interface SessionSnapshot {
  customer?: CustomerSummary | null;
  cartCount?: number;
  wishlist?: WishlistEntry[];
}

const logFailure = (what: string) => (error: unknown) => {
  console.error(`[shell] ${what} failed`, error);
  return null;
};

export async function readSessionSnapshot(client: ApolloClient, signal?: AbortSignal): Promise<SessionSnapshot> {
  const context = { silentErrors: true, ...(signal ? { fetchOptions: { signal } } : {}) };
  const [customer, cart, wishlist] = await Promise.all([
    client.query({ query: ShellCustomerInfoDocument, fetchPolicy: 'network-only', context }).catch(logFailure('customerInfo')),
    client.query({ query: ShellCartCountDocument, variables: { guestData: null }, fetchPolicy: 'network-only', context }).catch(logFailure('cart count')),
    client.query({ query: ShellWishListDocument, variables: { guestData: null }, fetchPolicy: 'network-only', context }).catch(logFailure('wishList')),
  ]);
  const snapshot: SessionSnapshot = {};
  if (customer?.data) {
    const info = customer.data.customerInfo;
    snapshot.customer = info ? { id: info.id, firstName: info.firstName, lastName: info.lastName, email: info.email, phone: info.phone, isGuest: info.isGuest } : null;
  }
  if (cart?.data?.cart) snapshot.cartCount = cart.data.cart.cartCount;
  if (wishlist?.data?.wishList) snapshot.wishlist = wishlist.data.wishList.items.map((i) => ({ productId: i.productId, id: i.id }));
  return snapshot;
}

/** Every part was read: nothing is left for the browser to ask. */
export function isCompleteSnapshot(snapshot: SessionSnapshot): boolean {
  return snapshot.customer === null || (snapshot.customer !== undefined && snapshot.cartCount !== undefined && snapshot.wishlist !== undefined);
}

/**
 * Into the store. A token the API no longer knows ends the session, unless `stillSameSession`
 * says a login meanwhile brought a new one (that one is still good).
 */
export function applySessionSnapshot(snapshot: SessionSnapshot, dispatch: (a: unknown) => unknown, stillSameSession: () => boolean): void {
  if (snapshot.customer === null) {
    if (stillSameSession()) dispatch(EVENTS.authSessionExpired());
    return;
  }
  if (snapshot.customer) dispatch(EVENTS.customerLoaded(snapshot.customer));
  if (snapshot.cartCount !== undefined) dispatch(EVENTS.cartCountChanged({ count: snapshot.cartCount }));
  if (snapshot.wishlist) dispatch(EVENTS.wishlistLoaded(snapshot.wishlist));
}

/** A snapshot from the page's inline state, checked: it comes from the page, so from outside the code. */
export function parseSessionSnapshot(value: unknown): SessionSnapshot | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  const snapshot: SessionSnapshot = {};
  if (raw.customer === null) snapshot.customer = null;
  else if (typeof raw.customer === 'object' && raw.customer !== null && typeof (raw.customer as { id?: unknown }).id === 'number') snapshot.customer = raw.customer as CustomerSummary;
  if (typeof raw.cartCount === 'number') snapshot.cartCount = raw.cartCount;
  if (Array.isArray(raw.wishlist)) snapshot.wishlist = raw.wishlist.filter((e): e is WishlistEntry => typeof e?.productId === 'number');
  return snapshot;
}
