// What survives a reload (spec section 3/4): cart count, local wishlist, guest data and customer
// info, read at boot and written when they change.
import type { CustomerSummary, ShellState } from 'shared-contracts';
import { STORAGE_KEYS, readStored, writeStored } from './browser-storage';
import { isWishlistEntries } from './slices/wishlist-slice';

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const isCustomer = (v: unknown): v is CustomerSummary => typeof v === 'object' && v !== null && typeof (v as CustomerSummary).id === 'number';

export function readPersistedState(): Pick<ShellState, 'cart' | 'wishlist' | 'guest' | 'customer'> {
  return {
    cart: { count: readStored(STORAGE_KEYS.cartCount, isCount) ?? 0 },
    wishlist: { items: readStored(STORAGE_KEYS.wishlist, isWishlistEntries) ?? [] },
    guest: { guestData: readStored(STORAGE_KEYS.guestData, isString) ?? null },
    customer: { info: readStored(STORAGE_KEYS.customer, isCustomer) ?? null },
  };
}

/** Writes a persisted slice only when its object changed (slices are immutable). */
export function persistChanges(prev: ShellState | undefined, next: ShellState): void {
  if (prev?.cart !== next.cart) writeStored(STORAGE_KEYS.cartCount, next.cart.count);
  if (prev?.wishlist !== next.wishlist) writeStored(STORAGE_KEYS.wishlist, next.wishlist.items);
  if (prev?.guest !== next.guest) writeStored(STORAGE_KEYS.guestData, next.guest.guestData);
  if (prev?.customer !== next.customer) writeStored(STORAGE_KEYS.customer, next.customer.info);
}
