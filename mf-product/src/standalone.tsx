// Standalone development page: the product page in the shared harness, against the API the dev
// server proxies (npm run dev -w mf-product, then http://localhost:3002/<product seName>).
import { createRoot } from 'react-dom/client';
import { StandaloneHarness } from 'shared-contracts/dev/standalone-harness';
import { Route, Routes, useParams, stripLanguagePrefix } from 'shared-contracts';
import ProductPageModule from './exposed/ProductPage';
import { productMessages } from './i18n/messages';

const { language } = stripLanguagePrefix(window.location.pathname);

function ProductBySeName() {
  const { seName = '' } = useParams();
  return <ProductPageModule language={language} productId={0} seName={seName} />;
}

const prefix = language === 'en' ? '/en' : '';
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StandaloneHarness messages={productMessages}>
      <Routes>
        <Route path={`${prefix}/`} element={<p>Open /&lt;product seName&gt; to see a product page.</p>} />
        <Route path={`${prefix}/:seName`} element={<ProductBySeName />} />
      </Routes>
    </StandaloneHarness>,
  );
}
