import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CategoryPage } from '../category/CategoryPage';
import { fakeListingApi } from '../testing/fake-listing-api';
import { renderWithShell } from '../testing/render-with-shell';
import { LISTING_OPTIONS_MODAL_ID } from './listing-options-modal-id';

const page = <CategoryPage categoryId={12} seName="yuzuk" language="tr" />;
const listingCalls = (calls: URL[]) => calls.filter((c) => c.searchParams.get('PageSize') === '48');
const countCalls = (calls: URL[]) => calls.filter((c) => c.searchParams.get('PageSize') === '1');
const products = () => within(screen.getByRole('list', { name: 'Ürünler' })).getAllByRole('listitem');

async function open(route = '/yuzuk') {
  const user = userEvent.setup();
  const api = fakeListingApi();
  const view = await act(async () => renderWithShell(page, { route }));
  await screen.findByRole('heading', { level: 1, name: 'Yüzük' });
  return { user, view, ...api };
}

describe('listing filters', () => {
  it('keeps ticks temporary, fetches only counts for them, and loads the listing on Apply', async () => {
    const { user, view, calls } = await open();
    expect(screen.getByText('180 ürün')).toBeInTheDocument();
    const filters = screen.getByRole('group', { name: 'Filtreler' });
    await user.click(within(filters).getByRole('button', { name: 'Metal' }));
    const metal = within(filters).getByRole('group', { name: 'Metal' });
    expect(within(metal).getByRole('checkbox', { name: 'Rose (0)' })).toBeDisabled();
    await user.click(within(metal).getByRole('checkbox', { name: 'Altın (88)' }));

    // Only the counts of the temporary selection are asked for.
    await waitFor(() => expect(countCalls(calls)).toHaveLength(1));
    expect(countCalls(calls)[0].searchParams.get('filter')).toBe('metal|altin');
    expect(await within(filters).findByRole('status')).toHaveTextContent('88 ürün bulundu');
    expect(listingCalls(calls)).toHaveLength(1);
    expect(screen.getByText('180 ürün')).toBeInTheDocument();
    expect(products()).toHaveLength(48);

    await user.click(within(filters).getByRole('button', { name: 'Uygula' }));
    expect(await screen.findByText('88 ürün')).toBeInTheDocument();
    expect(listingCalls(calls).at(-1)?.searchParams.get('filter')).toBe('metal|altin');
    expect(listingCalls(calls).at(-1)?.searchParams.get('page')).toBe('1');
    expect(within(filters).getByRole('button', { name: 'Metal (1)' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Altın filtresini kaldır' })).toBeInTheDocument();

    // The address follows after a second, one parameter per group.
    expect(view.location()).toBe('/yuzuk');
    await waitFor(() => expect(view.location()).toBe('/yuzuk?metal=altin'), { timeout: 3000 });
  });

  it('Clear empties the filter only temporarily; Apply then removes it', async () => {
    const { user, view, calls } = await open('/yuzuk?metal=altin');
    expect(listingCalls(calls)[0].searchParams.get('filter')).toBe('metal|altin');
    const filters = screen.getByRole('group', { name: 'Filtreler' });
    await user.click(within(filters).getByRole('button', { name: 'Metal (1)' }));
    const altin = within(filters).getByRole('checkbox', { name: 'Altın (88)' });
    expect(altin).toBeChecked();
    await user.click(within(filters).getByRole('button', { name: 'Temizle' }));
    expect(altin).not.toBeChecked();
    expect(screen.getByText('88 ürün')).toBeInTheDocument();
    await user.click(within(filters).getByRole('button', { name: 'Uygula' }));
    expect(await screen.findByText('180 ürün')).toBeInTheDocument();
    expect(listingCalls(calls).at(-1)?.searchParams.has('filter')).toBe(false);
    await waitFor(() => expect(view.location()).toBe('/yuzuk'), { timeout: 3000 });
  });

  it('forgets unapplied ticks when the dropdown closes with Escape', async () => {
    const { user, calls } = await open();
    const filters = screen.getByRole('group', { name: 'Filtreler' });
    const button = within(filters).getByRole('button', { name: 'Taş' });
    await user.click(button);
    await user.click(within(filters).getByRole('checkbox', { name: 'İnci (12)' }));
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await user.click(button);
    expect(within(filters).getByRole('checkbox', { name: 'İnci (12)' })).not.toBeChecked();
    expect(listingCalls(calls)).toHaveLength(1);
  });

  it('removes an applied filter from its chip at once', async () => {
    const { user, calls } = await open('/yuzuk?metal=altin&tas=inci');
    expect(listingCalls(calls)[0].searchParams.get('filter')).toBe('metal|altin,tas|inci');
    await user.click(screen.getByRole('button', { name: 'İnci filtresini kaldır' }));
    await waitFor(() => expect(listingCalls(calls).at(-1)?.searchParams.get('filter')).toBe('metal|altin'));
    await user.click(screen.getByRole('button', { name: 'Tüm filtreleri temizle' }));
    await waitFor(() => expect(listingCalls(calls).at(-1)?.searchParams.has('filter')).toBe(false));
  });

  it('sorts through the sort select and keeps orderBy in the address (omitted at 0)', async () => {
    const { user, view, calls } = await open();
    const select = screen.getByRole('combobox', { name: 'Sırala' });
    await user.selectOptions(select, 'Fiyat: Artan');
    await waitFor(() => expect(listingCalls(calls).at(-1)?.searchParams.get('sort')).toBe('1'));
    expect(listingCalls(calls).at(-1)?.searchParams.get('page')).toBe('1');
    await waitFor(() => expect(view.location()).toBe('/yuzuk?orderBy=1'), { timeout: 3000 });
    await user.selectOptions(select, 'Önerilen');
    await waitFor(() => expect(view.location()).toBe('/yuzuk'), { timeout: 3000 });
    expect(listingCalls(calls).at(-1)?.searchParams.has('sort')).toBe(false);
  });

  it('reopens a shared address as the same listing', async () => {
    const { calls } = await open('/yuzuk?pagenumber=2&orderBy=2&metal=altin');
    const first = listingCalls(calls)[0];
    expect(Object.fromEntries(first.searchParams)).toMatchObject({ page: '2', sort: '2', filter: 'metal|altin' });
    expect(screen.getByRole('combobox', { name: 'Sırala' })).toHaveDisplayValue('Fiyat: Azalan');
    expect(screen.getByRole('button', { name: 'Altın filtresini kaldır' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Önceki ürünleri göster' })).toBeInTheDocument();
    expect(products()[0]).toHaveTextContent('Gümüş Yüzük 49');
  });

  it('follows a link to the same category without the filters', async () => {
    const user = userEvent.setup();
    const { calls } = fakeListingApi();
    const { Link } = await import('react-router');
    const view = await act(async () =>
      renderWithShell(
        <>
          {page}
          <Link to="/yuzuk">Yüzük menüsü</Link>
        </>,
        { route: '/yuzuk?metal=altin' },
      ),
    );
    expect(await screen.findByText('88 ürün')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Yüzük menüsü' }));
    expect(await screen.findByText('180 ürün')).toBeInTheDocument();
    expect(listingCalls(calls).at(-1)?.searchParams.has('filter')).toBe(false);
    expect(view.location()).toBe('/yuzuk');
  });
});

describe('listing options modal (below 900px)', () => {
  it('lists sort options and filters, counts the ticks and applies both together', async () => {
    const { user, view, calls } = await open();
    await user.click(screen.getByRole('button', { name: 'Filtrele' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtrele ve sırala' });
    expect(view.state().modals.stack).toEqual([{ id: LISTING_OPTIONS_MODAL_ID }]);
    expect(within(dialog).getByRole('button', { name: 'Kapat' })).toHaveFocus();
    const sort = within(dialog).getByRole('group', { name: 'Sırala' });
    expect(within(sort).getByRole('radio', { name: 'Önerilen' })).toBeChecked();
    await user.click(within(sort).getByRole('radio', { name: 'Fiyat: Artan' }));
    await user.click(within(within(dialog).getByRole('group', { name: 'Metal' })).getByRole('checkbox', { name: 'Altın (88)' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('88 ürün bulundu');
    expect(listingCalls(calls)).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Uygula' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view.state().modals.stack).toEqual([]);
    expect(await screen.findByText('88 ürün')).toBeInTheDocument();
    expect(Object.fromEntries(listingCalls(calls).at(-1)?.searchParams ?? [])).toMatchObject({ sort: '1', filter: 'metal|altin' });
    expect(screen.getByRole('button', { name: 'Filtrele (1)' })).toHaveFocus();
  });

  it('opens on the sort options from the sort button and forgets everything when closed', async () => {
    const { user, calls } = await open();
    await user.click(screen.getByRole('button', { name: 'Sırala' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtrele ve sırala' });
    expect(within(dialog).getByRole('radio', { name: 'Önerilen' })).toHaveFocus();
    await user.click(within(dialog).getByRole('checkbox', { name: 'İnci (12)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtrele' }));
    expect(within(await screen.findByRole('dialog')).getByRole('checkbox', { name: 'İnci (12)' })).not.toBeChecked();
    // The focus stays inside the modal.
    const closeButton = within(screen.getByRole('dialog')).getByRole('button', { name: 'Kapat' });
    expect(closeButton).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Uygula' })).toHaveFocus();
    await user.tab();
    expect(closeButton).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(listingCalls(calls)).toHaveLength(1);
  });
});
