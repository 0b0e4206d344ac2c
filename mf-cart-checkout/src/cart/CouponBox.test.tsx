import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApplyDiscountCouponDocument, RemoveDiscountCouponDocument, ShoppingCartDocument } from 'shared-contracts/graphql';
import { renderWithShell, type ShellOptions } from '../testing/render-with-shell';
import { makeCart } from '../testing/cart-fixtures';
import { CartPage } from './CartPage';

const cart = makeCart();
const withCoupon = makeCart({
  discountBox: { __typename: 'DiscountBox', isApplied: true, message: 'Kupon uygulandı', appliedDiscountsWithCodes: [{ __typename: 'AppliedDiscount', couponCode: 'YAZ 25' }] },
  orderTotal: { ...cart.orderTotal, orderTotalDiscount: '₺125,00', orderTotalDiscountValue: 125, orderTotal: '₺1.125,00', orderTotalValue: 1125 },
});
const cartQuery = (result = cart) => ({ request: { query: ShoppingCartDocument, variables: { guestData: null } }, result: { data: { cart: result } } });
const discountResult = (c: typeof cart, discountBox = c.discountBox, errors: { code: string; message: string }[] = []) => ({
  __typename: 'DiscountResult' as const,
  discountBox,
  errors: errors.map((e) => ({ __typename: 'ApiError' as const, ...e })),
  cart: c,
});

async function renderCart(mocks: ShellOptions['mocks']) {
  let view!: ReturnType<typeof renderWithShell>;
  await act(async () => {
    view = renderWithShell(<CartPage />, { route: '/cart', mocks });
  });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('coupon entry', () => {
  it('sends the code with whitespace collapsed and trimmed, then shows the discount', async () => {
    const view = await renderCart([
      cartQuery(),
      { request: { query: ApplyDiscountCouponDocument, variables: { code: 'YAZ 25', guestData: null } }, result: { data: { applyDiscountCoupon: discountResult(withCoupon) } } },
    ]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Kupon kodu' }), '   YAZ    25  ');
    await userEvent.click(screen.getByRole('button', { name: 'Uygula' }));
    expect(await screen.findByText('YAZ 25')).toBeInTheDocument();
    expect(screen.getByText('-₺125,00')).toBeInTheDocument();
    expect(view.toasts()).toEqual([expect.objectContaining({ kind: 'success', message: 'Kupon uygulandı' })]);
  });

  it('ignores an empty code', async () => {
    const view = await renderCart([cartQuery()]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Kupon kodu' }), '     ');
    await userEvent.click(screen.getByRole('button', { name: 'Uygula' }));
    // no mutation was mocked: a call would end in an error toast
    await new Promise((r) => setTimeout(r, 20));
    expect(view.toasts()).toEqual([]);
  });

  it('shows the returned message when the coupon is not applied', async () => {
    const view = await renderCart([
      cartQuery(),
      {
        request: { query: ApplyDiscountCouponDocument, variables: { code: 'ESKI', guestData: null } },
        result: { data: { applyDiscountCoupon: discountResult(cart, { ...cart.discountBox, message: 'Kuponun süresi dolmuş.' }) } },
      },
    ]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Kupon kodu' }), 'ESKI');
    await userEvent.click(screen.getByRole('button', { name: 'Uygula' }));
    await waitFor(() => expect(view.toasts()).toEqual([expect.objectContaining({ kind: 'error', message: 'Kuponun süresi dolmuş.' })]));
    expect(screen.getByRole('textbox', { name: 'Kupon kodu' })).toHaveValue('ESKI');
  });

  it('disables adding once a coupon is applied and lets it be removed', async () => {
    const view = await renderCart([
      cartQuery(withCoupon),
      {
        request: { query: RemoveDiscountCouponDocument, variables: { code: 'YAZ 25', guestData: null } },
        result: { data: { removeDiscountCoupon: discountResult(cart) } },
      },
    ]);
    expect(screen.getByRole('button', { name: 'Uygula' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Kupon kodu' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'YAZ 25 kuponunu kaldır' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Uygula' })).toBeEnabled());
    expect(screen.queryByText('YAZ 25')).not.toBeInTheDocument();
    expect(view.toasts()).toEqual([expect.objectContaining({ kind: 'success', message: 'Kupon kaldırıldı.' })]);
  });
});
