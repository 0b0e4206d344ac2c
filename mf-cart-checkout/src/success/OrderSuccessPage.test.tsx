import { act, screen, waitFor } from '@testing-library/react';
import { SuccessCustomerOrdersDocument, SuccessOrderDetailsDocument } from 'shared-contracts/graphql';
import { AKBANK_IN_3_TERMS, makePaymentTerms } from 'shared-contracts/testing/payment-terms';
import { renderWithShell, type ShellOptions } from '../testing/render-with-shell';
import { readPurchaseFlag, setPurchaseFlag } from './purchase-flag';
import { OrderSuccessPage } from './OrderSuccessPage';

const summary = (id: number, orderNumber: string) => ({
  __typename: 'OrderSummary',
  id,
  orderNumber,
  createdOn: '2025-06-01T10:00:00Z',
  orderStatus: 'Onaylandı',
  orderStatusEnum: 'PROCESSING',
  orderTotal: '₺1.250,00',
});
const ordersMock = (orders: ReturnType<typeof summary>[]) => ({
  request: { query: SuccessCustomerOrdersDocument, variables: { pageIndex: 0, pageSize: 5 } },
  result: { data: { customerOrders: { __typename: 'OrdersResponse', totalCount: orders.length, orders } } },
});
const detailMock = (id: number, orderNumber: string, paymentTerms = makePaymentTerms()) => ({
  request: { query: SuccessOrderDetailsDocument, variables: { id } },
  result: {
    data: {
      orderDetails: {
        __typename: 'OrderDetail',
        id,
        orderNumber,
        orderStatus: 'Onaylandı',
        shippingMethod: 'Aras Kargo',
        followUrl: null,
        createdOn: '2025-06-01T10:00:00Z',
        orderTotal: paymentTerms.orderTotal,
        orderSubtotal: '₺1.250,00',
        orderShipping: '₺0,00',
        orderTotalDiscount: null,
        items: [
          {
            __typename: 'OrderItem',
            id: 1,
            productId: 101,
            sku: 'KLY-101-14',
            productName: 'Zirkon Taşlı Gümüş Kolye',
            quantity: 1,
            unitPrice: '₺1.250,00',
            unitPriceValue: 1250,
            attributeInfo: 'Uzunluk:45 cm',
            picture: { __typename: 'CartItemPicture', imageUrl: '/images/101.jpg', alternateText: null },
          },
        ],
        giftCards: [],
        paymentTerms,
      },
    },
  },
});

async function renderSuccess(options: ShellOptions) {
  let view!: ReturnType<typeof renderWithShell>;
  await act(async () => {
    view = renderWithShell(<OrderSuccessPage />, { route: '/checkout/success', ...options });
  });
  return view;
}

const snapshot = { value: 1250, shipping: 0, coupon: null, items: [{ item_id: 'KLY-101-14', item_name: 'Zirkon Taşlı Gümüş Kolye', price: 1250, quantity: 1 }] };

beforeEach(() => sessionStorage.clear());

describe('OrderSuccessPage', () => {
  it('sends a visitor home', async () => {
    await renderSuccess({ loggedIn: false });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('sends an account without orders to /account/orders', async () => {
    await renderSuccess({ mocks: [ordersMock([])] });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/orders'));
  });

  it('shows the latest order fetched by the first order id', async () => {
    await renderSuccess({ route: '/checkout/success/42', mocks: [ordersMock([summary(42, 'SF-1042'), summary(41, 'SF-1041')]), detailMock(42, 'SF-1042')] });
    expect(await screen.findByRole('heading', { name: 'Siparişiniz alındı' })).toBeInTheDocument();
    expect(screen.getByText('SF-1042')).toBeInTheDocument();
    expect(screen.getByText('Aras Kargo')).toBeInTheDocument();
    expect(screen.getByText('Sipariş bilgileriniz telefonunuza ve e-posta adresinize gönderildi.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anasayfaya dön' })).toHaveAttribute('href', '/');
  });

  it('paid at once: the total and no instalment rows', async () => {
    await renderSuccess({ mocks: [ordersMock([summary(42, 'SF-1042')]), detailMock(42, 'SF-1042')] });
    const total = await screen.findByText('Toplam');
    expect(total.nextElementSibling).toHaveTextContent('₺1.250,00');
    expect(screen.queryByText('Peşin fiyat')).not.toBeInTheDocument();
    expect(screen.queryByText(/Vade farkı/)).not.toBeInTheDocument();
  });

  it('paid in instalments: the total charged, the cash price, the interest and the instalments', async () => {
    const terms = AKBANK_IN_3_TERMS;
    await renderSuccess({ mocks: [ordersMock([summary(42, 'SF-1042')]), detailMock(42, 'SF-1042', terms)] });
    const total = await screen.findByText('Toplam');
    expect(total.nextElementSibling).toHaveTextContent('₺17.403,80');
    expect(screen.getByText('Peşin fiyat').nextElementSibling).toHaveTextContent('₺16.901,82');
    expect(screen.getByText('Vade farkı (3 taksit)').nextElementSibling).toHaveTextContent('₺501,98');
    expect(screen.getByText('Taksitler (Akbank Axess)').nextElementSibling).toHaveTextContent('3 x ₺5.801,27');
  });

  it('fires the purchase event once when the flag is set, then clears the flag', async () => {
    setPurchaseFlag(snapshot);
    const view = await renderSuccess({ mocks: [ordersMock([summary(42, 'SF-1042')]), detailMock(42, 'SF-1042')] });
    await screen.findByText('SF-1042');
    const events = view.dispatched('checkout:purchase-completed');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ payload: { transactionId: 'SF-1042', value: 1250, shipping: 0, items: snapshot.items } });
    expect(readPurchaseFlag()).toBeNull();
  });

  it('fires nothing without the flag', async () => {
    const view = await renderSuccess({ mocks: [ordersMock([summary(42, 'SF-1042')]), detailMock(42, 'SF-1042')] });
    await screen.findByText('SF-1042');
    expect(view.dispatched('checkout:purchase-completed')).toHaveLength(0);
  });

  it('uses English paths under /en', async () => {
    await renderSuccess({ language: 'en', route: '/en/checkout/success', mocks: [ordersMock([])] });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/account/orders'));
  });
});
