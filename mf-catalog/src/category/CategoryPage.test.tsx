import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENTS } from 'shared-contracts';
import { makeListing, makeProduct, mockFetch } from '../test-utils/fixtures';
import { renderWithShell } from '../test-utils/renderWithShell';
import { CategoryPage } from './CategoryPage';

const page = (props: { language?: 'tr' | 'en' } = {}) => <CategoryPage categoryId={12} seName="yuzuk" language={props.language ?? 'tr'} />;

describe('CategoryPage', () => {
  afterEach(() => {
    document.title = '';
  });

  it('asks CategoryV2 for the category and shows heading, count, breadcrumb and grid', async () => {
    const { calls } = mockFetch(() => ({ body: makeListing({ totalItems: 2, metaTitle: null, metaDescription: 'Gümüş ve altın yüzükler' }) }));
    const view = await act(async () => renderWithShell(page(), { route: '/yuzuk' }));
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
    expect(document.title).toBe('Yüzük');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Gümüş ve altın yüzükler');
    expect(view.dispatched(EVENTS.itemListViewed.type)[0]).toMatchObject({ payload: { listName: 'Yüzük', items: [{ item_id: 'SKU-1' }, { item_id: 'SKU-2' }] } });
  });

  it('sends the request headers of section 7', async () => {
    const { fn } = mockFetch(() => ({ body: makeListing() }));
    await act(async () => renderWithShell(page({ language: 'en' }), { language: 'en' }));
    const init = fn.mock.calls[0][1] as RequestInit;
    expect(init.headers).toMatchObject({ 'application-id': 'storefront-web', Culture: 'en-US', language: 'en', country: 'tr' });
  });

  it('re-sorts through the sort select and keeps orderBy in the address', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch((url) =>
      url.searchParams.get('sort') === '10'
        ? { body: makeListing({ products: [makeProduct(9), makeProduct(1)], totalItems: 2 }) }
        : { body: makeListing() },
    );
    const view = await act(async () => renderWithShell(page(), { route: '/yuzuk' }));
    const select = await screen.findByRole('combobox', { name: 'Sırala' });
    await user.selectOptions(select, 'Fiyat: artan');
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Gümüş Yüzük 9'));
    expect(calls.at(-1)?.searchParams.get('sort')).toBe('10');
    expect(calls.at(-1)?.searchParams.get('page')).toBe('1');
    expect(view.location()).toBe('/yuzuk?orderBy=10');
    await user.selectOptions(select, 'Önerilen');
    await waitFor(() => expect(view.location()).toBe('/yuzuk'));
  });

  it('loads the next page with load more and appends it', async () => {
    const user = userEvent.setup();
    const first = Array.from({ length: 48 }, (_, i) => makeProduct(i + 1));
    const second = [makeProduct(49), makeProduct(50)];
    const { calls } = mockFetch((url) =>
      url.searchParams.get('page') === '2'
        ? { body: makeListing({ products: second, pageNumber: 2, totalPages: 2, totalItems: 50, hasNextPage: false }) }
        : { body: makeListing({ products: first, pageNumber: 1, totalPages: 2, totalItems: 50, hasNextPage: true }) },
    );
    await act(async () => renderWithShell(page()));
    const more = await screen.findByRole('button', { name: 'Daha fazla ürün göster' });
    expect(screen.getByText('50 üründen 48 tanesi gösteriliyor')).toBeInTheDocument();
    await user.click(more);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Ürünler' })).getAllByRole('listitem')).toHaveLength(50));
    expect(calls.at(-1)?.searchParams.get('page')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Daha fazla ürün göster' })).not.toBeInTheDocument();
    expect(screen.getByText('50 üründen 50 tanesi gösteriliyor')).toBeInTheDocument();
  });

  it('shows the not-found view for an empty category and for HTTP 404', async () => {
    mockFetch(() => ({ body: makeListing({ products: [], totalItems: 0 }) }));
    const view = await act(async () => renderWithShell(page()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Aradığınız kategori bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' })).toHaveAttribute('href', '/');
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
});
