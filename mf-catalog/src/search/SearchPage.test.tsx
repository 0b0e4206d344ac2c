import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENTS } from 'shared-contracts';
import { CatalogRecommendationsDocument } from 'shared-contracts/graphql';
import { fakeListingApi } from '../testing/fake-listing-api';
import { makeListing, makeProduct, mockFetch } from '../testing/fixtures';
import { renderWithShell } from '../testing/render-with-shell';
import { SearchPage } from './SearchPage';

const popularMock = {
  request: { query: CatalogRecommendationsDocument, variables: { kind: 'POPULAR', productId: null, categoryId: null, ids: null, limit: 12, inStockOnly: null } },
  result: { data: { recommendations: [makeProduct(30), makeProduct(31)] } },
};

describe('SearchPage', () => {
  it('lists the results of SearchV2 for q, without a breadcrumb', async () => {
    const { calls } = mockFetch(() => ({ body: makeListing({ name: 'Arama', products: [makeProduct(4)], totalItems: 1, breadcrumbs: [] }) }));
    const view = await act(async () => renderWithShell(<SearchPage language="tr" />, { route: '/arama?q=yüzük' }));
    expect(await screen.findByRole('heading', { level: 1, name: '“yüzük” için arama sonuçları' })).toBeInTheDocument();
    expect(screen.getByText('1 ürün')).toBeInTheDocument();
    expect(calls[0].pathname).toBe('/Catalog/SearchV2');
    expect(calls[0].searchParams.get('q')).toBe('yüzük');
    expect(calls[0].searchParams.get('PageSize')).toBe('48');
    expect(screen.queryByRole('navigation', { name: 'Sayfa konumu' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Ürünler' })).getAllByRole('listitem')).toHaveLength(1);
    expect(view.dispatched(EVENTS.searchPerformed.type)[0]).toMatchObject({ payload: { searchTerm: 'yüzük' } });
  });

  it('shows the empty search view with popular products when nothing matches', async () => {
    mockFetch(() => ({ body: makeListing({ products: [], totalItems: 0 }) }));
    await act(async () => renderWithShell(<SearchPage language="tr" />, { route: '/arama?q=zzz', mocks: [popularMock] }));
    expect(await screen.findByRole('heading', { level: 1, name: '“zzz” için sonuç bulunamadı' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Çok satanlar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gümüş Yüzük 30' })).toBeInTheDocument();
  });

  it('asks for a query when there is none, without calling the API', async () => {
    const { calls } = mockFetch(() => ({ body: makeListing() }));
    await act(async () => renderWithShell(<SearchPage language="tr" />, { route: '/arama?q=%20', mocks: [popularMock] }));
    expect(screen.getByRole('heading', { level: 1, name: 'Ne aramıştınız?' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('loads further search pages from SearchV2 and keeps q in the address', async () => {
    const user = userEvent.setup();
    const { calls } = fakeListingApi({ overrides: { name: 'yüzük', breadcrumbs: [], fasedSeo: { name: 'yüzük', description: 'yüzük', noIndex: true, noFollow: false } } });
    const view = await act(async () => renderWithShell(<SearchPage language="tr" />, { route: '/arama?q=y%C3%BCz%C3%BCk' }));
    await user.click(await screen.findByRole('button', { name: 'Daha fazla ürün göster' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Ürünler' })).getAllByRole('listitem')).toHaveLength(96));
    expect(calls.at(-1)?.pathname).toBe('/Catalog/SearchV2');
    // A further page asks pageSize + 1 (the look-ahead), flagged isMore.
    expect(Object.fromEntries(calls.at(-1)?.searchParams ?? [])).toMatchObject({ q: 'yüzük', page: '2', PageSize: '49', isMore: 'true' });
    await waitFor(() => expect(view.location()).toBe('/arama?q=y%C3%BCz%C3%BCk&pagenumber=2'), { timeout: 3000 });
    // Search pages are not indexed and have no popular products block or canonical link.
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Popüler ürünler' })).not.toBeInTheDocument();
  });

  it('filters search results like a category', async () => {
    const user = userEvent.setup();
    const { calls } = fakeListingApi();
    await act(async () => renderWithShell(<SearchPage language="tr" />, { route: '/arama?q=halka' }));
    const filters = await screen.findByRole('group', { name: 'Filtreler' });
    await user.click(within(filters).getByRole('button', { name: 'Metal' }));
    await user.click(within(filters).getByRole('checkbox', { name: 'Altın (88)' }));
    await user.click(within(filters).getByRole('button', { name: 'Uygula' }));
    expect(await screen.findByText('88 ürün')).toBeInTheDocument();
    expect(Object.fromEntries(calls.at(-1)?.searchParams ?? [])).toMatchObject({ q: 'halka', filter: 'metal|altin', PageSize: '48' });
  });
});
