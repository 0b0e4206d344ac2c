import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountAddReviewDocument, AccountOrderDetailsDocument } from 'shared-contracts/graphql';
import { AKBANK_IN_3_TERMS } from 'shared-contracts/testing/payment-terms';
import { OrderDetailPage } from './OrderDetailPage';
import { renderAccount } from '../testing/render-account';
import { orderDetail, orderItem } from '../testing/order-fixtures';
import { apiError } from '../testing/auth-fixtures';

const detailMock = (orderNumber: string, order: ReturnType<typeof orderDetail> | null) => ({
  request: { query: AccountOrderDetailsDocument, variables: { orderNumber } },
  result: { data: { orderDetails: order } },
});

describe('OrderDetailPage', () => {
  test('shows the order: status, lines, addresses, payment, gift note, totals and notes', async () => {
    const items = [orderItem(1, { userCanPartialReturn: true }), orderItem(2)];
    await renderAccount(<OrderDetailPage />, {
      url: '/account/orders/100234',
      path: '/account/orders/:orderNumber',
      mocks: [detailMock('100234', orderDetail('100234', items))],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sipariş #100234' })).toBeInTheDocument();
    // The heading comes from the route parameter; the order itself arrives after the query.
    expect(await screen.findByText('Teslim edildi', { selector: '[data-status]' })).toHaveAttribute('data-status', 'DELIVERED');
    expect(within(screen.getByRole('list', { name: 'Sipariş durumu' })).getByText('Teslim edildi').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('link', { name: 'Altın Kolye 1' })).toHaveAttribute('href', '/altin-kolye-1');
    expect(screen.getByRole('link', { name: 'Kargo takibi' })).toHaveAttribute('href', 'https://kargo.example.com/takip/123');
    expect(screen.getByRole('heading', { name: 'Teslimat adresi' })).toBeInTheDocument();
    expect(screen.getByText('Örnek Bank · Bonus')).toBeInTheDocument();
    expect(screen.getByText('3 taksit')).toBeInTheDocument();
    expect(screen.getByText('İyi ki doğdun!')).toBeInTheDocument();
    expect(screen.getByText('₺2.540,00')).toBeInTheDocument();
    expect(screen.getByText(/Siparişiniz kargoya verildi\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'İptal / İade talebi' })).toHaveAttribute('href', '/account/orders/cancel/100234');
  });

  test('paid in instalments with interest: the total charged, the cash price, the interest and the instalment', async () => {
    const order = orderDetail('100235', [orderItem(1)], {
      orderTotal: '₺17.403,80',
      customValues: { __typename: 'OrderCustomValues', InstallmentCount: 3 },
      paymentTerms: AKBANK_IN_3_TERMS,
    });
    await renderAccount(<OrderDetailPage />, { url: '/account/orders/100235', path: '/account/orders/:orderNumber', mocks: [detailMock('100235', order)] });
    expect(await screen.findByText('3 x ₺5.801,27')).toBeInTheDocument();
    const totals = screen.getByRole('heading', { name: 'Sipariş özeti' }).closest('section')!;
    expect(within(totals).getByText('Peşin fiyat').nextElementSibling).toHaveTextContent('₺16.901,82');
    expect(within(totals).getByText('Vade farkı (3 taksit)').nextElementSibling).toHaveTextContent('₺501,98');
    expect(within(totals).getByText('Toplam', { selector: 'dt' }).nextElementSibling).toHaveTextContent('₺17.403,80');
  });

  test('after a partial cancel: the total paid, the refund line and the total now', async () => {
    const cancelled = orderItem(2, { status: 'İptal Edildi' });
    const order = orderDetail('100236', [orderItem(1), cancelled], {
      orderStatus: 'Kısmi İptal / İade',
      orderStatusEnum: 'MIX',
      refundedAmount: '₺1.250,00',
      refundedAmountValue: 1250,
      netTotal: '₺1.290,00',
    });
    await renderAccount(<OrderDetailPage />, { url: '/account/orders/100236', path: '/account/orders/:orderNumber', mocks: [detailMock('100236', order)] });
    const summary = (await screen.findByRole('heading', { name: 'Sipariş özeti' })).closest('section')!;
    const row = (term: string) => within(summary).getByText(term).nextElementSibling;
    expect(row('Ödenen toplam')).toHaveTextContent('₺2.540,00');
    expect(row('İade edilen tutar')).toHaveTextContent('−₺1.250,00');
    expect(row('Güncel toplam')).toHaveTextContent('₺1.290,00');
    expect(within(summary).queryByText('Toplam', { exact: true })).not.toBeInTheDocument();
  });

  test('nothing refunded: one total, no refund line', async () => {
    await renderAccount(<OrderDetailPage />, { url: '/account/orders/100237', path: '/account/orders/:orderNumber', mocks: [detailMock('100237', orderDetail('100237'))] });
    const summary = (await screen.findByRole('heading', { name: 'Sipariş özeti' })).closest('section')!;
    expect(within(summary).queryByText('İade edilen tutar')).not.toBeInTheDocument();
    expect(within(summary).queryByText('Güncel toplam')).not.toBeInTheDocument();
  });

  test('interest-free instalments: the instalment, no interest rows', async () => {
    await renderAccount(<OrderDetailPage />, { url: '/account/orders/100234', path: '/account/orders/:orderNumber', mocks: [detailMock('100234', orderDetail('100234', [orderItem(1)]))] });
    expect(await screen.findByText('3 x ₺846,67, vade farksız')).toBeInTheDocument();
    expect(screen.queryByText(/Vade farkı/)).not.toBeInTheDocument();
  });

  test('shows the contract texts as accepted at payment, with when and which version', async () => {
    const user = userEvent.setup();
    await renderAccount(<OrderDetailPage />, {
      url: '/account/orders/100234',
      path: '/account/orders/:orderNumber',
      mocks: [detailMock('100234', orderDetail('100234', [orderItem(1)]))],
    });
    const section = (await screen.findByRole('heading', { name: 'Onayladığınız sözleşmeler' })).closest('section')!;
    const sales = within(section).getByText('Mesafeli Satış Sözleşmesi', { selector: 'summary' });
    expect(within(section).getByText('Ön Bilgilendirme Formu', { selector: 'summary' })).toBeInTheDocument();
    await user.click(sales);
    const details = sales.closest('details')!;
    expect(details).toHaveAttribute('open');
    expect(within(details).getByText('Toplam: ₺1.000,00')).toBeInTheDocument();
    expect(within(details).getByText(/onaylandı\./)).toBeInTheDocument();
    expect(within(details).getByTitle('b'.repeat(64))).toHaveTextContent('Metin sürümü bbbbbbbbbbbb…');
  });

  test('no order returned: not-found view', async () => {
    await renderAccount(<OrderDetailPage />, {
      url: '/account/orders/999',
      path: '/account/orders/:orderNumber',
      mocks: [detailMock('999', null)],
    });
    expect(await screen.findByRole('heading', { name: 'Sipariş bulunamadı.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Siparişlerime dön' })).toHaveAttribute('href', '/account/orders');
  });

  test('no order number: not-found view without asking the API', async () => {
    await renderAccount(<OrderDetailPage />, { url: '/account/orders/', path: '/account/orders/*' });
    expect(screen.getByRole('heading', { name: 'Sipariş bulunamadı.' })).toBeInTheDocument();
  });

  test('a bought product can be reviewed: rating required, then sent with the fixed size and comfort', async () => {
    const review = { rating: 4, title: null, reviewText: 'Çok zarif', customerNameShow: false, sizeNumber: 'FULL', comfort: 'COMFORTABLE' };
    const { eventsOfType } = await renderAccount(<OrderDetailPage />, {
      url: '/account/orders/100234',
      path: '/account/orders/:orderNumber',
      mocks: [
        detailMock('100234', orderDetail('100234', [orderItem(1), orderItem(2)])),
        { request: { query: AccountAddReviewDocument, variables: { productId: 501, review } }, result: { data: { addReview: { __typename: 'ActionResult', success: false, message: null, errors: [apiError('Bu ürünü zaten değerlendirdiniz.')] } } } },
        { request: { query: AccountAddReviewDocument, variables: { productId: 501, review } }, result: { data: { addReview: { __typename: 'ActionResult', success: true, message: null, errors: [] } } } },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Altın Kolye 1 ürününü değerlendir' }));
    const form = screen.getByRole('form', { name: 'Altın Kolye 1 değerlendirmesi' });
    await userEvent.click(within(form).getByRole('button', { name: 'Gönder' }));
    expect(await within(form).findByText('Lütfen puan veriniz.')).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('radio', { name: '4 yıldız' }));
    await userEvent.type(within(form).getByLabelText('Yorumunuz (isteğe bağlı)'), 'Çok zarif');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Adım görünsün' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(eventsOfType('ui:toast')).toHaveLength(1));
    expect(eventsOfType('ui:toast')[0].payload).toEqual({ kind: 'error', message: 'Bu ürünü zaten değerlendirdiniz.' });

    await userEvent.click(within(form).getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Değerlendirmeniz alındı, teşekkür ederiz.')).toBeInTheDocument();
    expect(eventsOfType('ui:toast')[1].payload).toEqual({ kind: 'success', message: 'Değerlendirmeniz alındı, teşekkür ederiz.' });
    expect(screen.getByRole('button', { name: 'Altın Kolye 2 ürününü değerlendir' })).toBeInTheDocument();
  });
});
