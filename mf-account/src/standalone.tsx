// Standalone development page: mf-account's route modules in the shared harness, against the
// API the dev server proxies (npm run dev -w mf-account, then http://localhost:3004/login).
// Sign in through /login first: the harness keeps the token cookie the account pages need.
// Codes sent by SMS or e-mail land in the API's development outbox (query devOutbox).
import { createRoot } from 'react-dom/client';
import { type RouteModuleProps, Link, Route, Routes, localizePath, ROUTES, stripLanguagePrefix } from 'shared-contracts';
import { StandaloneHarness } from 'shared-contracts/dev/standalone-harness';
import type { ComponentType } from 'react';
import AddressesPage from './exposed/AddressesPage';
import ChangePasswordPage from './exposed/ChangePasswordPage';
import CouponsPage from './exposed/CouponsPage';
import LoginPage from './exposed/LoginPage';
import OrderDetailPage from './exposed/OrderDetailPage';
import OrderRequestPage from './exposed/OrderRequestPage';
import OrdersPage from './exposed/OrdersPage';
import PasswordRecoveryConfirmPage from './exposed/PasswordRecoveryConfirmPage';
import PasswordRecoveryPage from './exposed/PasswordRecoveryPage';
import ProfilePage from './exposed/ProfilePage';
import RegisterPage from './exposed/RegisterPage';
import WishlistPage from './exposed/WishlistPage';

const { language } = stripLanguagePrefix(window.location.pathname);
const path = (p: string) => localizePath(p, language);

const PAGES: [string, ComponentType<RouteModuleProps>][] = [
  [ROUTES.login.path, LoginPage],
  [ROUTES.register.path, RegisterPage],
  [ROUTES.passwordRecovery.path, PasswordRecoveryPage],
  [ROUTES.passwordRecoveryConfirm.path, PasswordRecoveryConfirmPage],
  [ROUTES.account.path, ProfilePage],
  [ROUTES.orders.path, OrdersPage],
  [ROUTES.orderCancel.path, OrderRequestPage],
  [ROUTES.orderDetail.path, OrderDetailPage],
  [ROUTES.wishlist.path, WishlistPage],
  [ROUTES.wishlistShort.path, WishlistPage],
  [ROUTES.addresses.path, AddressesPage],
  [ROUTES.coupons.path, CouponsPage],
  [ROUTES.password.path, ChangePasswordPage],
];

const LINKS = [ROUTES.login.path, ROUTES.register.path, ROUTES.passwordRecovery.path, ROUTES.account.path, ROUTES.orders.path, ROUTES.addresses.path, ROUTES.wishlist.path];

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StandaloneHarness>
      <header style={{ display: 'flex', flexWrap: 'wrap', gap: 16, padding: 12, borderBottom: '1px solid #ddd' }}>
        {LINKS.map((p) => (
          <Link key={p} to={path(p)}>
            {p}
          </Link>
        ))}
      </header>
      <main>
        <Routes>
          {PAGES.map(([pattern, Page]) => (
            <Route key={pattern} path={path(pattern)} element={<Page language={language} />} />
          ))}
          <Route path="*" element={<p style={{ padding: 16 }}>mf-account standalone: pick a page above.</p>} />
        </Routes>
      </main>
    </StandaloneHarness>,
  );
}
