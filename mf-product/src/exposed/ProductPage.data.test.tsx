/** @jest-environment node */
// The product loader covers the page's first render: the product (its accordion sections load on
// their first open) and the recommendation strips its slots show, with the props the slots get.
import { TestRemoteSlot } from 'shared-contracts/testing';
import { renderFirstScreen, runLoader } from 'shared-contracts/testing/first-screen';
import { makeProductDetails } from '../testing/fixtures';
import ProductPageModule from './ProductPage';
import loadProductPage from './ProductPage.data';

const product = makeProductDetails();
const props = { productId: product.id, seName: product.seName, language: 'tr' as const };

async function loadAndRender(productDetails: unknown) {
  const run = await runLoader(loadProductPage, props, { queries: { ProductDetails: { productDetails } } });
  const page = await renderFirstScreen(<ProductPageModule {...props} />, { results: run.results, url: `/${product.seName}`, remoteSlot: TestRemoteSlot });
  return { run, ...page };
}

describe('ProductPage.data', () => {
  it('reads the product and the strips of its slots; the first render shows the product and misses nothing', async () => {
    const { run, html, misses, slots } = await loadAndRender(product);
    expect(run.queries.map((q) => q.operation)).toEqual(['ProductDetails']);
    expect(misses).toEqual([]);
    expect(html).toContain(product.name);
    // Every slot's widget was loaded with the props the slot got (the title is only text).
    expect(slots.map((s) => s.id)).toEqual(['mf_catalog/RecommendationsStrip', 'mf_catalog/RecommendationsStrip']);
    expect(run.widgets).toEqual(slots.map(({ id, props: { title: _title, ...data } }: { id: string; props: { title?: string } }) => ({ id, props: data })));
  });

  it('an unknown product renders the not-found view, asking for nothing more', async () => {
    const { html, misses } = await loadAndRender(null);
    expect(misses).toEqual([]);
    expect(html).not.toContain(product.name);
  });
});
