// Standalone development page: mf-catalog's modules in the shared harness, against the API the
// dev server proxies (npm run dev -w mf-catalog, then http://localhost:3001).
//   /                 the instant search, home product slider and a recommendations strip
//   /arama?q=yüzük    the search listing
//   /<seName>         a category listing, resolved through urlRecord as the shell does
import { createRoot } from 'react-dom/client';
import { StandaloneHarness } from 'shared-contracts/dev/standalone-harness';
import { Route, Routes, useParams, useQuery, stripLanguagePrefix } from 'shared-contracts';
import { UrlRecordDocument } from 'shared-contracts/graphql';
import CategoryPageModule from './exposed/CategoryPage';
import InstantSearchModule from './exposed/InstantSearch';
import ProductSliderModule from './exposed/ProductSlider';
import RecommendationsStripModule from './exposed/RecommendationsStrip';
import SearchPageModule from './exposed/SearchPage';
import { catalogMessages } from './i18n/messages';

const { language } = stripLanguagePrefix(window.location.pathname);

function CategoryBySeName() {
  const { seName = '' } = useParams();
  const result = useQuery(UrlRecordDocument, { variables: { seName } });
  if (result.loading) return <p>…</p>;
  const record = result.dataState === 'complete' ? result.data.urlRecord : null;
  if (!record || record.entityName !== 'CATEGORY') return <p>Not a category: {seName}</p>;
  return <CategoryPageModule language={language} categoryId={record.entityId} seName={seName} />;
}

function Home() {
  return (
    <>
      <ProductSliderModule language={language} />
      <RecommendationsStripModule language={language} kind="POPULAR" />
    </>
  );
}

const prefix = language === 'en' ? '/en' : '';
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StandaloneHarness messages={catalogMessages}>
      <header style={{ padding: 12, borderBottom: '1px solid #ddd' }}>
        <InstantSearchModule language={language} />
      </header>
      <main>
        <Routes>
          <Route path={`${prefix}/`} element={<Home />} />
          <Route path={`${prefix}/arama`} element={<SearchPageModule language={language} />} />
          <Route path={`${prefix}/:seName`} element={<CategoryBySeName />} />
        </Routes>
      </main>
    </StandaloneHarness>,
  );
}
