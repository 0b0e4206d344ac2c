// Turns team events into the analytics data layer with GA4 ecommerce event names (spec section 1
// and 7). Cart add/remove and wishlist add carry the customer's e-mail when it is known.
// Consent (KVKK, prior opt-in): nothing is pushed before the shopper has granted analytics or
// marketing; the e-mail, a marketing identifier, only with marketing granted (see README).
import type { Middleware } from '@reduxjs/toolkit';
import { EVENTS, GA4_EVENT_NAMES, selectCustomerEmail, type AnalyticsItem, type ShellState } from 'shared-contracts';
import { ANALYTICS_LIST_BATCH, CURRENCY } from 'shared-contracts/rules';

type DataLayerEntry = Record<string, unknown>;

export const WISHLIST_REMOVED_EVENT = 'remove_from_wishlist';

const withQuantity = (item: AnalyticsItem): AnalyticsItem => ({ ...item, quantity: item.quantity ?? 1 });
const lineValue = (item: AnalyticsItem) => Math.round(item.price * (item.quantity ?? 1) * 100) / 100;
const total = (items: AnalyticsItem[]) => Math.round(items.reduce((sum, i) => sum + i.price * (i.quantity ?? 1), 0) * 100) / 100;

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** The data-layer entries one action produces (none for untracked actions). */
export function trackingEntries(action: unknown, state: ShellState): DataLayerEntry[] {
  const email = (explicit?: string | null) => explicit ?? selectCustomerEmail(state) ?? undefined;
  const ecommerce = (type: string, body: DataLayerEntry, extra: DataLayerEntry = {}): DataLayerEntry => ({ event: GA4_EVENT_NAMES[type as keyof typeof GA4_EVENT_NAMES], ...extra, ecommerce: body });
  const withEmail = (address: string | undefined): DataLayerEntry => (address ? { email: address } : {});

  if (EVENTS.cartItemAdded.match(action) || EVENTS.cartItemRemoved.match(action)) {
    const item = withQuantity(action.payload.item);
    return [ecommerce(action.type, { currency: CURRENCY, value: lineValue(item), items: [item] }, withEmail(email(action.payload.email)))];
  }
  if (EVENTS.wishlistToggled.match(action)) {
    const { added, item } = action.payload;
    if (!item) return [];
    const body = { currency: CURRENCY, value: item.price, items: [item] };
    if (added) return [ecommerce(action.type, body, withEmail(email(action.payload.email)))];
    // GA4 has no standard removal event; the marketing layer still needs it with the e-mail
    // (spec section 1: favourite add/remove carry the customer's e-mail).
    return [{ event: WISHLIST_REMOVED_EVENT, ...withEmail(email(action.payload.email)), ecommerce: body }];
  }
  if (EVENTS.itemListViewed.match(action)) {
    const { listName, items } = action.payload;
    return chunks(items, ANALYTICS_LIST_BATCH).map((batch) => ecommerce(action.type, { item_list_name: listName, items: batch.map((i) => ({ ...i, item_list_name: listName })) }));
  }
  if (EVENTS.itemSelected.match(action)) {
    const { listName, item } = action.payload;
    return [ecommerce(action.type, { item_list_name: listName, items: [{ ...item, item_list_name: listName }] })];
  }
  if (EVENTS.productViewed.match(action)) {
    return [ecommerce(action.type, { currency: CURRENCY, value: action.payload.item.price, items: [action.payload.item] })];
  }
  if (EVENTS.checkoutBegun.match(action)) {
    return [ecommerce(action.type, { currency: CURRENCY, value: action.payload.value || total(action.payload.items), items: action.payload.items.map(withQuantity) })];
  }
  if (EVENTS.paymentInfoAdded.match(action)) {
    return [ecommerce(action.type, { currency: CURRENCY, value: action.payload.value, payment_type: 'credit_card', installment_count: action.payload.installmentCount })];
  }
  if (EVENTS.purchaseCompleted.match(action)) {
    const p = action.payload;
    return [
      ecommerce(action.type, {
        transaction_id: p.transactionId,
        currency: CURRENCY,
        value: p.value,
        shipping: p.shipping,
        ...(p.coupon ? { coupon: p.coupon } : {}),
        items: p.items.map(withQuantity),
      }),
    ];
  }
  if (EVENTS.searchPerformed.match(action)) return [{ event: GA4_EVENT_NAMES[action.type], search_term: action.payload.searchTerm }];
  if (EVENTS.authLoggedIn.match(action)) return [{ event: GA4_EVENT_NAMES[action.type], method: action.payload.method }];
  if (EVENTS.authRegistered.match(action)) {
    return [{ event: GA4_EVENT_NAMES[action.type], method: 'register', segment_id: action.payload.segmentId, ...withEmail(action.payload.customer?.email ?? undefined) }];
  }
  return [];
}

/** What of an entry the shopper's choice lets into the data layer (null: nothing). */
export function consentedEntry(entry: DataLayerEntry, choice: ShellState['consent']['choice']): DataLayerEntry | null {
  if (!choice || (!choice.analytics && !choice.marketing)) return null;
  if (choice.marketing || !('email' in entry)) return entry;
  const { email: _email, ...rest } = entry;
  return rest;
}

export const browserDataLayer = () => (window.dataLayer ??= []);

export function createTrackingMiddleware(dataLayer: () => DataLayerEntry[] = browserDataLayer): Middleware<object, ShellState> {
  return (api) => (next) => (action) => {
    const result = next(action);
    try {
      const state = api.getState();
      for (const tracked of trackingEntries(action, state)) {
        const entry = consentedEntry(tracked, state.consent.choice);
        if (!entry) continue;
        // GA4 asks to clear the previous ecommerce object before pushing a new one.
        if ('ecommerce' in entry) dataLayer().push({ ecommerce: null });
        dataLayer().push(entry);
      }
    } catch (error) {
      console.warn('[shell] tracking failed', error);
    }
    return result;
  };
}
