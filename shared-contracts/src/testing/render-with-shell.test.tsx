/** @jest-environment jsdom */
import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { useDispatch, useSelector } from 'react-redux';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { userEvent } from '@testing-library/user-event';
import { EVENTS } from '../events/event-map';
import { RemoteSlot } from '../remotes/remote-slot';
import type { ShellState } from '../store/root-state';
import { createRenderWithShell, TestRemoteSlot } from './render-with-shell';

function TeamRoot({ children, language }: { children: ReactNode; language: string }) {
  return (
    <div data-boundary="mf-test" lang={language}>
      {children}
    </div>
  );
}

function Account() {
  const loggedIn = useSelector((s: ShellState) => s.auth.isLoggedIn);
  const email = useSelector((s: ShellState) => s.customer.info?.email);
  const dispatch = useDispatch();
  return (
    <>
      <p>{loggedIn ? `logged in as ${email}` : 'guest'}</p>
      <button type="button" onClick={() => dispatch(EVENTS.cartCountChanged({ count: 3 }))}>
        <FormattedMessage id="ui.remote.retry" />
      </button>
      <Link to="/sepet?x=1">cart</Link>
    </>
  );
}

describe('renderWithShell (shared-contracts/testing)', () => {
  it("renders inside the team's root with the shared messages, records actions and shows the location", async () => {
    const render = createRenderWithShell({ Root: TeamRoot });
    const view = render(<Account />, { language: 'en', route: '/en/hesap' });
    expect(view.getByText('guest').closest('[data-boundary="mf-test"]')).toHaveAttribute('lang', 'en');
    expect(view.location()).toBe('/en/hesap');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(view.dispatched(EVENTS.cartCountChanged.type)).toEqual([EVENTS.cartCountChanged({ count: 3 })]);
    expect(view.state().cart.count).toBe(3);

    await userEvent.click(screen.getByRole('link', { name: 'cart' }));
    expect(view.location()).toBe('/sepet?x=1');
  });

  it('starts from the given shell state, with the defaults of the team unless a test says otherwise', () => {
    const render = createRenderWithShell({ defaults: { loggedIn: true } });
    const view = render(<Account />, { email: 'ayse@example.com', guestData: 'guest-1', wishlist: [{ productId: 5, id: 9 }] });
    expect(screen.getByText('logged in as ayse@example.com')).toBeInTheDocument();
    expect(view.state().guest.guestData).toBe('guest-1');
    expect(view.state().wishlist.items).toEqual([{ productId: 5, id: 9 }]);
    // The login is not left in the cookie for the next render.
    expect(document.cookie).not.toContain('token=test-token');
    view.unmount();

    render(<Account />, { loggedIn: false });
    expect(screen.getByText('guest')).toBeInTheDocument();
  });

  it("shows other teams' widgets as a named stand-in when asked to", () => {
    const widget = <RemoteSlot remote="mf_catalog" module="./ProductSlider" props={{ categoryId: 12 }} fallback={<p>fallback</p>} />;
    const withSlots = createRenderWithShell({ remoteSlot: TestRemoteSlot })(widget);
    expect(withSlots.getByTestId('slot mf_catalog/ProductSlider')).toHaveAttribute('data-props', '{"categoryId":12}');
    withSlots.unmount();

    createRenderWithShell()(widget);
    expect(screen.getByText('fallback')).toBeInTheDocument();
  });
});
