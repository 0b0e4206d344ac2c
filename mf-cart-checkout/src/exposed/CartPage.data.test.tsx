/** @jest-environment node */
// The cart loader covers /cart's first render: the cart, and the strip its slot shows.
import { TestRemoteSlot } from 'shared-contracts/testing';
import { renderFirstScreen, runLoader } from 'shared-contracts/testing/first-screen';
import { makeCart, makeCartItem } from '../testing/cart-fixtures';
import CartPageModule from './CartPage';
import loadCartPage from './CartPage.data';

async function loadAndRender(cart: ReturnType<typeof makeCart> | null, isLoggedIn = true) {
  const run = await runLoader(loadCartPage, { language: 'tr' }, { isLoggedIn, queries: { ShoppingCart: { cart } } });
  const page = await renderFirstScreen(<CartPageModule language="tr" />, { results: run.results, url: '/cart', loggedIn: isLoggedIn, remoteSlot: TestRemoteSlot });
  return { run, ...page };
}

describe('CartPage.data', () => {
  it('reads the cart, then the strip for its first line; the first render shows the lines and misses nothing', async () => {
    const { run, html, misses, slots } = await loadAndRender(makeCart({ items: [makeCartItem({ productId: 101 }), makeCartItem({ id: 12, productId: 202, productName: 'Altın Bileklik' })] }));
    expect(run.queries.map((q) => [q.operation, q.variables])).toEqual([['ShoppingCart', { guestData: null }]]);
    expect(misses).toEqual([]);
    expect(html).toContain('Zirkon Taşlı Gümüş Kolye');
    expect(html).toContain('Altın Bileklik');
    expect(slots).toHaveLength(1);
    const { title: _title, ...data } = slots[0].props as { title?: string };
    expect(run.widgets).toEqual([{ id: slots[0].id, props: data }]);
    expect(data).toMatchObject({ kind: 'BOUGHT_TOGETHER', productId: 101, inStockOnly: true });
  });

  it('an empty cart: no strip to load', async () => {
    const { run, misses } = await loadAndRender(makeCart({ items: [] }));
    expect(run.widgets).toEqual([]);
    expect(misses).toEqual([]);
  });

  it('reads nothing for a visitor who is not logged in (the page is login-only)', async () => {
    const run = await runLoader(loadCartPage, { language: 'tr' }, { isLoggedIn: false });
    expect(run.queries).toEqual([]);
  });
});
