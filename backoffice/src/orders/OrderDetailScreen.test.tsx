import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { type StaffOrderPartsFragment, type StaffRoleName } from 'shared-contracts/admin';
import { BackofficeAddOrderNoteDocument, BackofficeApproveOrderDocument, BackofficeCancelOrderItemsDocument, BackofficeCarriersDocument, BackofficeDeliverOrderDocument, BackofficeInvoiceOrderDocument, BackofficeOrderDocument, BackofficeRefundItemsDocument, BackofficeShipOrderDocument } from 'shared-contracts/admin/documents/orders';
import { renderScreen } from '../testing/render-screen';
import OrdersArea from './OrdersArea';
import { actionResult, money, orderIn, orderItem, returnRequest, staffOrder } from './order-test-fixtures';

// Money-moving actions carry a fresh idempotency key; the tests pin it to know what is sent.
jest.mock('../common/formatting', () => ({ ...jest.requireActual('../common/formatting'), newActionKey: (prefix: string) => `${prefix}-test-key` }));

const orderMock = (order: StaffOrderPartsFragment | null, id = 12): MockLink.MockedResponse => ({ request: { query: BackofficeOrderDocument, variables: { id, orderNumber: null } }, result: { data: { order } } });

const renderOrder = (mocks: MockLink.MockedResponse[], role: StaffRoleName = 'ORDERS', at = '/orders/12') => renderScreen(<OrdersArea />, { mocks, at, path: '/orders/*', role });

const statusLine = () => screen.getByText(/^Durum: /, { selector: 'span' });

/** An order whose earrings came back to a store: their refund may be made. */
function returnedOrder(): StaffOrderPartsFragment {
  const order = orderIn(staffOrder(), 'DELIVERED', 'Teslim Edildi');
  return {
    ...order,
    status: 'MIX',
    statusText: 'Kısmi İptal / İade',
    allowedActions: ['COMPLETE', 'REFUND', 'ADD_NOTE'],
    items: [order.items[0], { ...order.items[1], status: 'RECEIVEDBYTHESTORE', statusText: 'Mağazaya Ulaştı', request: returnRequest() }],
  };
}

beforeEach(() => window.sessionStorage.clear());

test('shows the order: lines, money, payment, addresses, contracts as text and the timeline', async () => {
  await renderOrder([orderMock(staffOrder())]);
  expect(await screen.findByRole('heading', { level: 1, name: 'Sipariş IT-2024-0012' })).toBeInTheDocument();
  expect(statusLine()).toHaveTextContent('Durum: Sipariş Alındı');

  const items = screen.getByRole('table', { name: 'Siparişteki ürünler (2)' });
  const necklace = within(items).getByText('Gümüş Kolye').closest('tr')!;
  expect(necklace).toHaveTextContent('KL-100');
  expect(necklace).toHaveTextContent('Zincir: 45 cm');
  expect(necklace).toHaveTextContent('₺800,00');

  const payment = screen.getByRole('region', { name: 'Ödeme' });
  expect(payment).toHaveTextContent('**** 4242');
  expect(payment).toHaveTextContent('AYSE YILMAZ');
  expect(payment).toHaveTextContent('3 taksit');
  expect(within(payment).getByRole('table', { name: 'Ödeme iadesi yok' })).toBeInTheDocument();

  const addresses = screen.getByRole('region', { name: 'Adresler' });
  expect(addresses).toHaveTextContent('Ayşe Yılmaz');
  expect(addresses).toHaveTextContent('Moda Cad. 12/3');
  expect(addresses).toHaveTextContent('Kadıköy');
  expect(addresses).toHaveTextContent('Adres bilgisi yok.');

  const contracts = screen.getByRole('region', { name: 'Onaylanan sözleşmeler' });
  // the contract's HTML is read as text: its words are there, its elements are not
  expect(contracts).toHaveTextContent('Mesafeli Satış Sözleşmesi');
  expect(contracts).toHaveTextContent('Madde 1');
  expect(within(contracts).queryByRole('heading', { name: 'Mesafeli Satış Sözleşmesi' })).not.toBeInTheDocument();
  expect(contracts.querySelector('script')).toBeNull();

  const timeline = screen.getByRole('table', { name: '2 kayıt, eskiden yeniye' });
  const rows = within(timeline).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('Durum değişikliği');
  expect(rows[1]).toHaveTextContent('Sipariş Alındı');
  expect(rows[1]).toHaveTextContent('Müşteri');
  expect(rows[2]).toHaveTextContent('Mesaj');
  expect(rows[2]).toHaveTextContent('Siparişiniz alındı');
  expect(rows[2]).toHaveTextContent('Evet');
});

