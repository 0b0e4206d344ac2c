import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENTS } from 'shared-contracts';
import { CatalogRecommendationsDocument } from 'shared-contracts/graphql';
import { makeListing, makeProduct, mockFetch } from '../testing/fixtures';
import { renderWithShell } from '../testing/render-with-shell';
import { CategoryPage } from './CategoryPage';

const page = (props: { language?: 'tr' | 'en' } = {}) => <CategoryPage categoryId={12} seName="yuzuk" language={props.language ?? 'tr'} />;

const popular = (categoryId: number | null, title = 'Gümüş Yüzük 30') => ({
  request: { query: CatalogRecommendationsDocument, variables: { kind: 'POPULAR', productId: null, categoryId, ids: null, limit: 12, inStockOnly: null } },
  result: { data: { recommendations: [makeProduct(30, { name: title }), makeProduct(31)] } },
});

/** The page's JSON-LD object of a schema.org type (in document.head, outside the React tree). */
function jsonLd(type: string) {
  const found = Array.from(document.head.querySelectorAll('script[type="application/ld+json"]'))
    .map((script) => JSON.parse(script.textContent ?? 'null'))
    .filter((data) => data?.['@type'] === type);
  expect(found.length).toBeLessThanOrEqual(1);
  return found[0] ?? null;
}

