import type { ApolloClient } from '@apollo/client';
import { createSlice } from '@reduxjs/toolkit';
import { EVENTS, type ShellState } from 'shared-contracts';
import { ShellLogoutDocument, ShellMergeGuestBasketDocument } from 'shared-contracts/graphql';
import { createShellStore } from './create-store';
import { createSessionCheck, refreshSession } from './session-listener';
import { STORAGE_KEYS } from './browser-storage';
import { fakeSessionClient, opName } from '../testing/fake-session-client';

const fakeClient = () => fakeSessionClient();

const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'signed_in=; path=/; max-age=0';
});

describe('shell store', () => {
  it('on login keeps no token, clears guest data, merges the guest basket and refreshes the session', async () => {
    const { client, mutate } = fakeClient();
    const store = createShellStore({ client, navigateHome: jest.fn(), language: 'tr' });
    store.dispatch(EVENTS.guestDataReceived('guest-123'));
    store.dispatch(EVENTS.authLoggedIn({ token: 'in-cookie', method: 'password' }));
    await settle();
    await settle();

    // The API's answer set the HttpOnly cookie; the shell writes none and keeps no token.
    expect(document.cookie).toBe('');
    const s = store.getState();
    expect(s.auth).toEqual({ isLoggedIn: true, isGuest: false });
    expect(JSON.stringify(s)).not.toContain('in-cookie');
    expect(s.guest.guestData).toBeNull();
    expect(mutate).toHaveBeenCalledWith({ mutation: ShellMergeGuestBasketDocument, variables: { guestData: 'guest-123' } });
    expect(s.cart.count).toBe(3);
    expect(s.customer.info?.email).toBe('ayse@example.com');
    expect(s.wishlist.items).toEqual([{ productId: 7, id: 70 }]);
  });

  it('on logout calls the API (whose answer clears the cookies), then clears guest data, cart count, wishlist and customer, resets Apollo and goes home', async () => {
    document.cookie = 'signed_in=s-2; path=/';
    const { client, mutate, resetStore } = fakeClient();
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
    expect(s.auth).toEqual({ isLoggedIn: false, isGuest: false });
    expect([s.guest.guestData, s.cart.count, s.wishlist.items, s.customer.info]).toEqual([null, 0, [], null]);
    expect(mutate).toHaveBeenCalledWith({ mutation: ShellLogoutDocument });
    expect(resetStore).toHaveBeenCalled();
    expect(navigateHome).toHaveBeenCalled();
    expect(window.localStorage.getItem(STORAGE_KEYS.wishlist)).toBe('[]');
  });

  it('still logs out locally when the logout call fails', async () => {
    document.cookie = 'signed_in=s-3; path=/';
    const { client, mutate } = fakeClient();
    mutate.mockRejectedValue(new Error('offline'));
    const err = jest.spyOn(console, 'error').mockImplementation(() => {});
    const navigateHome = jest.fn();
    const store = createShellStore({ client, navigateHome, language: 'tr' });
    store.dispatch(EVENTS.authLoggedOut());
    await settle();
    await settle();
    expect(store.getState().auth.isLoggedIn).toBe(false);
    expect(navigateHome).toHaveBeenCalled();
    err.mockRestore();
  });

  it('ends an expired session where the shopper is: the API no longer knows the token', async () => {
    document.cookie = 'signed_in=stale; path=/';
    const { client, query, mutate, resetStore } = fakeClient();
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
    // Only the API's answer can clear the HttpOnly cookie: a logout call asks for it.
    expect(mutate).toHaveBeenCalledWith(expect.objectContaining({ mutation: ShellLogoutDocument }));
    expect(resetStore).toHaveBeenCalled();
    expect(navigateHome).not.toHaveBeenCalled();
  });

  it('checks the session once at a time, only when logged in, and keeps a good one', async () => {
    document.cookie = 'signed_in=good; path=/';
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

  it('starts logged in from the session marker, never from a token, and keeps no token from the server', () => {
    const { client } = fakeClient();
    document.cookie = 'token=readable-old-token; path=/';
    expect(createShellStore({ client, navigateHome: jest.fn(), language: 'tr' }).getState().auth).toEqual({ isLoggedIn: false, isGuest: false });
    document.cookie = 'token=; path=/; max-age=0';
    const server = createShellStore({ client, navigateHome: jest.fn(), language: 'tr', server: { token: 'secret-token' } });
    expect(server.getState().auth).toEqual({ isLoggedIn: true, isGuest: false });
    expect(JSON.stringify(server.getState())).not.toContain('secret-token');
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
