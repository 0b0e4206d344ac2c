/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { createSlice } from '@reduxjs/toolkit';
import { FormattedMessage } from 'react-intl';
import { createHarnessStore, StandaloneHarness } from './standalone-harness';
import { EVENTS } from '../events/event-map';

describe('standalone harness', () => {
  it('renders a page with the shared messages', () => {
    render(
      <StandaloneHarness language="tr">
        <FormattedMessage id="ui.remote.retry" />
      </StandaloneHarness>,
    );
    expect(screen.getByText('Tekrar dene')).toBeInTheDocument();
  });

  it('lets a remote inject its slice next to the shell state', () => {
    const store = createHarnessStore('tr');
    const filters = createSlice({ name: 'filters', initialState: { open: false }, reducers: { toggled: (s) => ({ open: !s.open }) } });
    store.injectReducer('filters', filters.reducer);
    store.dispatch(filters.actions.toggled());
    store.dispatch(EVENTS.cartCountChanged({ count: 4 }));
    const state = store.getState() as { filters: { open: boolean }; cart: { count: number } };
    expect(state.filters.open).toBe(true);
    expect(state.cart.count).toBe(4);
  });

  it('counts cart adds and removals one by one, never below zero, like the shell', () => {
    const store = createHarnessStore('tr');
    const item = { item_id: 'SKU', item_name: 'Yüzük', price: 1, quantity: 3 };
    store.dispatch(EVENTS.cartItemAdded({ item }));
    store.dispatch(EVENTS.cartItemAdded({ item }));
    expect(store.getState().cart.count).toBe(2);
    store.dispatch(EVENTS.cartItemRemoved({ item }));
    store.dispatch(EVENTS.cartItemRemoved({ item }));
    store.dispatch(EVENTS.cartItemRemoved({ item }));
    expect(store.getState().cart.count).toBe(0);
  });

  it('ends an expired session like a logout', () => {
    const store = createHarnessStore('tr');
    store.dispatch(EVENTS.authLoggedIn({ token: 'old', method: 'otp' }));
    store.dispatch(EVENTS.authSessionExpired());
    expect(store.getState().auth.isLoggedIn).toBe(false);
    expect(document.cookie).not.toContain('token=old');
  });

  it('keeps the token cookie in step with login and logout', () => {
    const store = createHarnessStore('tr');
    store.dispatch(EVENTS.authLoggedIn({ token: 'abc', method: 'password' }));
    expect(document.cookie).toContain('token=abc');
    store.dispatch(EVENTS.authLoggedOut());
    expect(document.cookie).not.toContain('token=abc');
  });
});
