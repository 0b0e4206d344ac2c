import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENTS } from 'shared-contracts';
import { LISTING_FURTHER_PAGE_SIZE } from 'shared-contracts/rules';
import { CategoryPage } from '../category/CategoryPage';
import { fakeListingApi, listProductsMock } from '../testing/fake-listing-api';
import { makeProduct } from '../testing/fixtures';
import { mockIntersectionObserver } from '../testing/intersection-observer';
import { renderWithShell } from '../testing/render-with-shell';

const page = <CategoryPage categoryId={12} seName="yuzuk" language="tr" />;
const cards = () => within(screen.getByRole('list', { name: 'Ürünler' })).getAllByRole('listitem');

describe('listing pages', () => {
  it('asks further pages for pageSize + 1', () => {
    expect(LISTING_FURTHER_PAGE_SIZE).toBe(49);
  });

  it('load more appends the next page ("list products", isMore) and advances the page in the address after 1 s', async () => {
    const user = userEvent.setup();
    fakeListingApi();
    const view = await act(async () => renderWithShell(page, { route: '/yuzuk', mocks: [listProductsMock(2)] }));
    const more = await screen.findByRole('button', { name: 'Daha fazla ürün göster' });
    expect(screen.getByText('180 üründen 48 tanesi gösteriliyor')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Önceki ürünleri göster' })).not.toBeInTheDocument();
    await user.click(more);
    await waitFor(() => expect(cards()).toHaveLength(96));
    expect(cards()[48]).toHaveAttribute('data-page', '2');
    // The look-ahead (#97) is not shown; it keeps load-more for page 3.
    expect(cards()[95]).toHaveTextContent('Gümüş Yüzük 96');
    expect(screen.queryByText('Gümüş Yüzük 97')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Daha fazla ürün göster' })).toBeInTheDocument();
    expect(screen.getByText('180 üründen 96 tanesi gösteriliyor')).toBeInTheDocument();
    expect(view.location()).toBe('/yuzuk');
    await waitFor(() => expect(view.location()).toBe('/yuzuk?pagenumber=2'), { timeout: 3000 });
    // Each product is reported once, as it arrives.
    const viewed = view.dispatched(EVENTS.itemListViewed.type).filter(EVENTS.itemListViewed.match);
    expect(viewed.map((a) => a.payload.items.length)).toEqual([48, 48]);
    expect(viewed[1].payload.items[0].index).toBe(48);
  });

  it('offers load-previous only above page 1; it prepends the page before the first one', async () => {
    const user = userEvent.setup();
    const { calls } = fakeListingApi();
    await act(async () => renderWithShell(page, { route: '/yuzuk?pagenumber=2', mocks: [listProductsMock(1, { direction: 'previous' })] }));
    const previous = await screen.findByRole('button', { name: 'Önceki ürünleri göster' });
    expect(calls[0].searchParams.get('page')).toBe('2');
    expect(cards()[0]).toHaveTextContent('Gümüş Yüzük 49');
    await user.click(previous);
    await waitFor(() => expect(cards()).toHaveLength(96));
    expect(cards()[0]).toHaveTextContent('Gümüş Yüzük 1');
    expect(cards()[0]).toHaveAttribute('data-page', '1');
    // #49, page 1's look-ahead, stays once, on page 2.
    expect(cards()[48]).toHaveTextContent('Gümüş Yüzük 49');
    expect(cards()[48]).toHaveAttribute('data-page', '2');
    expect(screen.getAllByText('Gümüş Yüzük 49')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Önceki ürünleri göster' })).not.toBeInTheDocument();
  });

  it('clamps an address page beyond the last one and writes the clamped page back', async () => {
    const { calls } = fakeListingApi();
    const view = await act(async () => renderWithShell(page, { route: '/yuzuk?pagenumber=9' }));
    await screen.findByRole('button', { name: 'Önceki ürünleri göster' });
    expect(calls[0].searchParams.get('page')).toBe('9');
    expect(cards()[0]).toHaveTextContent('Gümüş Yüzük 145');
    expect(screen.queryByRole('button', { name: 'Daha fazla ürün göster' })).not.toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/yuzuk?pagenumber=4'), { timeout: 3000 });
  });

  it('scrolls infinitely only after the first click of load more', async () => {
    const user = userEvent.setup();
    const observer = mockIntersectionObserver();
    try {
      fakeListingApi();
      await act(async () => renderWithShell(page, { route: '/yuzuk', mocks: [listProductsMock(2), listProductsMock(3)] }));
      const more = await screen.findByRole('button', { name: 'Daha fazla ürün göster' });
      act(() => observer.intersectAll());
      await waitFor(() => expect(cards()).toHaveLength(48));
      await user.click(more);
      await waitFor(() => expect(cards()).toHaveLength(96));
      act(() => observer.intersectAll());
      await waitFor(() => expect(cards()).toHaveLength(144));
      expect(cards()[143]).toHaveTextContent('Gümüş Yüzük 144');
    } finally {
      observer.restore();
    }
  });

  it('shows a failed page as an error and lets the shopper try again', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fakeListingApi();
    const failing = { ...listProductsMock(2), result: undefined, error: new Error('network down') };
    await act(async () => renderWithShell(page, { route: '/yuzuk', mocks: [failing, listProductsMock(2)] }));
    await user.click(await screen.findByRole('button', { name: 'Daha fazla ürün göster' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ürünler yüklenemedi. Lütfen tekrar deneyin.');
    await user.click(screen.getByRole('button', { name: 'Daha fazla ürün göster' }));
    await waitFor(() => expect(cards()).toHaveLength(96));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks further pages with the applied filters and sort', async () => {
    const user = userEvent.setup();
    fakeListingApi();
    await act(async () => renderWithShell(page, { route: '/yuzuk?orderBy=1&metal=altin', mocks: [listProductsMock(2, { filter: 'metal|altin', sort: 1, total: 88 })] }));
    await user.click(await screen.findByRole('button', { name: 'Daha fazla ürün göster' }));
    await waitFor(() => expect(cards()).toHaveLength(88));
    expect(screen.queryByRole('button', { name: 'Daha fazla ürün göster' })).not.toBeInTheDocument();
  });

  it('load more disappears when a further page comes without a look-ahead product', async () => {
    const user = userEvent.setup();
    fakeListingApi();
    // The total still says 4 pages, but page 2 has no next page's first product behind it.
    await act(async () => renderWithShell(page, { route: '/yuzuk', mocks: [listProductsMock(2, { lookAhead: false })] }));
    await user.click(await screen.findByRole('button', { name: 'Daha fazla ürün göster' }));
    await waitFor(() => expect(cards()).toHaveLength(96));
    expect(screen.queryByRole('button', { name: 'Daha fazla ürün göster' })).not.toBeInTheDocument();
  });
});