describe('CategoryPage', () => {
  afterEach(() => {
    cleanup();
    document.title = '';
    document.head.querySelectorAll('meta').forEach((n) => n.remove());
  });

  it('asks CategoryV2 for the category and shows heading, count, breadcrumb and grid', async () => {
    const { calls } = mockFetch(() => ({ body: makeListing({ totalItems: 2, metaTitle: null, metaDescription: 'Gümüş ve altın yüzükler' }) }));
    const view = await act(async () => renderWithShell(page(), { route: '/yuzuk', mocks: [popular(12)] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Yüzük' })).toBeInTheDocument();
    expect(screen.getByText('2 ürün')).toBeInTheDocument();
    const url = calls[0];
    expect(url.pathname).toBe('/Catalog/CategoryV2');
    expect(Object.fromEntries(url.searchParams)).toEqual({ categoryId: '12', PageSize: '48', page: '1', language: 'tr', country: 'tr' });
    const crumbs = within(screen.getByRole('navigation', { name: 'Sayfa konumu' }));
    expect(crumbs.getByRole('link', { name: 'Ana Sayfa' })).toHaveAttribute('href', '/');
    expect(crumbs.getByRole('link', { name: 'Takı' })).toHaveAttribute('href', '/taki');
    expect(crumbs.getByText('Yüzük')).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('list', { name: 'Ürünler' })).getAllByRole('listitem')).toHaveLength(2);
    // Title falls back to the category name; the description comes from the listing.
    expect(document.title).toBe('Yüzük | Işıltı Takı');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Gümüş ve altın yüzükler');
    expect(view.dispatched(EVENTS.itemListViewed.type)[0]).toMatchObject({ payload: { listName: 'Yüzük', items: [{ item_id: 'SKU-1', index: 0 }, { item_id: 'SKU-2', index: 1 }] } });
  });

  it('sends the request headers of section 7', async () => {
    const { fn } = mockFetch(() => ({ body: makeListing() }));
    await act(async () => renderWithShell(page({ language: 'en' }), { language: 'en' }));
    const init = fn.mock.calls[0][1] as RequestInit;
    expect(init.headers).toMatchObject({ 'application-id': 'storefront-web', Culture: 'en-US', language: 'en', country: 'tr' });
  });

  it('sets robots from noIndex/noFollow, the canonical link, and the breadcrumb, item list and FAQ structured data on page 1', async () => {
    mockFetch(() => ({
      body: makeListing({
        fasedSeo: { name: null, description: null, noIndex: true, noFollow: false },
        faqSeo: [{ question: 'Yüzük ölçümü nasıl belirlerim?', answer: '<p>Bir iple ölçüp <a href="/find/ring-size">bulucuya</a> bakın.</p>' }],
      }),
    }));
    await act(async () => renderWithShell(page(), { route: '/yuzuk' }));
    await screen.findByRole('heading', { level: 1, name: 'Yüzük' });
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/yuzuk');
    expect(document.head.querySelector('link[hreflang="en"]')).toHaveAttribute('href', 'http://localhost/en/yuzuk');
    expect(document.head.querySelector('link[hreflang="x-default"]')).toHaveAttribute('href', 'http://localhost/yuzuk');
    // Nothing of the head is rendered inside the page.
    expect(document.body.querySelector('script, link[rel="canonical"]')).toBeNull();
    expect(jsonLd('BreadcrumbList')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Ana Sayfa', item: 'http://localhost/' },
        { '@type': 'ListItem', position: 2, name: 'Takı', item: 'http://localhost/taki' },
        { '@type': 'ListItem', position: 3, name: 'Yüzük', item: 'http://localhost/yuzuk' },
      ],
    });
    expect(jsonLd('ItemList')).toMatchObject({
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'http://localhost/gumus-yuzuk-1', name: 'Gümüş Yüzük 1' },
        { position: 2, url: 'http://localhost/gumus-yuzuk-2' },
      ],
    });
    expect(jsonLd('FAQPage')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Yüzük ölçümü nasıl belirlerim?', acceptedAnswer: { '@type': 'Answer', text: 'Bir iple ölçüp bulucuya bakın.' } }],
    });
    // The FAQ is on the page too.
    expect(screen.getByRole('heading', { level: 2, name: 'Sıkça sorulan sorular' })).toBeInTheDocument();
  });

  it('leaves the FAQ structured data out beyond page 1 and points the canonical link at that page', async () => {
    mockFetch(() => ({
      body: makeListing({ pageNumber: 2, totalPages: 2, totalItems: 50, products: [makeProduct(49), makeProduct(50)], faqSeo: [{ question: 'Soru?', answer: 'Cevap.' }] }),
    }));
    await act(async () => renderWithShell(page(), { route: '/yuzuk?pagenumber=2' }));
    await screen.findByRole('heading', { level: 1, name: 'Yüzük' });
    expect(jsonLd('FAQPage')).toBeNull();
    expect(jsonLd('ItemList').itemListElement[0]).toMatchObject({ position: 49, name: 'Gümüş Yüzük 49' });
    expect(jsonLd('BreadcrumbList').itemListElement.at(-1)).toMatchObject({ name: 'Yüzük', item: 'http://localhost/yuzuk' });
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/yuzuk?pagenumber=2');
    expect(document.head.querySelector('link[hreflang="en"]')).toHaveAttribute('href', 'http://localhost/en/yuzuk?pagenumber=2');
  });

  it('shows the sub-category carousel when showSubCategories says so', async () => {
    const subCategories = [
      { __typename: 'SubCategory' as const, id: 8, title: 'Altın Yüzük', href: '/altin-yuzuk', icon: '/images/categories/8.svg', pictureModel: null },
      { __typename: 'SubCategory' as const, id: 9, title: 'Gümüş Yüzük', href: '/gumus-yuzuk', icon: '/images/categories/9.svg', pictureModel: null },
    ];
    mockFetch(() => ({ body: makeListing({ subCategories, genericAttributes: [{ key: 'showSubCategories', value: 'true' }] }) }));
    const view = await act(async () => renderWithShell(page({ language: 'en' }), { route: '/en/yuzuk', language: 'en' }));
    const carousel = await screen.findByRole('navigation', { name: 'Subcategories' });
    expect(within(carousel).getByRole('link', { name: 'Altın Yüzük' })).toHaveAttribute('href', '/en/altin-yuzuk');
    expect(within(carousel).getByRole('link', { name: 'Gümüş Yüzük' })).toHaveAttribute('href', '/en/gumus-yuzuk');
    view.unmount();

    mockFetch(() => ({ body: makeListing({ subCategories, genericAttributes: [{ key: 'showSubCategories', value: 'false' }] }) }));
    await act(async () => renderWithShell(page()));
    await screen.findByRole('heading', { level: 1, name: 'Yüzük' });
    expect(screen.queryByRole('navigation', { name: 'Alt kategoriler' })).not.toBeInTheDocument();
  });

  it('collapses a long SEO text to 120px with Read more / Hide', async () => {
    const user = userEvent.setup();
    const height = jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(400);
    mockFetch(() => ({ body: makeListing({ description: '<p>Uzun bir kategori metni.</p>' }) }));
    await act(async () => renderWithShell(page()));
    const seo = await screen.findByRole('region', { name: 'Kategori hakkında' });
    expect(within(seo).getByText('Uzun bir kategori metni.')).toBeInTheDocument();
    const more = within(seo).getByRole('button', { name: 'Devamını oku' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const text = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(text).toHaveStyle({ maxHeight: '120px' });
    await user.click(more);
    expect(within(seo).getByRole('button', { name: 'Gizle' })).toHaveAttribute('aria-expanded', 'true');
    expect(text).not.toHaveStyle({ maxHeight: '120px' });
    height.mockRestore();
  });

  it('shows the popular products block of the category', async () => {
    mockFetch(() => ({ body: makeListing() }));
    await act(async () => renderWithShell(page(), { mocks: [popular(12, 'Popüler Yüzük')] }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Popüler ürünler' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Popüler Yüzük' })).toBeInTheDocument();
  });

  it('reports the chosen product with select_item', async () => {
    const user = userEvent.setup();
    mockFetch(() => ({ body: makeListing() }));
    const view = await act(async () => renderWithShell(page(), { route: '/yuzuk' }));
    await user.click(await screen.findByRole('link', { name: 'Gümüş Yüzük 2' }));
    expect(view.dispatched(EVENTS.itemSelected.type)[0]).toMatchObject({ payload: { listName: 'Yüzük', item: { item_id: 'SKU-2', index: 1, item_list_name: 'Yüzük' } } });
    expect(view.location()).toBe('/gumus-yuzuk-2');
  });

  it('shows the not-found view with recommendations for an empty category and for HTTP 404', async () => {
    mockFetch(() => ({ body: makeListing({ products: [], totalItems: 0 }) }));
    const view = await act(async () => renderWithShell(page(), { mocks: [popular(null)] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Aradığınız kategori bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('heading', { level: 2, name: 'Bunlar ilginizi çekebilir' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    view.unmount();

    mockFetch(() => ({ status: 404 }));
    await act(async () => renderWithShell(page()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Aradığınız kategori bulunamadı' })).toBeInTheDocument();
  });

  it('offers a retry when the listing cannot be loaded', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    mockFetch(() => (fail ? { status: 500 } : { body: makeListing() }));
    await act(async () => renderWithShell(page()));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ürünler yüklenemedi.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Yüzük' })).toBeInTheDocument();
  });

  it('falls back to the default listing when the API refuses the address (an unknown sort)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = mockFetch((url) => (url.searchParams.get('sort') === '99' ? { status: 400 } : { body: makeListing() }));
    const view = await act(async () => renderWithShell(page(), { route: '/yuzuk?orderBy=99' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Yüzük' })).toBeInTheDocument();
    expect(calls.map((c) => c.searchParams.get('sort'))).toEqual(['99', null]);
    await waitFor(() => expect(view.location()).toBe('/yuzuk'), { timeout: 3000 });
  });
});
