import type { ApolloClient } from '@apollo/client';
import { createPathPrefetcher, installIntentPrefetch } from './prefetch';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

function setup(urlRecord: object | null = null) {
  const preload = jest.fn();
  const query = jest.fn(async () => ({ data: { urlRecord } }));
  const prefetch = createPathPrefetcher({ query } as unknown as ApolloClient, preload);
  return { preload, query, prefetch };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('prefetch on intent', () => {
  it('preloads the module of a table route once, in either language', () => {
    const { preload, prefetch } = setup();
    prefetch('/cart');
    prefetch('/en/cart');
    prefetch('/account/orders/A1');
    expect(preload.mock.calls).toEqual([['mf_cart_checkout/CartPage'], ['mf_account/OrderDetailPage']]);
  });

  it('resolves a seName quietly, then preloads the category or product module', async () => {
    const category = setup({ entityName: 'CATEGORY', entityId: 1, seName: 'yuzukler' });
    category.prefetch('/yuzukler');
    await flush();
    expect(category.query).toHaveBeenCalledWith(expect.objectContaining({ variables: { seName: 'yuzukler' }, context: { silentErrors: true } }));
    expect(category.preload).toHaveBeenCalledWith('mf_catalog/CategoryPage');

    const product = setup({ entityName: 'PRODUCT', entityId: 2, seName: 'inci-kupe' });
    product.prefetch('/en/inci-kupe');
    await flush();
    expect(product.preload).toHaveBeenCalledWith('mf_product/ProductPage');
  });

  it('ignores other sites and unknown deep paths', () => {
    const { preload, query, prefetch } = setup();
    prefetch('https://example.com/cart');
    prefetch('/a/b/c');
    expect(preload).not.toHaveBeenCalled();
    expect(query).not.toHaveBeenCalled();
  });

  it('listens to hover and focus on any link of the document, remotes included', () => {
    const prefetch = jest.fn();
    const uninstall = installIntentPrefetch(prefetch);
    document.body.innerHTML = '<div data-boundary="mf-catalog"><a href="/sayfa/franchising"><span>Franchise</span></a><a href="/x" target="_blank">x</a></div>';
    const [link, external] = Array.from(document.querySelectorAll('a'));
    link.querySelector('span')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    link.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    external.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetch.mock.calls).toEqual([['/sayfa/franchising'], ['/sayfa/franchising']]);
    uninstall();
    link.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetch).toHaveBeenCalledTimes(2);
  });
});
