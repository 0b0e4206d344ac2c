import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENTS } from 'shared-contracts';
import { CartCreateGuestCustomerDocument, ClearShoppingCartDocument, RemoveCartItemDocument, ShoppingCartDocument, UpdateCartItemDocument } from 'shared-contracts/graphql';
import { createRenderWithShell, TestRemoteSlot } from 'shared-contracts/testing';
import { renderWithShell, type ShellOptions } from '../testing/render-with-shell';
import { RemoteRoot } from '../common/RemoteRoot';
import { makeCart, makeCartItem, mutationResult } from '../testing/cart-fixtures';
import { CartPage } from './CartPage';

const item = makeCartItem({ quantity: 2, maxQuantity: 3 });
const cart = makeCart({ items: [item] });

function cartQuery(result = cart, guestData: string | null = null) {
  return { request: { query: ShoppingCartDocument, variables: { guestData } }, result: { data: { cart: result } } };
}

function updateVariables(quantity: number, guestData: string | null = null) {
  return {
    cartItemId: item.id,
    productId: item.productId,
    attributeId: item.selectedAttributeId,
    attributeValueId: item.selectedAttributes[0],
    quantity,
    giftPackage: false,
    guestData,
  };
}

async function renderCart(options: ShellOptions) {
  let view!: ReturnType<typeof renderWithShell>;
  await act(async () => {
    view = renderWithShell(<CartPage />, { route: '/cart', ...options });
  });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('CartPage', () => {
  it('lists the items with a link to the product, variant, unit price and the price summary', async () => {
    await renderCart({ mocks: [cartQuery()] });
    const row = screen.getByRole('listitem');
    expect(within(row).getByRole('link', { name: item.productName })).toHaveAttribute('href', '/zirkon-tasli-gumus-kolye');
    expect(within(row).getByText('Uzunluk:45 cm')).toBeInTheDocument();
    expect(within(row).getByText(/Birim fiyat: ₺1.250,00/)).toBeInTheDocument();
    const summary = screen.getByLabelText('Sipariş özeti');
    expect(within(summary).getByText('Ücretsiz')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alışverişi tamamla' })).toHaveAttribute('href', '/checkout');
  });

  it('asks the recommendation strip for products bought together with the first item, in stock only', async () => {
    const withSlots = createRenderWithShell({ Root: RemoteRoot, defaults: { loggedIn: true }, remoteSlot: TestRemoteSlot });
    await act(async () => {
      withSlots(<CartPage />, { route: '/cart', mocks: [cartQuery()] });
    });
    await screen.findByRole('heading', { level: 1 });
    const strip = screen.getByTestId('slot mf_catalog/RecommendationsStrip');
    expect(JSON.parse(strip.getAttribute('data-props') ?? '{}')).toMatchObject({ kind: 'BOUGHT_TOGETHER', productId: item.productId, inStockOnly: true });
  });

  it('shows the shipping price when shipping is not free', async () => {
    const paid = makeCart({ orderTotal: { ...cart.orderTotal, shipping: '₺49,90', shippingValue: 49.9, isFreeShipping: false } });
    await renderCart({ mocks: [cartQuery(paid)] });
    expect(within(screen.getByLabelText('Sipariş özeti')).getByText('₺49,90')).toBeInTheDocument();
    expect(screen.queryByText('Ücretsiz')).not.toBeInTheDocument();
  });

  it('raises the quantity, updates the badge and reports the addition', async () => {
    const updated = makeCart({ items: [{ ...item, quantity: 3 }] });
    const view = await renderCart({
      email: 'ayse@example.com',
      mocks: [cartQuery(), { request: { query: UpdateCartItemDocument, variables: updateVariables(3) }, result: { data: { updateCart: mutationResult(updated) } } }],
    });
    await userEvent.click(screen.getByRole('button', { name: `${item.productName} adedini artır` }));
    await waitFor(() => expect(within(screen.getByRole('group', { name: `${item.productName} adedi` })).getByText('3')).toBeInTheDocument());
    expect(view.state().cart.count).toBe(3);
    const added = view.dispatched('cart:item-added');
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ payload: { item: { item_id: item.sku, quantity: 1 }, email: 'ayse@example.com' } });
    // at maxQuantity the plus button stops
    expect(screen.getByRole('button', { name: `${item.productName} adedini artır` })).toBeDisabled();
  });

  it('does not go below one', async () => {
    await renderCart({ mocks: [cartQuery(makeCart({ items: [makeCartItem({ quantity: 1 })] }))] });
    expect(screen.getByRole('button', { name: `${item.productName} adedini azalt` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `${item.productName} adedini artır` })).toBeEnabled();
  });

  it('removes an item and shows the empty cart with a link home', async () => {
    const empty = makeCart({ items: [], cartCount: 0 });
    const view = await renderCart({
      mocks: [cartQuery(), { request: { query: RemoveCartItemDocument, variables: { cartItemId: item.id, guestData: null } }, result: { data: { removeCartItem: mutationResult(empty) } } }],
    });
    await userEvent.click(screen.getByRole('button', { name: `${item.productName} ürününü sepetten çıkar` }));
    expect(await screen.findByText('Sepetinizde ürün bulunmamaktadır.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alışverişe başla' })).toHaveAttribute('href', '/');
    expect(view.state().cart.count).toBe(0);
    expect(view.dispatched('cart:item-removed')[0]).toMatchObject({ payload: { item: { item_id: item.sku, quantity: 2 } } });
  });

  it('shows the server message when the update is refused and keeps the quantity', async () => {
    const view = await renderCart({
      mocks: [
        cartQuery(),
        { request: { query: UpdateCartItemDocument, variables: updateVariables(1) }, result: { data: { updateCart: mutationResult(cart, { status: false, message: ['Stokta yeterli ürün yok'] }) } } },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: `${item.productName} adedini azalt` }));
    await waitFor(() => expect(view.toasts().map((t) => t.message)).toContain('Stokta yeterli ürün yok'));
    expect(within(screen.getByRole('group', { name: `${item.productName} adedi` })).getByText('2')).toBeInTheDocument();
    expect(view.dispatched('cart:item-removed')).toHaveLength(0);
  });

  it("says 'Sepet güncellenemedi' when the request fails", async () => {
    const view = await renderCart({
      mocks: [cartQuery(), { request: { query: UpdateCartItemDocument, variables: updateVariables(3) }, error: new Error('network down') }],
    });
    await userEvent.click(screen.getByRole('button', { name: `${item.productName} adedini artır` }));
    await waitFor(() => expect(view.toasts()).toEqual([expect.objectContaining({ kind: 'error', message: 'Sepet güncellenemedi' })]));
  });

  it('sends the guest token on every call and stores a new one the server returns', async () => {
    const guestCart = makeCart({ items: [item], guestData: 'guest-1' });
    const view = await renderCart({
      loggedIn: false,
      guestData: 'guest-1',
      mocks: [
        cartQuery(guestCart, 'guest-1'),
        {
          request: { query: UpdateCartItemDocument, variables: updateVariables(3, 'guest-1') },
          result: { data: { updateCart: mutationResult({ ...guestCart, guestData: 'guest-2' }, { guestData: 'guest-2' }) } },
        },
        cartQuery({ ...guestCart, guestData: 'guest-2' }, 'guest-2'),
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: `${item.productName} adedini artır` }));
    await waitFor(() => expect(view.state().guest.guestData).toBe('guest-2'));
    expect(view.dispatched('guest:data-received').at(-1)).toMatchObject({ payload: 'guest-2' });
  });

  it('hides coupon and gift note from guests and leads their checkout through login', async () => {
    await renderCart({ loggedIn: false, mocks: [cartQuery()] });
    expect(screen.queryByRole('region', { name: 'İndirim kuponu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Hediye notu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Hediye paketi olsun' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alışverişi tamamla' })).toHaveAttribute('href', '/login?redirectUrl=%2Fcheckout');
  });

  it('builds English links under /en', async () => {
    await renderCart({ language: 'en', mocks: [cartQuery()] });
    expect(screen.getByRole('link', { name: item.productName })).toHaveAttribute('href', '/en/zirkon-tasli-gumus-kolye');
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/en/checkout');
  });

  it('empties the cart after a confirmation and updates the badge', async () => {
    const view = await renderCart({
      mocks: [
        cartQuery(),
        { request: { query: ClearShoppingCartDocument, variables: { guestData: null } }, result: { data: { clearShoppingCart: mutationResult(makeCart({ items: [] })) } } },
      ],
    });
    await waitFor(() => expect(view.state().cart.count).toBe(2));
    await userEvent.click(screen.getByRole('button', { name: 'Sepeti boşalt' }));
    const dialog = screen.getByRole('dialog', { name: 'Sepeti boşalt' });
    expect(within(dialog).getByText('Sepetinizdeki tüm ürünler kaldırılacak. Emin misiniz?')).toBeInTheDocument();
    // Changing one's mind keeps the cart.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('listitem')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sepeti boşalt' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Evet, boşalt' }));
    expect(await screen.findByText('Sepetinizde ürün bulunmamaktadır.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view.state().cart.count).toBe(0);
    expect(view.dispatched(EVENTS.cartItemRemoved.type)).toHaveLength(1);
  });

  it('offers checkout as a guest when the cart says so', async () => {
    const guestCart = makeCart({ items: [item], showCheckoutAsGuestButton: true });
    const view = await renderCart({
      mocks: [
        cartQuery(guestCart),
        { request: { query: CartCreateGuestCustomerDocument }, result: { data: { createGuestCustomer: { __typename: 'GuestCustomerResult', token: 'guest-bearer' } } } },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Üye olmadan devam et' }));
    await waitFor(() => expect(view.dispatched(EVENTS.authLoggedIn.type)).toHaveLength(1));
    await act(async () => {
      view.store.dispatch(EVENTS.customerLoaded({ id: 9, firstName: null, lastName: null, email: null, phone: null, isGuest: true }));
    });
    await waitFor(() => expect(view.location()).toBe('/checkout'));
  });
});
