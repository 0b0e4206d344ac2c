import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CatalogSearchSuggestionsDocument } from 'shared-contracts/graphql';
import { renderWithShell } from '../testing/render-with-shell';
import { InstantSearch, SUGGEST_DEBOUNCE_MS } from './InstantSearch';

const picture = (id: number) => ({
  __typename: 'Picture' as const,
  imageUrl: `/images/products/${id}.jpg`,
  fullSizeImageUrl: `/images/products/${id}-full.jpg`,
  thumbImageUrl: `/images/products/${id}-thumb.jpg`,
  alternateText: null,
  title: null,
});
const suggestions = {
  __typename: 'SearchSuggestions' as const,
  products: [
    { __typename: 'Product' as const, id: 1, name: 'Gümüş Halka Küpe', seName: 'gumus-halka-kupe', defaultPictureModel: picture(1), productPrice: { __typename: 'ProductPrice' as const, price: '₺450,00', priceValue: 450 } },
    { __typename: 'Product' as const, id: 2, name: 'Altın Halka Küpe', seName: 'altin-halka-kupe', defaultPictureModel: picture(2), productPrice: { __typename: 'ProductPrice' as const, price: '₺3.450,00', priceValue: 3450 } },
  ],
  categories: [{ __typename: 'CategorySuggestion' as const, id: 5, name: 'Halka Küpeler', seName: 'halka-kupeler' }],
};
const mocks = [{ request: { query: CatalogSearchSuggestionsDocument, variables: { q: 'halka', limit: 6 } }, result: { data: { searchSuggestions: suggestions } } }];

async function typeQuery(text: string, language: 'tr' | 'en' = 'tr') {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = await act(async () => renderWithShell(<InstantSearch />, { mocks, language, route: language === 'en' ? '/en' : '/' }));
  const input = screen.getByRole('combobox', { name: language === 'en' ? 'Search products and categories' : 'Ürün, kategori ara' });
  await user.type(input, text);
  // Let the debounce run out and the mocked response arrive.
  await act(async () => jest.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS + 50));
  return { user, view, input };
}

describe('InstantSearch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('goes on from what the shopper typed in the plain field before it arrived, with the focus', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await act(async () => renderWithShell(<InstantSearch handover={{ text: 'hal', focused: true }} />, { mocks }));
    const input = screen.getByRole('combobox', { name: 'Ürün, kategori ara' });
    expect(input).toHaveValue('hal');
    expect(input).toHaveFocus();
    await user.keyboard('ka');
    await act(async () => jest.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS + 50));
    expect(await within(await screen.findByRole('listbox')).findByRole('option', { name: /Gümüş Halka Küpe/ })).toBeInTheDocument();
  });

  it('suggests products and categories after the debounce', async () => {
    const { input } = await typeQuery('halka');
    const listbox = await screen.findByRole('listbox');
    await within(listbox).findByRole('option', { name: /Gümüş Halka Küpe/ });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(within(listbox).getByRole('group', { name: 'Ürünler' })).toBeInTheDocument();
    expect(within(listbox).getByRole('group', { name: 'Kategoriler' })).toBeInTheDocument();
    expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('3 öneri');
  });

  it('moves through the options with the arrow keys and opens the highlighted one with Enter', async () => {
    const { user, view, input } = await typeQuery('halka');
    await screen.findByRole('option', { name: /Gümüş Halka Küpe/ });
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Gümüş Halka Küpe/ })).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Gümüş Halka Küpe/ }).id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Halka Küpeler' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Gümüş Halka Küpe/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Halka Küpeler' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(view.location()).toBe('/halka-kupeler');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches for the typed text with Enter when nothing is highlighted, under /en in English', async () => {
    const { user, view } = await typeQuery('halka', 'en');
    await screen.findByRole('option', { name: /Gümüş Halka Küpe/ });
    await user.keyboard('{Enter}');
    expect(view.location()).toBe('/en/arama?q=halka');
  });

  it('closes with Escape', async () => {
    const { user, input } = await typeQuery('halka');
    await screen.findByRole('option', { name: /Gümüş Halka Küpe/ });
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('does not ask the API for a single character', async () => {
    const { input } = await typeQuery('h');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});
