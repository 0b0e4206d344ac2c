import { act, screen, waitFor } from '@testing-library/react';
import { HOME_SLIDER_DEFAULT_CATEGORY_ID } from 'shared-contracts/rules';
import { CatalogShortCategoryV2Document } from 'shared-contracts/graphql';
import { makeProduct } from '../testing/fixtures';
import { renderWithShell } from '../testing/render-with-shell';
import { ProductSlider } from './ProductSlider';

const variables = (id: number) => ({ id, pageNumber: 1, pageSize: 9, prepareSpecsFilters: false });
const category = (id: number, count: number) => ({
  categoryV2: {
    __typename: 'CategoryV2Response',
    data: { __typename: 'CategoryListing', id, name: 'Yeni Sezon', seName: 'yeni-sezon', products: Array.from({ length: count }, (_, i) => makeProduct(i + 1)) },
  },
});

describe('ProductSlider', () => {
  it('shows nine products of the default category in a carousel', async () => {
    const mocks = [{ request: { query: CatalogShortCategoryV2Document, variables: variables(HOME_SLIDER_DEFAULT_CATEGORY_ID) }, result: { data: category(12, 12) } }];
    await act(async () => renderWithShell(<ProductSlider language="tr" />, { mocks }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Yeni Sezon' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(9);
  });

  it('uses the given category and title', async () => {
    const mocks = [{ request: { query: CatalogShortCategoryV2Document, variables: variables(7) }, result: { data: category(7, 3) } }];
    await act(async () => renderWithShell(<ProductSlider language="tr" categoryId={7} title="Küpeler" />, { mocks }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Küpeler' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('logs a failed fetch and leaves the block out', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const mocks = [{ request: { query: CatalogShortCategoryV2Document, variables: variables(12) }, error: new Error('network down') }];
    const view = await act(async () => renderWithShell(<ProductSlider language="tr" />, { mocks }));
    await waitFor(() => expect(log).toHaveBeenCalledWith(expect.stringContaining('home slider'), expect.anything()));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(view.container.querySelector('[aria-busy]')).toBeNull();
  });
});
