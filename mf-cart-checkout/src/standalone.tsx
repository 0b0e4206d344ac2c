// Standalone development page: mf-cart-checkout's modules in the shared harness, against the
// API the dev server proxies (npm run dev -w mf-cart-checkout, then http://localhost:3003).
//   /cart, /checkout, /checkout/success   the route modules (also under /en)
//   the header's button opens the side cart; the dev login signs in the demo customer
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneHarness } from 'shared-contracts/dev/standalone-harness';
import { Link, Route, Routes, localizePath, stripLanguagePrefix } from 'shared-contracts';
import CartPageModule from './exposed/CartPage';
import CheckoutPageModule from './exposed/CheckoutPage';
import MiniCartModule from './exposed/MiniCart';
import OrderSuccessPageModule from './exposed/OrderSuccessPage';
import { DevLogin } from './dev/DevLogin';
import { messages } from './i18n/messages';

const { language } = stripLanguagePrefix(window.location.pathname);
const path = (p: string) => localizePath(p, language);

function Header() {
  const [miniCartOpen, setMiniCartOpen] = useState(false);
  return (
    <header style={{ display: 'flex', gap: 16, alignItems: 'center', padding: 12, borderBottom: '1px solid #ddd' }}>
      <Link to={path('/cart')}>/cart</Link>
      <Link to={path('/checkout')}>/checkout</Link>
      <Link to={path('/checkout/success')}>/checkout/success</Link>
      <button type="button" onClick={() => setMiniCartOpen(true)}>
        MiniCart
      </button>
      <DevLogin />
      {miniCartOpen ? <MiniCartModule language={language} onClose={() => setMiniCartOpen(false)} /> : null}
    </header>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StandaloneHarness messages={messages}>
      <Header />
      <main>
        <Routes>
          <Route path={path('/cart')} element={<CartPageModule language={language} />} />
          <Route path={path('/checkout')} element={<CheckoutPageModule language={language} />} />
          <Route path={path('/checkout/success')} element={<OrderSuccessPageModule language={language} />} />
          <Route path={path('/checkout/success/:id')} element={<OrderSuccessPageModule language={language} />} />
          <Route path="*" element={<p style={{ padding: 16 }}>mf-cart-checkout standalone: pick a page above.</p>} />
        </Routes>
      </main>
    </StandaloneHarness>,
  );
}
