// The cross-team event map: Redux actions named `team:event`. Remotes and the shell talk to each
// other only through these; the shell's tracking middleware turns them into GA4 data-layer events.
import { createAction } from '@reduxjs/toolkit';
import type { ConsentChoice } from '../consent/consent-choice';

/** What analytics needs of a product (GA4 item). */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity?: number;
  item_category?: string;
  item_variant?: string;
  index?: number;
  item_list_name?: string;
}

export interface CustomerSummary {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  isGuest: boolean;
}

export interface WishlistEntry {
  productId: number;
  id: number;
}

export interface ToastPayload {
  kind: 'success' | 'error' | 'info';
  /** A translation key (ui.*) or already translated text. */
  message: string;
  values?: Record<string, string | number>;
  link?: { href: string; label: string };
  /**
   * The action an error reports on, named by the team that raised it ('mf-cart-checkout:payment'):
   * a later success of that action (EVENTS.toastsResolved with the same source) clears it.
   */
  source?: string;
}

export const EVENTS = {
  // auth (shell owns the state; account remote raises the events)
  /**
   * token: the login answer's `token`. In the shop it is TOKEN_IN_COOKIE (the real one went into
   * the HttpOnly cookie and the shell never keeps it); a remote's standalone page, which calls the
   * API directly, gets the real one for its development cookie.
   */
  authLoggedIn: createAction<{ token: string; method: 'password' | 'otp' | 'register' | 'guest' }>('auth:logged-in'),
  authLoggedOut: createAction('auth:logged-out'),
  /** The API no longer knows the token (expired or revoked): the session ends where the shopper is. */
  authSessionExpired: createAction('auth:session-expired'),
  authRegistered: createAction<{ segmentId: number; customer: CustomerSummary | null }>('auth:registered'),
  customerLoaded: createAction<CustomerSummary | null>('customer:loaded'),
  guestDataReceived: createAction<string | null>('guest:data-received'),
  // cart
  cartItemAdded: createAction<{ item: AnalyticsItem; email?: string | null }>('cart:item-added'),
  cartItemRemoved: createAction<{ item: AnalyticsItem; email?: string | null }>('cart:item-removed'),
  cartCountChanged: createAction<{ count: number }>('cart:count-changed'),
  cartReset: createAction('cart:reset'),
  // wishlist
  wishlistToggled: createAction<{ productId: number; id: number; added: boolean; item?: AnalyticsItem; email?: string | null }>('wishlist:toggled'),
  wishlistLoaded: createAction<WishlistEntry[]>('wishlist:loaded'),
  // catalogue and product analytics
  itemListViewed: createAction<{ listName: string; items: AnalyticsItem[] }>('catalog:item-list-viewed'),
  itemSelected: createAction<{ listName: string; item: AnalyticsItem }>('catalog:item-selected'),
  searchPerformed: createAction<{ searchTerm: string }>('catalog:search-performed'),
  productViewed: createAction<{ item: AnalyticsItem }>('product:viewed'),
  // checkout
  checkoutBegun: createAction<{ items: AnalyticsItem[]; value: number }>('checkout:begun'),
  paymentInfoAdded: createAction<{ installmentCount: number; value: number }>('checkout:payment-info-added'),
  purchaseCompleted: createAction<{ transactionId: string; value: number; shipping: number; items: AnalyticsItem[]; coupon?: string | null }>('checkout:purchase-completed'),
  // ui
  toastShown: createAction<ToastPayload>('ui:toast'),
  /** The action named by source succeeded: the error toasts it raised are no longer true. */
  toastsResolved: createAction<{ source: string }>('ui:toasts-resolved'),
  modalOpened: createAction<{ id: string; disableBackdropClose?: boolean }>('ui:modal-opened'),
  modalClosed: createAction<{ id?: string }>('ui:modal-closed'),
  languageChanged: createAction<{ language: 'tr' | 'en' }>('ui:language-changed'),
  // cookie consent (the shell keeps the choice and its cookie; see consent/consent-choice.ts)
  consentChosen: createAction<ConsentChoice>('consent:chosen'),
  /** Opens the cookie preferences (the footer's "Çerez tercihleri", a privacy page's link). */
  consentPreferencesOpened: createAction('consent:preferences-opened'),
  consentPreferencesClosed: createAction('consent:preferences-closed'),
} as const;

export type EventName = (typeof EVENTS)[keyof typeof EVENTS]['type'];
export type StorefrontEvent = ReturnType<(typeof EVENTS)[keyof typeof EVENTS]>;

/** GA4 ecommerce event name for each tracked event. */
export const GA4_EVENT_NAMES: Partial<Record<EventName, string>> = {
  'cart:item-added': 'add_to_cart',
  'cart:item-removed': 'remove_from_cart',
  'wishlist:toggled': 'add_to_wishlist',
  'catalog:item-list-viewed': 'view_item_list',
  'catalog:item-selected': 'select_item',
  'catalog:search-performed': 'search',
  'product:viewed': 'view_item',
  'checkout:begun': 'begin_checkout',
  'checkout:payment-info-added': 'add_payment_info',
  'checkout:purchase-completed': 'purchase',
  'auth:logged-in': 'login',
  'auth:registered': 'sign_up',
};
