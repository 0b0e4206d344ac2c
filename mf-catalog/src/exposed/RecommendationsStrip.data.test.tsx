/** @jest-environment node */
// The strip's loader covers its first render, for each way a page shows a strip.
import type { RecommendationsStripProps } from 'shared-contracts';
import { renderFirstScreen, runLoader } from 'shared-contracts/testing/first-screen';
import { makeProduct } from '../testing/fixtures';
import RecommendationsStripModule from './RecommendationsStrip';
import loadRecommendationsStrip from './RecommendationsStrip.data';

const strips: RecommendationsStripProps[] = [
  { language: 'tr', kind: 'SIMILAR', productId: 42, title: 'Benzer ürünler' },
  { language: 'tr', kind: 'BOUGHT_TOGETHER', productId: 42, inStockOnly: true },
  { language: 'tr', kind: 'POPULAR', categoryId: 12 },
  { language: 'tr', kind: 'BY_IDS', ids: Array.from({ length: 30 }, (_, i) => i + 1) },
];

describe('RecommendationsStrip.data', () => {
  it.each(strips)('reads what the strip shows (%j)', async (props) => {
    const run = await runLoader(loadRecommendationsStrip, props, { queries: { CatalogRecommendations: { recommendations: [makeProduct(9, { name: 'Önerilen Yüzük 9' })] } } });
    expect(run.queries).toHaveLength(1);
    const { html, misses } = await renderFirstScreen(<RecommendationsStripModule {...props} />, { results: run.results });
    expect(misses).toEqual([]);
    expect(html).toContain('Önerilen Yüzük 9');
  });
});
