import type { ApolloClient } from '@apollo/client';
import { createSlice } from '@reduxjs/toolkit';
import { EVENTS, type ShellState } from 'shared-contracts';
import { ShellLogoutDocument, ShellMergeGuestBasketDocument } from 'shared-contracts/graphql';
import { createShellStore } from './create-store';
import { createSessionCheck, refreshSession } from './session-listener';
import { STORAGE_KEYS } from './browser-storage';

type Doc = { definitions: { name?: { value: string } }[] };
const opName = (doc: unknown) => (doc as Doc).definitions[0]?.name?.value;

function fakeClient() {
  const query = jest.fn(async ({ query: doc }: { query: unknown }) => {
    switch (opName(doc)) {
      case 'ShellCustomerInfo':
        return { data: { customerInfo: { id: 9, firstName: 'Ayşe', lastName: 'Yılmaz', email: 'ayse@example.com', phone: null, isGuest: false } } };
      case 'ShellCartCount':
        return { data: { cart: { cartCount: 3, guestData: null } } };
      case 'ShellWishList':
        return { data: { wishList: { items: [{ id: 70, productId: 7 }] } } };
      default:
        throw new Error(`unexpected ${opName(doc)}`);
    }
  });
  const mutate = jest.fn(async () => ({ data: {} }));
  const resetStore = jest.fn(async () => []);
  return { client: { query, mutate, resetStore } as unknown as ApolloClient, query, mutate, resetStore };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'token=; path=/; max-age=0';
});

