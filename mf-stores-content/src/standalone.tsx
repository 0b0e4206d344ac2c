// Standalone development page: mf-stores-content's modules in the shared harness, against the
// API the dev server proxies (npm run dev -w mf-stores-content, then http://localhost:3005).
// Routes as in the shop: /, /sayfa/:slug (magazalarimiz = stores), /find/ring-size,
// /find/necklace-size, /find/bracklet-size, plus /iletisim for the contact form alone.
import { createRoot } from 'react-dom/client';
import { StandaloneHarness } from 'shared-contracts/dev/standalone-harness';
import { Route, Routes, ROUTES, stripLanguagePrefix } from 'shared-contracts';
import ContactFormModule from './exposed/ContactForm';
import ContentPageModule from './exposed/ContentPage';
import HomePageModule from './exposed/HomePage';
import SizeFinderPageModule from './exposed/SizeFinderPage';
import { storesContentMessages } from './i18n/messages';

const { language } = stripLanguagePrefix(window.location.pathname);
const prefix = language === 'en' ? '/en' : '';
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StandaloneHarness messages={storesContentMessages}>
      <Routes>
        <Route path={`${prefix}/`} element={<HomePageModule language={language} />} />
        <Route path={`${prefix}${ROUTES.contentPage.path}`} element={<ContentPageModule language={language} />} />
        {[ROUTES.ringSize, ROUTES.necklaceSize, ROUTES.braceletSize].map((r) => (
          <Route key={r.id} path={`${prefix}${r.path}`} element={<SizeFinderPageModule language={language} />} />
        ))}
        <Route path={`${prefix}/iletisim`} element={<ContactFormModule language={language} />} />
      </Routes>
    </StandaloneHarness>,
  );
}
