import { act, screen, waitFor } from '@testing-library/react';
import { CatalogRecommendationsDocument } from 'shared-contracts/graphql';
import { makeProduct } from '../testing/fixtures';
import { renderWithShell } from '../testing/render-with-shell';
import { RecommendationsStrip } from './RecommendationsStrip';

describe('RecommendationsStrip', () => {
  it('sends at most five ids and titles the strip by its kind', async () => {
    const mocks = [
      {
        request: { query: CatalogRecommendationsDocument, variables: { kind: 'BY_IDS', productId: null, categoryId: null, ids: [1, 2, 3, 4, 5], limit: 12, inStockOnly: null } },
        result: { data: { recommendations: [makeProduct(2), makeProduct(3)] } },
      },
    ];
    await act(async () => renderWithShell(<RecommendationsStrip language="tr" kind="BY_IDS" ids={[1, 2, 3, 4, 5, 6, 7]} />, { mocks }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Son gezdiğiniz ürünler' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Gümüş Yüzük 2', 'Gümüş Yüzük 3']);
  });

  it('asks for products in stock only when the host says so (the cart)', async () => {
    const mocks = [
      {
        request: { query: CatalogRecommendationsDocument, variables: { kind: 'BOUGHT_TOGETHER', productId: 4, categoryId: null, ids: null, limit: 12, inStockOnly: true } },
        result: { data: { recommendations: [makeProduct(5)] } },
      },
    ];
    await act(async () => renderWithShell(<RecommendationsStrip language="tr" kind="BOUGHT_TOGETHER" productId={4} inStockOnly title="Bunlar da ilginizi çekebilir" />, { mocks }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Bunlar da ilginizi çekebilir' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Gümüş Yüzük 5']);
  });

  it('leaves the strip out when there is nothing to recommend', async () => {
    const answer = jest.fn(() => ({ data: { recommendations: [] } }));
    const mocks = [
      { request: { query: CatalogRecommendationsDocument, variables: { kind: 'SIMILAR', productId: 8, categoryId: null, ids: null, limit: 12, inStockOnly: null } }, result: answer },
    ];
    const view = await act(async () => renderWithShell(<RecommendationsStrip language="tr" kind="SIMILAR" productId={8} />, { mocks }));
    await waitFor(() => expect(answer).toHaveBeenCalled());
    await act(async () => new Promise((r) => setTimeout(r, 10)));
    expect(view.container.querySelector('[data-boundary="mf-catalog"]')).toBeEmptyDOMElement();
  });
});
