import type { ApolloClient } from '@apollo/client';
import { EVENTS, type AnalyticsItem } from 'shared-contracts';
import { ACCEPT_ALL, REJECT_ALL, type ConsentChoice } from 'shared-contracts/rules';
import { createShellStore } from './create-store';

const item = (n: number): AnalyticsItem => ({ item_id: `SKU${n}`, item_name: `Kolye ${n}`, price: 250 });

/** A store whose shopper has made a choice (all accepted unless told), the layer emptied after it. */
function setup(choice: ConsentChoice | null = ACCEPT_ALL) {
  const layer: Record<string, unknown>[] = [];
  const client = { query: jest.fn(async () => ({ data: {} })), mutate: jest.fn(async () => ({ data: {} })), resetStore: jest.fn(async () => []) } as unknown as ApolloClient;
  const store = createShellStore({ client, navigateHome: jest.fn(), language: 'tr', dataLayer: () => layer });
  if (choice) store.dispatch(EVENTS.consentChosen(choice));
  layer.length = 0;
  const events = () => layer.filter((e) => e.event);
  return { store, layer, events };
}

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'cookie_consent=; path=/; max-age=0';
});

describe('tracking under cookie consent', () => {
  const browse = (store: ReturnType<typeof setup>['store']) => {
    store.dispatch(EVENTS.customerLoaded({ id: 1, firstName: 'A', lastName: 'B', email: 'a@b.com', phone: null, isGuest: false }));
    store.dispatch(EVENTS.productViewed({ item: item(1) }));
    store.dispatch(EVENTS.cartItemAdded({ item: item(1) }));
  };

  it('pushes nothing before the shopper has chosen, and nothing after rejecting', () => {
    const before = setup(null);
    browse(before.store);
    expect(before.layer).toEqual([]);

    const rejected = setup(REJECT_ALL);
    browse(rejected.store);
    expect(rejected.layer).toEqual([]);
  });

  it('tells the tags the choice in consent mode terms and stores it in the consent cookie', () => {
    const { store, layer } = setup(null);
    store.dispatch(EVENTS.consentChosen({ analytics: true, marketing: false }));
    expect(layer).toEqual([{ event: 'consent_update', consent: { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' } }]);
    expect(document.cookie).toContain('cookie_consent=v1.a1.m0');
  });

  it('with analytics only pushes the events without the e-mail; with marketing too, with it', () => {
    const analytics = setup({ analytics: true, marketing: false });
    browse(analytics.store);
    expect(analytics.events().map((e) => e.event)).toEqual(['view_item', 'add_to_cart']);
    expect(analytics.events().some((e) => 'email' in e)).toBe(false);

    const all = setup(ACCEPT_ALL);
    browse(all.store);
    expect(all.events().find((e) => e.event === 'add_to_cart')).toMatchObject({ email: 'a@b.com' });
  });

  it('starts from the choice the consent cookie holds and tells the tags at once; a forged value is no choice', () => {
    document.cookie = 'cookie_consent=v1.a1.m0; path=/';
    const layer: Record<string, unknown>[] = [];
    const client = { query: jest.fn(), mutate: jest.fn(), resetStore: jest.fn() } as unknown as ApolloClient;
    const store = createShellStore({ client, navigateHome: jest.fn(), language: 'tr', dataLayer: () => layer });
    expect(store.getState().consent.choice).toEqual({ analytics: true, marketing: false });
    expect(layer).toEqual([{ event: 'consent_update', consent: { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' } }]);
    document.cookie = 'cookie_consent=v1.a1.m1%3Bx; path=/';
    expect(setup(null).store.getState().consent.choice).toBeNull();
  });
});

describe('tracking middleware', () => {
  it('pushes add_to_cart with TRY value, the item and the known customer e-mail', () => {
    const { store, layer, events } = setup();
    store.dispatch(EVENTS.customerLoaded({ id: 1, firstName: 'A', lastName: 'B', email: 'a@b.com', phone: null, isGuest: false }));
    store.dispatch(EVENTS.cartItemAdded({ item: { ...item(1), quantity: 2 } }));
    expect(layer.at(-2)).toEqual({ ecommerce: null });
    expect(events()).toEqual([
      { event: 'add_to_cart', email: 'a@b.com', ecommerce: { currency: 'TRY', value: 500, items: [{ ...item(1), quantity: 2 }] } },
    ]);
  });

  it('leaves the e-mail out for an unknown guest and uses an explicit one when given', () => {
    const { store, events } = setup();
    store.dispatch(EVENTS.cartItemRemoved({ item: item(1) }));
    store.dispatch(EVENTS.wishlistToggled({ productId: 1, id: 1, added: true, item: item(1), email: 'x@y.com' }));
    expect(events()[0]).not.toHaveProperty('email');
    expect(events()[0].event).toBe('remove_from_cart');
    expect(events()[1]).toMatchObject({ event: 'add_to_wishlist', email: 'x@y.com' });
  });

  it('reports a wishlist removal as its own event, with the customer e-mail', () => {
    const { store, events } = setup();
    store.dispatch(EVENTS.customerLoaded({ id: 1, firstName: 'A', lastName: 'B', email: 'a@b.com', phone: null, isGuest: false }));
    store.dispatch(EVENTS.wishlistToggled({ productId: 1, id: 1, added: false, item: item(1) }));
    expect(events()).toEqual([{ event: 'remove_from_wishlist', email: 'a@b.com', ecommerce: { currency: 'TRY', value: 250, items: [item(1)] } }]);
  });

  it('pushes nothing for a wishlist toggle without product details', () => {
    const { store, layer } = setup();
    store.dispatch(EVENTS.wishlistToggled({ productId: 1, id: 1, added: true }));
    expect(layer).toEqual([]);
  });

  it('batches view_item_list in groups of 8', () => {
    const { store, events } = setup();
    const items = Array.from({ length: 19 }, (_, i) => item(i));
    store.dispatch(EVENTS.itemListViewed({ listName: 'Yüzükler', items }));
    const lists = events();
    expect(lists.map((e) => (e.ecommerce as { items: unknown[] }).items.length)).toEqual([8, 8, 3]);
    expect(lists.every((e) => e.event === 'view_item_list')).toBe(true);
    expect((lists[0].ecommerce as { item_list_name: string }).item_list_name).toBe('Yüzükler');
  });

  it('reports purchase, search and login with GA4 names', () => {
    const { store, events } = setup();
    store.dispatch(EVENTS.purchaseCompleted({ transactionId: 'ORD-1', value: 900, shipping: 0, items: [item(1)], coupon: 'HOSGELDIN' }));
    store.dispatch(EVENTS.searchPerformed({ searchTerm: 'altın' }));
    store.dispatch(EVENTS.authLoggedIn({ token: 't', method: 'otp' }));
    expect(events()).toEqual([
      { event: 'purchase', ecommerce: { transaction_id: 'ORD-1', currency: 'TRY', value: 900, shipping: 0, coupon: 'HOSGELDIN', items: [{ ...item(1), quantity: 1 }] } },
      { event: 'search', search_term: 'altın' },
      { event: 'login', method: 'otp' },
    ]);
  });

  it('ignores actions that are not tracked', () => {
    const { store, layer } = setup();
    store.dispatch(EVENTS.toastShown({ kind: 'info', message: 'x' }));
    expect(layer).toEqual([]);
  });
});
