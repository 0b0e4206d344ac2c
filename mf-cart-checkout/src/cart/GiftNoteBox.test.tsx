import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AddGiftPackageNoteDocument,
  RemoveGiftPackageNoteDocument,
  ShoppingCartDocument,
  UpdateCartItemDocument,
} from 'shared-contracts/graphql';
import { renderWithShell, type ShellOptions } from '../testing/render-with-shell';
import { makeCart, makeCartItem, mutationResult } from '../testing/cart-fixtures';
import { CartPage } from './CartPage';

const cart = makeCart();
const withNote = makeCart({ giftPackageBox: { __typename: 'GiftPackageBox', display: true, note: 'İyi ki doğdun!' } });
const cartQuery = (result = cart) => ({ request: { query: ShoppingCartDocument, variables: { guestData: null } }, result: { data: { cart: result } } });

async function renderCart(mocks: ShellOptions['mocks']) {
  let view!: ReturnType<typeof renderWithShell>;
  await act(async () => {
    view = renderWithShell(<CartPage />, { route: '/cart', mocks });
  });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('gift note', () => {
  it('requires a note', async () => {
    await renderCart([cartQuery()]);
    await userEvent.click(screen.getByRole('button', { name: 'Hediye notu ekle' }));
    const dialog = screen.getByRole('dialog', { name: 'Hediye notu' });
    await userEvent.type(screen.getByLabelText('Notunuz'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu alan zorunludur');
    expect(dialog).toBeInTheDocument();
  });

  it('refuses more than 200 characters', async () => {
    await renderCart([cartQuery()]);
    await userEvent.click(screen.getByRole('button', { name: 'Hediye notu ekle' }));
    const field = screen.getByLabelText('Notunuz');
    await userEvent.click(field);
    await userEvent.paste('a'.repeat(201));
    expect(screen.getByText('201/200')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('En fazla 200 karakter olabilir.');
  });

  it('saves a valid note, refreshes the cart and closes', async () => {
    const view = await renderCart([
      cartQuery(),
      { request: { query: AddGiftPackageNoteDocument, variables: { note: 'İyi ki doğdun!', guestData: null } }, result: { data: { addGiftPackageNote: mutationResult(withNote) } } },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Hediye notu ekle' }));
    await userEvent.type(screen.getByLabelText('Notunuz'), 'İyi ki doğdun!');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('İyi ki doğdun!')).toBeInTheDocument();
    expect(view.toasts()).toEqual([expect.objectContaining({ kind: 'success', message: 'Hediye notunuz kaydedildi.' })]);
  });

  it('removes the note', async () => {
    await renderCart([
      cartQuery(withNote),
      { request: { query: RemoveGiftPackageNoteDocument, variables: { guestData: null } }, result: { data: { removeGiftPackageNote: mutationResult(cart) } } },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Notu kaldır' }));
    expect(await screen.findByRole('button', { name: 'Hediye notu ekle' })).toBeInTheDocument();
  });

  it('hides the gift box when the cart says not to display it or nothing can be wrapped', async () => {
    await renderCart([cartQuery(makeCart({ items: [makeCartItem({ giftPackageEligible: false })] }))]);
    expect(screen.queryByRole('region', { name: 'Hediye notu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Hediye paketi olsun' })).not.toBeInTheDocument();
  });

  it('gift-wraps a single item', async () => {
    const item = cart.items[0];
    await renderCart([
      cartQuery(),
      {
        request: {
          query: UpdateCartItemDocument,
          variables: { cartItemId: item.id, productId: item.productId, attributeId: 5, attributeValueId: 51, quantity: 1, giftPackage: true, guestData: null },
        },
        result: { data: { updateCart: mutationResult(makeCart({ items: [{ ...item, isGiftPackage: true }] })) } },
      },
    ]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hediye paketi olsun' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Hediye paketi olsun' })).toBeChecked());
  });
});
