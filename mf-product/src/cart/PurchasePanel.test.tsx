import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENTS } from 'shared-contracts';
import { ProductAddToCartDocument } from 'shared-contracts/graphql';
import { makeProductDetails, sizeValue } from '../testing/fixtures';
import { renderWithShell } from '../testing/render-with-shell';
import { useState } from 'react';
import { initialValueId, variantAttribute, type DetailedProduct } from '../variants/variant-rules';
import { PurchasePanel } from './PurchasePanel';

function cartResult(overrides: { status?: boolean; message?: string[]; errors?: { code: string; message: string }[]; guestData?: string | null } = {}) {
  return {
    addToCart: {
      __typename: 'CartMutationResult' as const,
      status: overrides.status ?? true,
      message: overrides.message ?? [],
      guestData: overrides.guestData ?? null,
      errors: (overrides.errors ?? []).map((e) => ({ __typename: 'ApiError' as const, ...e })),
      cart: { __typename: 'Cart' as const, cartCount: 1 },
    },
  };
}

const addMock = (variables: Record<string, unknown>, data: ReturnType<typeof cartResult>) => ({
  request: { query: ProductAddToCartDocument, variables: { productId: 42, quantity: 1, guestData: null, ...variables } },
  result: { data },
});

// The page keeps the chosen value (the store stock follows it too); here a stand-in keeps it.
function PanelWithChoice({ product }: { product: DetailedProduct }) {
  const [selectedId, setSelectedId] = useState<number | null>(() => initialValueId(variantAttribute(product)));
  return <PurchasePanel product={product} selectedId={selectedId} onSelect={setSelectedId} />;
}

const render = (product: DetailedProduct, options: Parameters<typeof renderWithShell>[1] = {}) => act(async () => renderWithShell(<PanelWithChoice product={product} />, options));