test('approve goes through its confirmation and shows the order as the server returns it', async () => {
  const user = userEvent.setup();
  const approved = orderIn(staffOrder(), 'PENDING', 'Hazırlanıyor', { allowedActions: ['INVOICE', 'CANCEL', 'ADD_NOTE'] });
  await renderOrder([
    orderMock(staffOrder()),
    { request: { query: BackofficeApproveOrderDocument, variables: { orderId: 12, note: 'Paket özenle hazırlansın' } }, result: { data: { approveOrder: actionResult(approved, 'Sipariş onaylandı.') } } },
  ]);
  await user.click(await screen.findByRole('button', { name: 'Onayla' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Siparişi onayla' });
  expect(dialog).toHaveTextContent('Sipariş onaylanır ve faturasını bekler');
  expect(dialog).toHaveTextContent('Para ve stok değişmez.');
  await user.type(within(dialog).getByLabelText('Not (isteğe bağlı)'), 'Paket özenle hazırlansın');
  await user.click(within(dialog).getByRole('button', { name: 'Onayla' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Sipariş onaylandı.');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(statusLine()).toHaveTextContent('Durum: Hazırlanıyor');
  // the actions follow the order's new state
  expect(screen.getByRole('button', { name: 'Faturala' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Onayla' })).not.toBeInTheDocument();
});

test('ship needs a tracking code (said in place) and sends the carrier and the code', async () => {
  const user = userEvent.setup();
  const invoiced = orderIn(staffOrder(), 'INVOICED', 'Faturalandı', { allowedActions: ['SHIP', 'CANCEL', 'ADD_NOTE'] });
  const shipped = orderIn(invoiced, 'SHIPPED', 'Kargoya Verildi', {
    allowedActions: ['DELIVER', 'ADD_NOTE'],
    carrier: { __typename: 'StaffCarrier', id: 2, name: 'Yurtiçi Kargo', trackingUrlTemplate: 'https://kargo.example/{code}' },
    trackingCode: 'YK123456',
    followUrl: 'https://kargo.example/YK123456',
    shippedOn: '2026-11-21T10:00:00.000Z',
  });
  const ship = jest.fn(() => ({ data: { shipOrder: actionResult(shipped, 'Sipariş kargoya verildi.') } }));
  await renderOrder([
    orderMock(invoiced),
    {
      request: { query: BackofficeCarriersDocument },
      result: { data: { carriers: [{ __typename: 'StaffCarrier', id: 1, name: 'Aras Kargo', trackingUrlTemplate: null }, { __typename: 'StaffCarrier', id: 2, name: 'Yurtiçi Kargo', trackingUrlTemplate: 'https://kargo.example/{code}' }] } },
    },
    { request: { query: BackofficeShipOrderDocument, variables: { orderId: 12, carrierId: 2, trackingCode: 'YK123456', itemIds: null } }, result: ship },
  ]);
  await user.click(await screen.findByRole('button', { name: 'Kargoya ver' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Siparişi kargoya ver' });
  expect(dialog).toHaveTextContent('e-posta ve SMS');
  await user.selectOptions(within(dialog).getByLabelText('Kargo firması'), await within(dialog).findByRole('option', { name: 'Yurtiçi Kargo' }));
  await user.click(within(dialog).getByRole('button', { name: 'Kargoya ver' }));
  expect(await within(dialog).findByText('Takip kodunu girin.')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Takip kodu')).toHaveAttribute('aria-invalid', 'true');
  expect(ship).not.toHaveBeenCalled();

  await user.type(within(dialog).getByLabelText('Takip kodu'), 'YK123456');
  await user.click(within(dialog).getByRole('button', { name: 'Kargoya ver' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Sipariş kargoya verildi.');
  expect(ship).toHaveBeenCalledTimes(1);
  expect(statusLine()).toHaveTextContent('Durum: Kargoya Verildi');
  expect(screen.getByRole('link', { name: 'Kargoyu takip et' })).toHaveAttribute('href', 'https://kargo.example/YK123456');
});

test('a refused step shows the server’s message and changes nothing on the page', async () => {
  const user = userEvent.setup();
  const pending = orderIn(staffOrder(), 'PENDING', 'Hazırlanıyor', { allowedActions: ['INVOICE', 'CANCEL', 'ADD_NOTE'] });
  await renderOrder([
    orderMock(pending),
    { request: { query: BackofficeInvoiceOrderDocument, variables: { orderId: 12 } }, result: { data: { invoiceOrder: actionResult(null, 'Bu sipariş şu anda faturalanamaz.', false) } } },
  ]);
  await user.click(await screen.findByRole('button', { name: 'Faturala' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Siparişi faturala' });
  await user.click(within(dialog).getByRole('button', { name: 'Faturala' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Bu sipariş şu anda faturalanamaz.');
  expect(statusLine()).toHaveTextContent('Durum: Hazırlanıyor');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('a SUPPORT member sees no action and no refund button, whatever the order allows', async () => {
  await renderOrder([orderMock({ ...returnedOrder(), allowedActions: ['APPROVE', 'COMPLETE', 'CANCEL', 'REFUND', 'ADD_NOTE'] })], 'SUPPORT');
  expect(await screen.findByRole('heading', { level: 1, name: 'Sipariş IT-2024-0012' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'İşlemler' })).not.toBeInTheDocument();
  for (const name of ['Onayla', 'Tamamla', 'İptal et', 'Not ekle']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /iade et/i })).not.toBeInTheDocument();
  // the line and its return are still shown
  expect(screen.getByText('Gümüş Küpe').closest('tr')).toHaveTextContent('İade talebi: Ürün teslim alındı');
});

test('a returned line is refunded through its confirmation, once, with the amount said first', async () => {
  const user = userEvent.setup();
  const before = returnedOrder();
  const after: StaffOrderPartsFragment = {
    ...before,
    allowedActions: ['COMPLETE', 'ADD_NOTE'],
    refunded: money(450),
    netTotal: money(800),
    items: [before.items[0], { ...before.items[1], status: 'RETURNED', statusText: 'İade Edildi', refunded: money(450), refundable: money(0), request: returnRequest({ status: 'REFUNDED', refundedOn: '2026-11-25T09:00:00.000Z' }) }],
  };
  const refund = jest.fn(() => ({
    data: {
      refundItems: {
        __typename: 'RefundResult',
        success: true,
        message: '₺450,00 iade edildi.',
        errors: [],
        refund: { __typename: 'PaymentRefund', id: 5, refundKey: 'refund-test-key', kind: 'refund', amount: money(450), orderItemIds: [2], status: 'SUCCEEDED', providerReference: 'sbx-5', failureMessage: null, staffEmail: 'orders@isiltitaki.test', createdOn: '2026-11-25T09:00:00.000Z' },
        order: after,
      },
    },
  }));
  await renderOrder([orderMock(before), { request: { query: BackofficeRefundItemsDocument, variables: { orderId: 12, itemIds: [2], refundKey: 'refund-test-key' } }, result: refund, delay: 30 }]);
  // only the line whose return arrived has a refund button
  expect(await screen.findByRole('button', { name: 'Gümüş Küpe için iade et' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Gümüş Kolye için iade et' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Gümüş Küpe için iade et' }));
  const dialog = screen.getByRole('alertdialog', { name: 'İade et: Gümüş Küpe' });
  expect(dialog).toHaveTextContent('₺450,00 müşterinin kartına iade edilir.');
  await user.dblClick(within(dialog).getByRole('button', { name: 'İade et' }));
  expect(await screen.findByRole('status')).toHaveTextContent('₺450,00 iade edildi.');
  expect(refund).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('button', { name: 'Gümüş Küpe için iade et' })).not.toBeInTheDocument();
  expect(screen.getByText('Gümüş Küpe').closest('tr')).toHaveTextContent('İade Edildi');
});

test('cancelling lines says how much goes back to the card and sends the lines, the reason and a key', async () => {
  const user = userEvent.setup();
  const cancelled = orderIn(staffOrder(), 'CANCELLED', 'İptal Edildi', { allowedActions: ['ADD_NOTE'] });
  await renderOrder([
    orderMock(staffOrder()),
    {
      request: { query: BackofficeCancelOrderItemsDocument, variables: { orderId: 12, itemIds: [1, 2], reason: 'Müşteri vazgeçti', refundKey: 'cancel-test-key' } },
      result: { data: { cancelOrderItems: actionResult(cancelled, 'Ürünler iptal edildi; ₺1.250,00 karta iade edilecek.') } },
    },
  ]);
  await user.click(await screen.findByRole('button', { name: 'İptal et' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Ürünleri iptal et' });
  await user.click(within(dialog).getByRole('button', { name: 'İptal et' }));
  expect(await within(dialog).findByText('En az bir ürün seçin.')).toBeInTheDocument();
  expect(within(dialog).getByText('İptal nedenini yazın.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('checkbox', { name: /Gümüş Kolye/ }));
  expect(dialog).toHaveTextContent('₺800,00 müşterinin kartına geri gönderilir');
  await user.click(within(dialog).getByRole('checkbox', { name: /Gümüş Küpe/ }));
  expect(dialog).toHaveTextContent('₺1.250,00 müşterinin kartına geri gönderilir (ödeme iptali ya da iade) ve iptal edilen 2 ürün stoğa geri döner.');
  await user.type(within(dialog).getByLabelText('İptal nedeni'), 'Müşteri vazgeçti');
  await user.click(within(dialog).getByRole('button', { name: 'İptal et' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Ürünler iptal edildi; ₺1.250,00 karta iade edilecek.');
  expect(statusLine()).toHaveTextContent('Durum: İptal Edildi');
});

test('a note keeps what was typed when the server refuses it, its field error shown in place', async () => {
  const user = userEvent.setup();
  await renderOrder([
    orderMock(staffOrder()),
    {
      request: { query: BackofficeAddOrderNoteDocument, variables: { orderId: 12, note: 'Müşteri aradı', visibleToShopper: true } },
      result: { data: { addOrderNote: { ...actionResult(null, 'Not kaydedilemedi.', false), errors: [{ __typename: 'FieldError', field: 'note', code: 'staff.order.note_too_long', message: 'Not çok uzun.' }] } } },
    },
  ]);
  await user.click(await screen.findByRole('button', { name: 'Not ekle' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Siparişe not ekle' });
  await user.type(within(dialog).getByLabelText('Not'), 'Müşteri aradı');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Müşteri görebilsin' }));
  expect(dialog).toHaveTextContent('müşterinin sipariş sayfasında görünür');
  await user.click(within(dialog).getByRole('button', { name: 'Not ekle' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not kaydedilemedi.');
  expect(within(dialog).getByText('Not çok uzun.')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Not')).toHaveValue('Müşteri aradı');
});

test('a delivery time in the future is refused in place; a past one is sent as an ISO instant', async () => {
  const user = userEvent.setup();
  const shipped = orderIn(staffOrder(), 'SHIPPED', 'Kargoya Verildi', { allowedActions: ['DELIVER', 'ADD_NOTE'] });
  const delivered = orderIn(shipped, 'DELIVERED', 'Teslim Edildi', { allowedActions: ['COMPLETE', 'ADD_NOTE'], deliveredOn: '2026-11-22T11:00:00.000Z', returnWindowEndsOn: '2026-12-07T11:00:00.000Z' });
  await renderOrder([
    orderMock(shipped),
    { request: { query: BackofficeDeliverOrderDocument, variables: { orderId: 12, deliveredOn: new Date('2026-11-22T14:00').toISOString(), itemIds: null } }, result: { data: { deliverOrder: actionResult(delivered, 'Sipariş teslim edildi.') } } },
  ]);
  await user.click(await screen.findByRole('button', { name: 'Teslim edildi' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Teslim edildi olarak işaretle' });
  expect(dialog).toHaveTextContent('15 günlük iade süresi');
  const field = within(dialog).getByLabelText('Teslim tarihi ve saati');
  expect(field).not.toHaveValue('');
  fireEvent.change(field, { target: { value: '2999-01-01T10:00' } });
  await user.click(within(dialog).getByRole('button', { name: 'Teslim edildi' }));
  expect(await within(dialog).findByText('Teslim tarihi ileri bir zaman olamaz.')).toBeInTheDocument();
  fireEvent.change(field, { target: { value: '2026-11-22T14:00' } });
  await user.click(within(dialog).getByRole('button', { name: 'Teslim edildi' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Sipariş teslim edildi.');
  expect(statusLine()).toHaveTextContent('Durum: Teslim Edildi');
  expect(screen.getByRole('region', { name: 'Kargo ve teslimat' })).toHaveTextContent('İade süresinin son günü');
});

test('delivered "now" (the minute the dialog offers) is sent as the API\'s now, never before the shipping', async () => {
  const user = userEvent.setup();
  const shipped = orderIn(staffOrder(), 'SHIPPED', 'Kargoya Verildi', { allowedActions: ['DELIVER', 'ADD_NOTE'] });
  const delivered = orderIn(shipped, 'DELIVERED', 'Teslim Edildi', { allowedActions: ['COMPLETE', 'ADD_NOTE'] });
  await renderOrder([
    orderMock(shipped),
    { request: { query: BackofficeDeliverOrderDocument, variables: { orderId: 12, deliveredOn: null, itemIds: null } }, result: { data: { deliverOrder: actionResult(delivered, 'Sipariş teslim edildi.') } } },
  ]);
  await user.click(await screen.findByRole('button', { name: 'Teslim edildi' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Teslim edildi olarak işaretle' });
  await user.click(within(dialog).getByRole('button', { name: 'Teslim edildi' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Sipariş teslim edildi.');
});

test('an order the API does not know shows "not found"', async () => {
  await renderOrder([orderMock(null, 99)], 'ORDERS', '/orders/99');
  expect(await screen.findByRole('heading', { level: 1, name: 'Sipariş bulunamadı' })).toBeInTheDocument();
});

test('a non-numeric order address shows "not found" without asking the API', async () => {
  await renderOrder([], 'ORDERS', '/orders/abc');
  expect(screen.getByRole('heading', { level: 1, name: 'Sipariş bulunamadı' })).toBeInTheDocument();
});
