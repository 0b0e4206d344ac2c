import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDispatch } from 'react-redux';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { EVENTS, ROUTES } from 'shared-contracts';
import { RouteGuard } from './RouteGuard';
import { makeTestStore, renderWithShell } from '../testing/render-with-shell';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

/** What the login page does once a token arrives: tell the shell, then go where it was asked to. */
function LoginForm({ to }: { to: string }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const logIn = () => {
    dispatch(EVENTS.authLoggedIn({ token: 'tok', method: 'password' }));
    void navigate(to, { replace: true });
  };
  return (
    <button type="button" onClick={logIn}>
      log in
    </button>
  );
}

async function renderAt(path: string, page: 'login' | 'register', to = '/') {
  const def = ROUTES[page];
  await act(async () =>
    renderWithShell(
      <>
        <Routes>
          <Route
            path={def.path}
            element={
              <RouteGuard access={def.access} routeId={def.id}>
                <LoginForm to={to} />
              </RouteGuard>
            }
          />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </>,
      { path, store: makeTestStore() },
    ),
  );
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;

beforeEach(() => {
  document.cookie = 'signed_in=; path=/; max-age=0';
});

describe('RouteGuard on the pages for logged-out visitors', () => {
  it('leaves the navigation after a login on /login to the page (no race to the account home)', async () => {
    await renderAt('/login', 'login', '/');
    await userEvent.click(screen.getByRole('button', { name: 'log in' }));
    expect(location()).toBe('/');
  });

  it('leaves the navigation after registering on /register to the page', async () => {
    await renderAt('/register?redirectUrl=%2Faccount', 'register', '/account');
    await userEvent.click(screen.getByRole('button', { name: 'log in' }));
    expect(location()).toBe('/account');
  });

  it('still sends a customer who arrives logged in', async () => {
    document.cookie = 'signed_in=t; path=/';
    await renderAt('/login?redirectUrl=%2Fcart', 'login');
    expect(location()).toBe('/cart');
  });
});