describe('PurchasePanel', () => {
  it('asks for a variant before adding to the cart', async () => {
    const user = userEvent.setup();
    const view = await render(makeProductDetails());
    await user.click(screen.getByRole('button', { name: 'Sepete Ekle' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Lütfen bir seçenek seçiniz.');
    expect(view.dispatched(EVENTS.cartItemAdded.type)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '12' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows sizes without stock but does not let them be chosen', async () => {
    await render(makeProductDetails());
    const group = screen.getByRole('group', { name: 'Yüzük Ölçüsü' });
    expect(within(group).getByRole('button', { name: '13 (tükendi)' })).toBeDisabled();
    expect(within(group).getByRole('button', { name: '14' })).toBeEnabled();
  });

  it('adds the chosen variant with the guest token, tells the shell and toasts a link to the cart', async () => {
    const user = userEvent.setup();
    const mocks = [
      {
        ...addMock({ attributeId: 1, attributeValueId: 103, guestData: 'guest-1' }, cartResult({ guestData: 'guest-2' })),
      },
    ];
    const view = await render(makeProductDetails(), { mocks, guestData: 'guest-1', email: 'ayse@example.com' });
    await user.click(screen.getByRole('button', { name: '14' }));
    expect(screen.getByRole('button', { name: '14' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Sepete Ekle' }));
    await waitFor(() => expect(view.dispatched(EVENTS.cartItemAdded.type)).toHaveLength(1));
    expect(view.dispatched(EVENTS.cartItemAdded.type)[0]).toMatchObject({
      payload: { email: 'ayse@example.com', item: { item_id: 'YZK-042', item_name: 'Zirkon Taşlı Gümüş Yüzük', price: 1250, quantity: 1, item_variant: '14', item_category: 'Yüzük' } },
    });
    expect(view.dispatched(EVENTS.guestDataReceived.type).at(-1)).toMatchObject({ payload: 'guest-2' });
    expect(view.state().cart.count).toBe(1);
    expect(view.state().toasts.items.at(-1)).toMatchObject({ kind: 'success', message: 'ui.cart.add_success', link: { href: '/cart', label: 'Sepete git' } });
  });

  it('toasts ui.cart.add_error with the first server message when the API refuses', async () => {
    const user = userEvent.setup();
    const mocks = [addMock({ attributeId: 1, attributeValueId: 101 }, cartResult({ status: false, message: ['Bu ürün stokta yok.'] }))];
    const view = await render(makeProductDetails(), { mocks });
    await user.click(screen.getByRole('button', { name: '12' }));
    await user.click(screen.getByRole('button', { name: 'Sepete Ekle' }));
    await waitFor(() => expect(view.state().toasts.items).toHaveLength(1));
    expect(view.state().toasts.items[0]).toMatchObject({ kind: 'error', message: 'Ürün sepete eklenemedi. Bu ürün stokta yok.' });
    expect(view.dispatched(EVENTS.cartItemAdded.type)).toHaveLength(0);
    expect(view.state().cart.count).toBe(0);
  });

  it('is disabled and reads out of stock when no variant is in stock', async () => {
    const product = makeProductDetails({
      productAttributes: [{ __typename: 'ProductAttribute', id: 1, name: 'Yüzük Ölçüsü', values: [sizeValue(101, '12', 0), sizeValue(102, '13', 0)] }],
    });
    await render(product);
    expect(screen.getByRole('button', { name: 'Tükendi' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Sepete Ekle' })).not.toBeInTheDocument();
  });

  it('uses a dropdown from six options', async () => {
    const user = userEvent.setup();
    const values = ['10', '11', '12', '13', '14', '15'].map((name, i) => sizeValue(200 + i, name, i === 2 ? 0 : 1));
    const mocks = [addMock({ attributeId: 1, attributeValueId: 204 }, cartResult())];
    const view = await render(makeProductDetails({ productAttributes: [{ __typename: 'ProductAttribute', id: 1, name: 'Yüzük Ölçüsü', values }] }), { mocks });
    const select = screen.getByRole('combobox', { name: 'Yüzük Ölçüsü' });
    expect(within(select).getByRole('option', { name: '12 (tükendi)' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Sepete Ekle' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Lütfen bir seçenek seçiniz.');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(select, '14');
    await user.click(screen.getByRole('button', { name: 'Sepete Ekle' }));
    await waitFor(() => expect(view.dispatched(EVENTS.cartItemAdded.type)).toHaveLength(1));
  });

  it("in the server's HTML a size and the button can be used at once (the shell replays what was done before hydration)", async () => {
    const user = userEvent.setup();
    const values = ['10', '11', '12', '13', '14', '15'].map((name, i) => sizeValue(200 + i, name, 1));
    const mocks = [addMock({ attributeId: 1, attributeValueId: 204 }, cartResult())];
    const product = makeProductDetails({ productAttributes: [{ __typename: 'ProductAttribute', id: 1, name: 'Yüzük Ölçüsü', values }] });
    const view = await render(product, { mocks, serverRendered: true });
    const server = document.createElement('div');
    server.innerHTML = view.serverHtml ?? '';
    expect(within(server).getByRole('combobox', { name: 'Yüzük Ölçüsü' })).toBeEnabled();
    expect(within(server).getByRole('button', { name: 'Sepete Ekle' })).toBeEnabled();

    const select = screen.getByRole('combobox', { name: 'Yüzük Ölçüsü' });
    await user.selectOptions(select, '14');
    await user.click(screen.getByRole('button', { name: 'Sepete Ekle' }));
    await waitFor(() => expect(view.dispatched(EVENTS.cartItemAdded.type)).toHaveLength(1));
  });

  it('adds a product without variants directly, and reads its own stock flag', async () => {
    const user = userEvent.setup();
    const mocks = [addMock({ attributeId: null, attributeValueId: null }, cartResult())];
    const view = await render(makeProductDetails({ productAttributes: [] }), { mocks });
    await user.click(screen.getByRole('button', { name: 'Sepete Ekle' }));
    await waitFor(() => expect(view.dispatched(EVENTS.cartItemAdded.type)).toHaveLength(1));
    view.unmount();
    await render(makeProductDetails({ productAttributes: [], inStock: false }));
    expect(screen.getByRole('button', { name: 'Tükendi' })).toBeDisabled();
  });
});
