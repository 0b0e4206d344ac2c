/** @jest-environment jsdom */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { EVENTS } from '../events/event-map';
import { createRenderWithShell, type ShellOptions } from '../testing/render-with-shell';
import { useWishlistToggle, type WishlistToggleResult, type WishlistToggleVariables } from './useWishlistToggle';

// Any team's operations select (at least) these fields; the hook is tested with operations of its own.
const RESULT_FIELDS = gql`
  fragment TestWishlistResult on WishlistMutationResult {
    status guestData errors { code message } wishList { items { id productId } }
  }
`;
const AddDocument: TypedDocumentNode<{ addToWishlist: WishlistToggleResult }, WishlistToggleVariables> = gql`
  mutation TestAddToWishlist($productId: Int!, $guestData: String) {
    addToWishlist(productId: $productId, guestData: $guestData) { ...TestWishlistResult }
  }
  ${RESULT_FIELDS}
`;
const RemoveDocument: TypedDocumentNode<{ removeWishlistItem: WishlistToggleResult }, WishlistToggleVariables> = gql`
  mutation TestRemoveWishlistItem($productId: Int!, $guestData: String) {
    removeWishlistItem(productId: $productId, guestData: $guestData) { ...TestWishlistResult }
  }
  ${RESULT_FIELDS}
`;

function result(items: { id: number; productId: number }[], overrides: { status?: boolean; guestData?: string | null; errors?: { code: string; message: string }[] } = {}) {
  return {
    __typename: 'WishlistMutationResult',
    status: overrides.status ?? true,
    guestData: overrides.guestData ?? null,
    errors: (overrides.errors ?? []).map((e) => ({ __typename: 'ApiError', ...e })),
    wishList: { __typename: 'WishList', items: items.map((i) => ({ __typename: 'WishlistItem', ...i })) },
  };
}

const item = { item_id: 'YZK-042', item_name: 'Gümüş Yüzük', price: 1250 };

function Heart() {
  const { inWishlist, toggle, pending } = useWishlistToggle(42, { addDocument: AddDocument, removeDocument: RemoveDocument, item, linkLabel: 'Favorilerim', team: 'mf-test' });
  return (
    <button type="button" aria-pressed={inWishlist} disabled={pending} onClick={toggle}>
      favourite
    </button>
  );
}

const renderWithShell = createRenderWithShell();
const renderHeart = (options: ShellOptions) => act(async () => renderWithShell(<Heart />, options));

describe('useWishlistToggle', () => {
  it("adds an absent product, tells the shell with the customer's e-mail and links the toast to the wishlist", async () => {
    const mocks: MockLink.MockedResponse[] = [
      { request: { query: AddDocument, variables: { productId: 42, guestData: null } }, result: { data: { addToWishlist: result([{ id: 7, productId: 42 }]) } } },
    ];
    const view = await renderHeart({ mocks, language: 'en', email: 'ayse@example.com' });
    await userEvent.click(screen.getByRole('button', { name: 'favourite', pressed: false }));

    await waitFor(() => expect(view.dispatched(EVENTS.wishlistToggled.type)).toEqual([EVENTS.wishlistToggled({ productId: 42, id: 7, added: true, item, email: 'ayse@example.com' })]));
    expect(view.toasts().at(-1)).toMatchObject({ kind: 'success', message: 'ui.wishlist.add_success', link: { href: '/en/account/wishlist', label: 'Favorilerim' } });
    expect(await screen.findByRole('button', { name: 'favourite', pressed: true })).toBeInTheDocument();
  });

  it('removes a product that is already a favourite', async () => {
    const mocks: MockLink.MockedResponse[] = [
      { request: { query: RemoveDocument, variables: { productId: 42, guestData: null } }, result: { data: { removeWishlistItem: result([]) } } },
    ];
    const view = await renderHeart({ mocks, wishlist: [{ productId: 42, id: 7 }] });
    await userEvent.click(screen.getByRole('button', { name: 'favourite', pressed: true }));

    await waitFor(() => expect(view.dispatched(EVENTS.wishlistToggled.type)).toHaveLength(1));
    expect(view.dispatched(EVENTS.wishlistToggled.type)[0]).toMatchObject({ payload: { productId: 42, id: 7, added: false, email: null } });
    expect(view.toasts().at(-1)).toMatchObject({ kind: 'success', message: 'ui.wishlist.remove_success' });
    expect(view.state().wishlist.items).toEqual([]);
  });

  it("sends a guest's token and keeps the new one the API returns", async () => {
    const mocks: MockLink.MockedResponse[] = [
      { request: { query: AddDocument, variables: { productId: 42, guestData: 'guest-1' } }, result: { data: { addToWishlist: result([{ id: 8, productId: 42 }], { guestData: 'guest-2' }) } } },
    ];
    const view = await renderHeart({ mocks, guestData: 'guest-1' });
    await userEvent.click(screen.getByRole('button', { name: 'favourite' }));

    await waitFor(() => expect(view.state().wishlist.items).toEqual([{ productId: 42, id: 8 }]));
    expect(view.state().guest.guestData).toBe('guest-2');
    expect(view.toasts().at(-1)).toMatchObject({ link: { href: '/account/wishlist' } });
  });

  it("shows the API's message when it refuses, and the generic one when the call fails; the list stays as it was", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: AddDocument, variables: { productId: 42, guestData: null } },
        result: { data: { addToWishlist: { ...result([], { status: false, errors: [{ code: 'ui.cart.product_not_found', message: 'Ürün bulunamadı.' }] }), wishList: null } } },
      },
      { request: { query: AddDocument, variables: { productId: 42, guestData: null } }, error: new Error('network down') },
    ];
    const view = await renderHeart({ mocks });
    await userEvent.click(screen.getByRole('button', { name: 'favourite' }));
    await waitFor(() => expect(view.toasts().at(-1)).toMatchObject({ kind: 'error', message: 'Ürün bulunamadı.' }));

    await userEvent.click(screen.getByRole('button', { name: 'favourite' }));
    await waitFor(() => expect(view.toasts()).toHaveLength(2));
    expect(view.toasts()[1]).toMatchObject({ kind: 'error', message: 'ui.wishlist.add_error' });
    expect(view.dispatched(EVENTS.wishlistToggled.type)).toHaveLength(0);
    expect(view.state().wishlist.items).toEqual([]);
    expect(error).toHaveBeenCalledWith('[mf-test] wishlist toggle failed', expect.any(Error));
    error.mockRestore();
  });
});
