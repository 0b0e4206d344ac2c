/** @jest-environment node */
// The slider's loader covers its first render: the category's products, with a given category or
// the default one.
import { HOME_SLIDER_DEFAULT_CATEGORY_ID } from 'shared-contracts/rules';
import { renderFirstScreen, runLoader } from 'shared-contracts/testing/first-screen';
import { makeProduct } from '../testing/fixtures';
import ProductSliderModule from './ProductSlider';
import loadProductSlider from './ProductSlider.data';

const category = (id: number) => ({
  categoryV2: { __typename: 'CategoryV2Result', data: { __typename: 'CategoryListing', id, name: 'Kolye', products: [makeProduct(7, { name: 'Altın Kolye 7' })] } },
});

describe('ProductSlider.data', () => {
  it.each([[{ categoryId: 44, title: 'Kolyeler' }, 44], [{}, HOME_SLIDER_DEFAULT_CATEGORY_ID]])('reads the products the slider shows (%j)', async (given, id) => {
    const props = { language: 'tr' as const, ...given };
    const run = await runLoader(loadProductSlider, props, { queries: { CatalogShortCategoryV2: (variables) => category(variables.id as number) } });
    expect(run.queries.map((q) => q.variables)).toEqual([expect.objectContaining({ id })]);
    const { html, misses } = await renderFirstScreen(<ProductSliderModule {...props} />, { results: run.results });
    expect(misses).toEqual([]);
    expect(html).toContain('Altın Kolye 7');
  });
});
