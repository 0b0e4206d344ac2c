// The shape of the shell's Redux store as other teams may read it, with typed selectors.
// Remotes add their own slices with injectReducer (see StorefrontStore) and never write the
// shell's slices directly: they dispatch events from events/event-map.ts instead.
import type { Reducer } from '@reduxjs/toolkit';
import type { CustomerSummary, ToastPayload, WishlistEntry } from '../events/event-map';
import type { Language } from '../constants/business';
import type { ConsentChoice, OptionalConsentCategory } from '../consent/consent-choice';

export interface AuthState {
  /** The browser holds a session (its token is in an HttpOnly cookie no script reads). */
  isLoggedIn: boolean;
  /** That session is a guest customer's (guest checkout): it pays and sees its order, but has no account. */
  isGuest: boolean;
}
export interface ConsentState {
  /** The shopper's stored choice (the consent cookie), null until one is made. */
  choice: ConsentChoice | null;
  /** The preferences are open (asked from the footer, or from the banner's "Tercihler"). */
  editing: boolean;
}
export interface ShellState {
  auth: AuthState;
  customer: { info: CustomerSummary | null };
  cart: { count: number };
  wishlist: { items: WishlistEntry[] };
  guest: { guestData: string | null };
  toasts: { items: (ToastPayload & { id: number })[] };
  modals: { stack: { id: string; disableBackdropClose?: boolean }[] };
  ui: { language: Language };
  consent: ConsentState;
}

export interface StorefrontStore {
  injectReducer(key: string, reducer: Reducer): void;
}

export const selectIsLoggedIn = (s: ShellState) => s.auth.isLoggedIn;
/** A registered customer's session: the account, its pages and the login's redirect are theirs. */
export const selectIsMember = (s: ShellState) => s.auth.isLoggedIn && !s.auth.isGuest;
export const selectCustomer = (s: ShellState) => s.customer.info;
export const selectCustomerEmail = (s: ShellState) => s.customer.info?.email ?? null;
export const selectCartCount = (s: ShellState) => s.cart.count;
export const selectWishlist = (s: ShellState) => s.wishlist.items;
export const selectIsInWishlist = (productId: number) => (s: ShellState) => s.wishlist.items.some((i) => i.productId === productId);
export const selectGuestData = (s: ShellState) => s.guest.guestData;
export const selectLanguage = (s: ShellState) => s.ui.language;
export const selectConsent = (s: ShellState) => s.consent;
/** Whether the shopper opted in to a category; nothing is granted before a choice is made. */
export const selectConsentGranted = (category: OptionalConsentCategory) => (s: ShellState) => s.consent.choice?.[category] === true;