describe('shell store', () => {
  it('on login sets the cookie, clears guest data, merges the guest basket and refreshes the session', async () => {
    const { client, mutate } = fakeClient();
    const store = createShellStore({ client, navigateHome: jest.fn(), language: 'tr' });
    store.dispatch(EVENTS.guestDataReceived('guest-123'));
    store.dispatch(EVENTS.authLoggedIn({ token: 'tok-1', method: 'password' }));
    await settle();
    await settle();

    expect(document.cookie).toContain('token=tok-1');
    const s = store.getState();
    expect(s.auth).toEqual({ isLoggedIn: true, token: 'tok-1' });
    expect(s.guest.guestData).toBeNull();
    expect(mutate).toHaveBeenCalledWith({ mutation: ShellMergeGuestBasketDocument, variables: { guestData: 'guest-123' } });
    expect(s.cart.count).toBe(3);
    expect(s.customer.info?.email).toBe('ayse@example.com');
    expect(s.wishlist.items).toEqual([{ productId: 7, id: 70 }]);
  });

  it('on logout calls the API, then clears cookie, guest data, cart count, wishlist and customer, resets Apollo and goes home', async () => {
    document.cookie = 'token=tok-2; path=/';
    const { client, mutate, resetStore } = fakeClient();
    const cookieDuringLogout: string[] = [];
    mutate.mockImplementation(async () => {
      cookieDuringLogout.push(document.cookie);
      return { data: { logout: true } };
    });
    const navigateHome = jest.fn();
    const store = createShellStore({ client, navigateHome, language: 'tr' });
    expect(store.getState().auth.isLoggedIn).toBe(true);
    store.dispatch(EVENTS.guestDataReceived('g'));
    store.dispatch(EVENTS.cartCountChanged({ count: 2 }));
    store.dispatch(EVENTS.wishlistToggled({ productId: 1, id: 1, added: true }));
    store.dispatch(EVENTS.customerLoaded({ id: 1, firstName: 'A', lastName: 'B', email: null, phone: null, isGuest: false }));

    store.dispatch(EVENTS.authLoggedOut());
    await settle();
    await settle();

    const s = store.getState();
    expect(s.auth).toEqual({ isLoggedIn: false, token: null });
    expect([s.guest.guestData, s.cart.count, s.wishlist.items, s.customer.info]).toEqual([null, 0, [], null]);
    expect(mutate).toHaveBeenCalledWith({ mutation: ShellLogoutDocument });
    expect(cookieDuringLogout[0]).toContain('token=tok-2');
    expect(document.cookie).not.toContain('token=tok-2');
    expect(resetStore).toHaveBeenCalled();
    expect(navigateHome).toHaveBeenCalled();
    expect(window.localStorage.getItem(STORAGE_KEYS.wishlist)).toBe('[]');
  });

  it('still logs out locally when the logout call fails', async () => {
    document.cookie = 'token=tok-3; path=/';
    const { client, mutate } = fakeClient();
    mutate.mockRejectedValue(new Error('offline'));
    const err = jest.spyOn(console, 'error').mockImplementation(() => {});
    const navigateHome = jest.fn();
    const store = createShellStore({ client, navigateHome, language: 'tr' });
    store.dispatch(EVENTS.authLoggedOut());
    await settle();
    await settle();
    expect(document.cookie).not.toContain('tok-3');
    expect(navigateHome).toHaveBeenCalled();
    err.mockRestore();
  });

  it('ends an expired session where the shopper is: the API no longer knows the token', async () => {
    document.cookie = 'token=stale; path=/';
    const { client, query, resetStore } = fakeClient();
    const base = query.getMockImplementation()!;
    const expired = async (opts: { query: unknown }) => (opName(opts.query) === 'ShellCustomerInfo' ? { data: { customerInfo: null } } : base(opts));
    query.mockImplementation(expired as unknown as typeof base);
    const navigateHome = jest.fn();
    const store = createShellStore({ client, navigateHome, language: 'tr' });
    store.dispatch(EVENTS.cartCountChanged({ count: 2 }));
    store.dispatch(EVENTS.wishlistToggled({ productId: 1, id: 1, added: true }));

    await refreshSession(client, store.dispatch);
    await settle();

    const s = store.getState();
    expect(s.auth.isLoggedIn).toBe(false);
    expect([s.cart.count, s.wishlist.items, s.customer.info]).toEqual([0, [], null]);
    expect(document.cookie).not.toContain('token=stale');
    expect(resetStore).toHaveBeenCalled();
    expect(navigateHome).not.toHaveBeenCalled();
  });

  it('checks the session once at a time, only when logged in, and keeps a good one', async () => {
    document.cookie = 'token=good; path=/';
    const { client, query } = fakeClient();
    const store = createShellStore({ client, navigateHome: jest.fn(), language: 'tr' });
    const check = createSessionCheck(client, store.dispatch, () => store.getState().auth.isLoggedIn);
    await Promise.all([check(), check()]);
    expect(query.mock.calls.filter(([o]) => opName(o.query) === 'ShellCustomerInfo')).toHaveLength(1);
    expect(store.getState().auth.isLoggedIn).toBe(true);

    store.dispatch(EVENTS.authSessionExpired());
    await settle();
    await check();
    expect(query.mock.calls.filter(([o]) => opName(o.query) === 'ShellCustomerInfo')).toHaveLength(1);
  });

  it('persists cart count, wishlist and guest data and reads them back', () => {
    const { client } = fakeClient();
    const first = createShellStore({ client, navigateHome: jest.fn(), language: 'tr' });
    first.dispatch(EVENTS.cartCountChanged({ count: 4 }));
    first.dispatch(EVENTS.wishlistToggled({ productId: 5, id: 50, added: true }));
    first.dispatch(EVENTS.guestDataReceived('gd'));
    const second = createShellStore({ client, navigateHome: jest.fn(), language: 'en' });
    const s: ShellState = second.getState();
    expect(s.cart.count).toBe(4);
    expect(s.wishlist.items).toEqual([{ productId: 5, id: 50 }]);
    expect(s.guest.guestData).toBe('gd');
    expect(s.ui.language).toBe('en');
  });

  it('only logs browser storage errors', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const { client } = fakeClient();
    const store = createShellStore({ client, navigateHome: jest.fn(), language: 'tr' });
    expect(() => store.dispatch(EVENTS.cartCountChanged({ count: 1 }))).not.toThrow();
    expect(store.getState().cart.count).toBe(1);
    expect(warn).toHaveBeenCalled();
    setItem.mockRestore();
    warn.mockRestore();
  });

  it('lets remotes inject their own slices but not replace the shell ones', () => {
    const { client } = fakeClient();
    const store = createShellStore({ client, navigateHome: jest.fn(), language: 'tr' });
    const listing = createSlice({ name: 'listing', initialState: { view: 'grid' }, reducers: { listView: () => ({ view: 'list' }) } });
    store.injectReducer('listing', listing.reducer);
    store.dispatch(listing.actions.listView());
    expect((store.getState() as unknown as { listing: { view: string } }).listing.view).toBe('list');

    const err = jest.spyOn(console, 'error').mockImplementation(() => {});
    store.injectReducer('cart', () => ({ count: 99 }));
    store.dispatch(EVENTS.cartItemAdded({ item: { item_id: 'x', item_name: 'x', price: 1 } }));
    expect(store.getState().cart.count).toBe(1);
    expect(err).toHaveBeenCalled();
    err.mockRestore();
  });
});
