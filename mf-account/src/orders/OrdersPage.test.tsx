import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountCustomerOrdersDocument } from 'shared-contracts/graphql';
import { OrdersPage } from './OrdersPage';
import { renderAccount } from '../testing/render-account';
import { orderItem, orderSummary } from '../testing/order-fixtures';

function ordersMock(pageIndex: number, orders: ReturnType<typeof orderSummary>[], totalCount = orders.length) {
  return {
    request: { query: AccountCustomerOrdersDocument, variables: { pageIndex, pageSize: 10 } },
    result: { data: { customerOrders: { __typename: 'OrdersResponse', totalCount, orders } } },
  };
}

describe('OrdersPage', () => {
  test('requests 10 per page and shows status badge and at most 3 thumbnails of 72x108', async () => {
    const items = [1, 2, 3, 4].map((id) => orderItem(id));
    await renderAccount(<OrdersPage />, { url: '/account/orders', mocks: [ordersMock(0, [orderSummary('100234', 'SHIPPED', items)])] });
    const card = await screen.findByRole('article', { name: '100234 numaralı sipariş' });
    expect(within(card).getByText('Kargoya verildi')).toHaveAttribute('data-status', 'SHIPPED');
    const thumbs = within(card).getAllByRole('img');
    expect(thumbs).toHaveLength(3);
    expect(thumbs[0]).toHaveAttribute('width', '72');
    expect(thumbs[0]).toHaveAttribute('height', '108');
    expect(within(card).getByText('+1')).toBeInTheDocument();
  });

  test('an order with a refund shows its total now and the refunded amount; one without, its total', async () => {
    await renderAccount(<OrdersPage />, {
      url: '/account/orders',
      mocks: [
        ordersMock(0, [
          orderSummary('100240', 'SHIPPED', [orderItem(1)], { orderTotal: '₺2.500,00', refundedAmount: '₺1.000,00', netTotal: '₺1.500,00' }),
          orderSummary('100241', 'SHIPPED', [orderItem(2)]),
        ]),
      ],
    });
    const refunded = await screen.findByRole('article', { name: '100240 numaralı sipariş' });
    const value = (card: HTMLElement, term: string) => within(card).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(value(refunded, 'Güncel toplam')).toHaveTextContent('₺1.500,00');
    expect(value(refunded, 'İade edilen tutar')).toHaveTextContent('−₺1.000,00');
    expect(within(refunded).queryByText('Toplam', { selector: 'dt' })).not.toBeInTheDocument();
    const plain = screen.getByRole('article', { name: '100241 numaralı sipariş' });
    expect(value(plain, 'Toplam')).toHaveTextContent('₺2.500,00');
    expect(within(plain).queryByText('İade edilen tutar')).not.toBeInTheDocument();
  });

  test('expanding shows the progress step, the lines and the cancel/return link only when allowed', async () => {
    const returned = orderItem(2, {
      status: 'İade edildi',
      returnRequest: { __typename: 'ReturnRequestInfo', returnCargoFirm: 'Aras Kargo', returnCargoCode: 'RT-991', status: 'APPROVED', rejectionReason: null },
    });
    await renderAccount(<OrdersPage />, {
      url: '/account/orders',
      mocks: [
        ordersMock(0, [
          orderSummary('100234', 'SHIPPED', [orderItem(1), returned], { isReturnRequestAllowed: true }),
          orderSummary('100235', 'PENDING', [orderItem(3)]),
        ]),
      ],
    });
    const first = await screen.findByRole('article', { name: '100234 numaralı sipariş' });
    const toggle = within(first).getByRole('button', { name: 'Detayları göster' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(within(first).getByRole('button', { name: 'Detayları gizle' })).toHaveAttribute('aria-expanded', 'true');
    const progress = within(first).getByRole('list', { name: 'Sipariş durumu' });
    expect(within(progress).getByText('Kargoya verildi').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(within(first).getByText('İade kargo: Aras Kargo, kod: RT-991')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'İptal / İade talebi' })).toHaveAttribute('href', '/account/orders/cancel/100234');
    expect(within(first).getByRole('link', { name: 'Sipariş detayı' })).toHaveAttribute('href', '/account/orders/100234');

    const second = screen.getByRole('article', { name: '100235 numaralı sipariş' });
    await userEvent.click(within(second).getByRole('button', { name: 'Detayları göster' }));
    expect(within(within(second).getByRole('list', { name: 'Sipariş durumu' })).getByText('Hazırlanıyor').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(within(second).queryByRole('link', { name: 'İptal / İade talebi' })).not.toBeInTheDocument();
  });

  test('a return under review says so without a cargo code; a declined one gives the staff\'s reason', async () => {
    const pending = orderItem(5, { returnRequest: { __typename: 'ReturnRequestInfo', returnCargoFirm: null, returnCargoCode: null, status: 'PENDING', rejectionReason: null } });
    const declined = orderItem(6, { returnRequest: { __typename: 'ReturnRequestInfo', returnCargoFirm: null, returnCargoCode: null, status: 'REJECTED', rejectionReason: 'Ürün kullanılmış.' } });
    await renderAccount(<OrdersPage />, { url: '/account/orders', mocks: [ordersMock(0, [orderSummary('100237', 'DELIVERED', [pending, declined])])] });
    const card = await screen.findByRole('article', { name: '100237 numaralı sipariş' });
    await userEvent.click(within(card).getByRole('button', { name: 'Detayları göster' }));
    const [first, second] = within(card).getAllByRole('listitem').filter((li) => li.textContent?.includes('Altın Kolye'));
    expect(within(first!).getByText(/İade talebiniz inceleniyor/)).toBeInTheDocument();
    expect(within(first!).queryByText(/İade kargo/)).not.toBeInTheDocument();
    expect(within(second!).getByText('Talebiniz onaylanmadı: Ürün kullanılmış.')).toBeInTheDocument();
    expect(within(second!).queryByText(/inceleniyor/)).not.toBeInTheDocument();
  });

  test('"Mağazaya Ulaştı" (a returned item reached the store) shows the delivered step, every step done, not step 1', async () => {
    await renderAccount(<OrdersPage />, { url: '/account/orders', mocks: [ordersMock(0, [orderSummary('100236', 'RECEIVEDBYTHESTORE', [orderItem(4)])])] });
    const card = await screen.findByRole('article', { name: '100236 numaralı sipariş' });
    await userEvent.click(within(card).getByRole('button', { name: 'Detayları göster' }));
    const progress = within(card).getByRole('list', { name: 'Sipariş durumu' });
    expect(within(progress).getByText('Teslim edildi').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(within(progress).getByText('Onaylandı').closest('li')).not.toHaveAttribute('aria-current');
    expect(within(progress).getAllByRole('listitem').map((li) => li.className)).toEqual(Array(4).fill(expect.stringMatching(/done/)));
  });

  test('pages through orders 10 at a time', async () => {
    const firstPage = Array.from({ length: 10 }, (_, i) => orderSummary(`1000${i + 10}`, 'DELIVERED'));
    await renderAccount(<OrdersPage />, {
      url: '/account/orders',
      mocks: [ordersMock(0, firstPage, 12), ordersMock(1, [orderSummary('100099', 'COMPLETE'), orderSummary('100098', 'CANCELLED')], 12)],
    });
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    expect(screen.getByText('Sayfa 1 / 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Önceki' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(await screen.findByRole('article', { name: '100099 numaralı sipariş' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Sonraki' })).toBeDisabled();
  });

  test('empty state links to shopping', async () => {
    await renderAccount(<OrdersPage />, { url: '/account/orders', mocks: [ordersMock(0, [])] });
    expect(await screen.findByText('Henüz siparişiniz bulunmuyor.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alışverişe başla' })).toHaveAttribute('href', '/');
  });
});
