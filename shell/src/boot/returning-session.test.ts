import { createShellStore } from '../store/create-store';
import { STORAGE_KEYS } from '../store/browser-storage';
import { refreshReturningSession } from './returning-session';
import { fakeSessionClient } from '../testing/fake-session-client';

/** The API as a second device left it: the customer's wishlist holds products 7 and 9. */
const apiClient = () =>
  fakeSessionClient({
    cartCount: 2,
    wishlist: [
      { id: 70, productId: 7 },
      { id: 90, productId: 9 },
    ],
  });

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'signed_in=; path=/; max-age=0';
});

describe('a returning customer on page load', () => {
  it('replaces the stored wishlist with the server one once the page is ready, though the customer is known', async () => {
    document.cookie = 'signed_in=s-1; path=/';
    window.localStorage.setItem(STORAGE_KEYS.customer, JSON.stringify({ id: 9, firstName: 'Ayşe', lastName: 'Yılmaz', email: 'ayse@example.com', phone: null, isGuest: false }));
    window.localStorage.setItem(STORAGE_KEYS.wishlist, JSON.stringify([{ productId: 3, id: 30 }]));
    const { client, query } = apiClient();
    const store = createShellStore({ client, navigateHome: jest.fn(), language: 'tr' });
    expect(store.getState().wishlist.items).toEqual([{ productId: 3, id: 30 }]);

    let ready!: () => void;
    const refreshed = refreshReturningSession(store, client, new Promise<void>((resolve) => (ready = resolve)));
    expect(query).not.toHaveBeenCalled();
    ready();
    await refreshed;

    expect(store.getState().wishlist.items).toEqual([{ productId: 7, id: 70 }, { productId: 9, id: 90 }]);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.wishlist)!)).toEqual([{ productId: 7, id: 70 }, { productId: 9, id: 90 }]);
    expect(store.getState().cart.count).toBe(2);
  });

  it('asks nothing for a visitor without a session', async () => {
    const { client, query } = apiClient();
    const store = createShellStore({ client, navigateHome: jest.fn(), language: 'tr' });
    expect(refreshReturningSession(store, client, Promise.resolve())).toBeNull();
    await Promise.resolve();
    expect(query).not.toHaveBeenCalled();
  });

  it('takes the session the server read for the page, asking the API nothing', async () => {
    document.cookie = 'signed_in=s-1; path=/';
    window.localStorage.setItem(STORAGE_KEYS.wishlist, JSON.stringify([{ productId: 3, id: 30 }]));
    const { client, query } = apiClient();
    const store = createShellStore({ client, navigateHome: jest.fn(), language: 'tr' });
    const fromServer = { customer: { id: 9, firstName: 'Ayşe', lastName: 'Yılmaz', email: 'ayse@example.com', phone: null, isGuest: false }, cartCount: 4, wishlist: [{ productId: 11, id: 110 }] };

    await refreshReturningSession(store, client, new Promise<void>(() => {}), fromServer);

    expect(query).not.toHaveBeenCalled();
    expect(store.getState().wishlist.items).toEqual([{ productId: 11, id: 110 }]);
    expect(store.getState().cart.count).toBe(4);
    expect(store.getState().customer.info?.firstName).toBe('Ayşe');
  });

  it('reads the rest itself when the server could read only part of the session', async () => {
    document.cookie = 'signed_in=s-1; path=/';
    const { client, query } = apiClient();
    const store = createShellStore({ client, navigateHome: jest.fn(), language: 'tr' });
    const partial = { customer: { id: 9, firstName: 'Ayşe', lastName: 'Yılmaz', email: null, phone: null, isGuest: false }, cartCount: 4 };

    await refreshReturningSession(store, client, Promise.resolve(), partial);

    expect(query).toHaveBeenCalled();
    expect(store.getState().wishlist.items).toEqual([{ productId: 7, id: 70 }, { productId: 9, id: 90 }]);
  });

  it('ends the session when the server found its token unknown to the API', async () => {
    document.cookie = 'signed_in=s-1; path=/';
    const { client, query } = apiClient();
    const store = createShellStore({ client, navigateHome: jest.fn(), language: 'tr' });
    expect(store.getState().auth.isLoggedIn).toBe(true);

    await refreshReturningSession(store, client, Promise.resolve(), { customer: null });

    expect(store.getState().auth.isLoggedIn).toBe(false);
    expect(query).not.toHaveBeenCalled();
  });
});
