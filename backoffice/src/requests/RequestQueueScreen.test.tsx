import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { type ItemRequestPartsFragment } from 'shared-contracts/admin';
import { BackofficeStoresDocument } from 'shared-contracts/admin/documents/stores';
import { BackofficeApproveRequestDocument, BackofficeReceiveReturnDocument, BackofficeRefundReturnedItemsDocument, BackofficeRejectRequestDocument } from 'shared-contracts/admin/documents/requests';
import { renderScreen } from '../testing/render-screen';
import { itemRequest, requestVars, requestsMock } from './request-fixtures';
import { RequestQueueScreen } from './RequestQueueScreen';

const cancel = itemRequest();
const ret = itemRequest({ id: 12, kind: 'RETURN', orderId: 502, orderNumber: 'IT-1002', orderItemId: 9002, productName: 'Altın Küpe', sku: 'AK-200', quantity: 2, reason: 'Beğenmedim', note: 'Kutusu açılmadı' });
const approvedReturn = itemRequest({ ...ret, status: 'APPROVED', cargoFirm: 'Yurtiçi Kargo', cargoCode: 'YK123456789', decidedOn: '2026-11-21T10:00:00.000Z', decidedBy: 'siparis@isiltitaki.test' });
const receivedReturn = itemRequest({ ...approvedReturn, status: 'RECEIVED', receivedOn: '2026-11-24T10:00:00.000Z', receivedStoreId: 1, receivedStoreName: 'Nişantaşı', refundableAmount: { __typename: 'Money', value: 1250, text: '₺1.250,00' } });

const result = (request: ItemRequestPartsFragment | null, over: { success?: boolean; message?: string; errors?: { field: string | null; code: string; message: string }[] } = {}) => ({
  __typename: 'RequestActionResult' as const,
  success: over.success ?? true,
  message: over.message ?? null,
  errors: (over.errors ?? []).map((e) => ({ __typename: 'FieldError' as const, ...e })),
  request,
});

const dialog = () => within(screen.getByRole('alertdialog'));

beforeEach(() => window.sessionStorage.clear());

test('lists pending requests oldest first with their details and the order link', async () => {
  await renderScreen(<RequestQueueScreen />, { role: 'ORDERS', mocks: [requestsMock(requestVars(), [cancel, ret])] });
  expect(screen.getByRole('heading', { level: 1, name: 'Talepler' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'İptal ve iade talepleri' });
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(within(rows[1]).getByRole('link', { name: 'IT-1001' })).toHaveAttribute('href', '/orders/501');
  expect(within(rows[1]).getByText('İptal')).toBeInTheDocument();
  expect(within(rows[1]).getByText('Stok kodu GK-100 · 1 adet')).toBeInTheDocument();
  expect(within(rows[1]).getByText('Bekliyor')).toBeInTheDocument();
  expect(within(rows[1]).getByText('₺500,00')).toBeInTheDocument();
  expect(within(rows[2]).getByText('İade')).toBeInTheDocument();
  expect(within(rows[2]).getByText('Müşteri notu: Kutusu açılmadı')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'IT-1001 · Gümüş Kolye: Onayla' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'IT-1002 · Altın Küpe: Reddet' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /İade et$/ })).not.toBeInTheDocument();
});

test('the filters and the pager send their variables', async () => {
  const user = userEvent.setup();
  await renderScreen(<RequestQueueScreen />, {
    role: 'ORDERS',
    mocks: [
      requestsMock(requestVars(), [cancel], 3),
      requestsMock(requestVars({ page: 2 }), [ret], 3),
      requestsMock(requestVars({ kind: 'RETURN' }), [ret]),
      requestsMock(requestVars({ kind: 'RETURN', status: 'REFUNDED' }), []),
      requestsMock(requestVars({ kind: 'RETURN', status: 'REFUNDED', orderNumber: 'IT-1002' }), [itemRequest({ ...ret, status: 'REFUNDED' })]),
    ],
  });
  await screen.findByText('Gümüş Kolye');
  await user.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
  expect(await screen.findByText('Altın Küpe')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Tür'), 'İade');
  await waitFor(() => expect(screen.getByText(/^Sayfa 1 \/ 1/)).toBeInTheDocument());
  await user.selectOptions(screen.getByLabelText('Durum'), 'Para iadesi yapıldı');
  expect(await screen.findByText('Bu ölçütlere uyan talep yok.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Sipariş numarası'), 'IT-1002');
  await user.click(screen.getByRole('button', { name: 'Ara' }));
  expect(await screen.findByText('Altın Küpe')).toBeInTheDocument();
});

test('approving a cancel says money and stock go back, sends the approval and reads the queue again', async () => {
  const user = userEvent.setup();
  await renderScreen(<RequestQueueScreen />, {
    role: 'ORDERS',
    mocks: [
      requestsMock(requestVars(), [cancel, ret]),
      { request: { query: BackofficeApproveRequestDocument, variables: { requestId: 11, cargoFirm: null, note: 'Stok bekleniyordu' } }, result: { data: { approveRequest: result({ ...cancel, status: 'APPROVED' }, { message: 'Talep onaylandı.' }) } } },
      requestsMock(requestVars(), [ret]),
    ],
  });
  await user.click(await screen.findByRole('button', { name: 'IT-1001 · Gümüş Kolye: Onayla' }));
  expect(dialog().getByRole('heading', { name: 'İptal talebini onayla: IT-1001 · Gümüş Kolye' })).toBeInTheDocument();
  expect(dialog().getByText(/₺500,00 müşterinin kartına geri döner ve ürün stoğa geri eklenir/)).toBeInTheDocument();
  expect(dialog().queryByLabelText('Kargo firması')).not.toBeInTheDocument();
  await user.type(dialog().getByLabelText('Not (isteğe bağlı)'), 'Stok bekleniyordu');
  await user.click(dialog().getByRole('button', { name: 'Onayla' }));
  expect(await screen.findByText('Talep onaylandı.')).toHaveAttribute('role', 'status');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Gümüş Kolye')).not.toBeInTheDocument());
});

test('approving a return gives a cargo code and moves no money; the firm is sent', async () => {
  const user = userEvent.setup();
  await renderScreen(<RequestQueueScreen />, {
    role: 'ADMIN',
    mocks: [
      requestsMock(requestVars(), [ret]),
      { request: { query: BackofficeApproveRequestDocument, variables: { requestId: 12, cargoFirm: 'Aras Kargo', note: null } }, result: { data: { approveRequest: result(approvedReturn, { message: 'Talep onaylandı.' }) } } },
      requestsMock(requestVars(), []),
    ],
  });
  await user.click(await screen.findByRole('button', { name: 'IT-1002 · Altın Küpe: Onayla' }));
  expect(dialog().getByText(/iade kargo kodu verilir.*Henüz para iadesi yapılmaz ve stok değişmez/)).toBeInTheDocument();
  await user.type(dialog().getByLabelText('Kargo firması'), 'Aras Kargo');
  await user.click(dialog().getByRole('button', { name: 'Onayla' }));
  expect(await screen.findByText('Talep onaylandı.')).toHaveAttribute('role', 'status');
  expect(await screen.findByText('Bu ölçütlere uyan talep yok.')).toBeInTheDocument();
});

test('rejecting needs a reason, checked in place; the server’s refusal is shown and the reason kept', async () => {
  const user = userEvent.setup();
  await renderScreen(<RequestQueueScreen />, {
    role: 'ORDERS',
    mocks: [
      requestsMock(requestVars(), [ret]),
      {
        request: { query: BackofficeRejectRequestDocument, variables: { requestId: 12, reason: 'Ürün kullanılmış' } },
        result: { data: { rejectRequest: result(null, { success: false, message: 'Bu talep zaten yanıtlandı.', errors: [{ field: 'requestId', code: 'staff.request.not_pending', message: 'Bu talep zaten yanıtlandı.' }] }) } },
      },
    ],
  });
  await user.click(await screen.findByRole('button', { name: 'IT-1002 · Altın Küpe: Reddet' }));
  expect(dialog().getByText(/Müşteriye talebinin reddedildiği ve gerekçesi bildirilir.*para iadesi yapılmaz/)).toBeInTheDocument();
  await user.click(dialog().getByRole('button', { name: 'Reddet' }));
  expect(await dialog().findByText('Reddetmek için bir gerekçe yazın.')).toBeInTheDocument();
  expect(dialog().getByLabelText('Ret gerekçesi')).toHaveAttribute('aria-invalid', 'true');
  await user.type(dialog().getByLabelText('Ret gerekçesi'), 'Ürün kullanılmış');
  await user.click(dialog().getByRole('button', { name: 'Reddet' }));
  expect(await dialog().findByRole('alert')).toHaveTextContent('Bu talep zaten yanıtlandı.');
  expect(dialog().getByLabelText('Ret gerekçesi')).toHaveValue('Ürün kullanılmış');
});

test('rejecting sends the reason and reads the queue again', async () => {
  const user = userEvent.setup();
  await renderScreen(<RequestQueueScreen />, {
    role: 'ORDERS',
    mocks: [
      requestsMock(requestVars(), [ret]),
      { request: { query: BackofficeRejectRequestDocument, variables: { requestId: 12, reason: 'Süre doldu' } }, result: { data: { rejectRequest: result({ ...ret, status: 'REJECTED', rejectionReason: 'Süre doldu' }, { message: 'Talep reddedildi.' }) } } },
      requestsMock(requestVars(), []),
    ],
  });
  await user.click(await screen.findByRole('button', { name: 'IT-1002 · Altın Küpe: Reddet' }));
  await user.type(dialog().getByLabelText('Ret gerekçesi'), '  Süre doldu ');
  await user.click(dialog().getByRole('button', { name: 'Reddet' }));
  expect(await screen.findByText('Talep reddedildi.')).toHaveAttribute('role', 'status');
  expect(await screen.findByText('Bu ölçütlere uyan talep yok.')).toBeInTheDocument();
});

const storesMock: MockLink.MockedResponse = {
  request: { query: BackofficeStoresDocument },
  result: {
    data: {
      stores: [
        { __typename: 'StaffStore', id: 1, name: 'Nişantaşı', city: 'İstanbul' },
        { __typename: 'StaffStore', id: 2, name: 'Alsancak', city: 'İzmir' },
      ],
    },
  },
};

test('receiving an approved return at a chosen store says no money moves and no stock is added', async () => {
  const user = userEvent.setup();
  await renderScreen(<RequestQueueScreen />, {
    role: 'ORDERS',
    mocks: [
      requestsMock(requestVars(), []),
      requestsMock(requestVars({ status: 'APPROVED' }), [approvedReturn]),
      storesMock,
      { request: { query: BackofficeReceiveReturnDocument, variables: { requestId: 12, storeId: 2 } }, result: { data: { receiveReturn: result({ ...approvedReturn, status: 'RECEIVED' }, { message: 'İade teslim alındı.' }) } } },
      requestsMock(requestVars({ status: 'APPROVED' }), []),
    ],
  });
  await screen.findByText('Bu ölçütlere uyan talep yok.');
  await user.selectOptions(screen.getByLabelText('Durum'), 'Onaylandı');
  expect(await screen.findByText('YK123456789')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Onayla$/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'IT-1002 · Altın Küpe: Teslim alındı' }));
  expect(dialog().getByText(/Para iadesi yapılmaz.*ürün stoğa eklenmez: online stok da mağaza stoğu da değişmez/)).toBeInTheDocument();
  await dialog().findByRole('option', { name: 'Alsancak · İzmir' });
  await user.selectOptions(dialog().getByLabelText('Nereye ulaştı?'), 'Alsancak · İzmir');
  await user.click(dialog().getByRole('button', { name: 'Teslim alındı olarak işaretle' }));
  expect(await screen.findByText('İade teslim alındı.')).toHaveAttribute('role', 'status');
  expect(await screen.findByText('Bu ölçütlere uyan talep yok.')).toBeInTheDocument();
});

test('receiving at the warehouse sends no store', async () => {
  const user = userEvent.setup();
  await renderScreen(<RequestQueueScreen />, {
    role: 'ADMIN',
    mocks: [
      requestsMock(requestVars(), []),
      requestsMock(requestVars({ status: 'APPROVED' }), [approvedReturn]),
      storesMock,
      { request: { query: BackofficeReceiveReturnDocument, variables: { requestId: 12, storeId: null } }, result: { data: { receiveReturn: result({ ...approvedReturn, status: 'RECEIVED' }, { message: 'İade teslim alındı.' }) } } },
      requestsMock(requestVars({ status: 'APPROVED' }), []),
    ],
  });
  await screen.findByText('Bu ölçütlere uyan talep yok.');
  await user.selectOptions(screen.getByLabelText('Durum'), 'Onaylandı');
  await user.click(await screen.findByRole('button', { name: 'IT-1002 · Altın Küpe: Teslim alındı' }));
  expect(dialog().getByLabelText('Nereye ulaştı?')).toHaveValue('');
  await user.click(dialog().getByRole('button', { name: 'Teslim alındı olarak işaretle' }));
  expect(await screen.findByText('İade teslim alındı.')).toHaveAttribute('role', 'status');
});

test('refunding a received return says how much goes back to the card and sends one refund key', async () => {
  const user = userEvent.setup();
  const keys: string[] = [];
  const refundMock = (answer: object): MockLink.MockedResponse => ({
    request: {
      query: BackofficeRefundReturnedItemsDocument,
      variables: (variables) => {
        const v = variables as { orderId: number; itemIds: number[]; refundKey: string };
        if (v.orderId !== 502 || v.itemIds.length !== 1 || v.itemIds[0] !== 9002 || !/^refund-/.test(v.refundKey)) return false;
        keys.push(v.refundKey);
        return true;
      },
    },
    result: { data: { refundItems: { __typename: 'RefundResult', refund: null, ...answer } } },
  });
  await renderScreen(<RequestQueueScreen />, {
    role: 'ORDERS',
    mocks: [
      requestsMock(requestVars(), []),
      requestsMock(requestVars({ status: 'RECEIVED' }), [receivedReturn]),
      refundMock({ success: false, message: 'Ödeme sağlayıcısına ulaşılamadı.', errors: [{ __typename: 'FieldError', field: null, code: 'staff.refund.provider', message: 'Ödeme sağlayıcısına ulaşılamadı.' }] }),
      refundMock({ success: true, message: '₺1.250,00 iade edildi.', errors: [] }),
      requestsMock(requestVars({ status: 'RECEIVED' }), []),
    ],
  });
  await screen.findByText('Bu ölçütlere uyan talep yok.');
  await user.selectOptions(screen.getByLabelText('Durum'), 'Teslim alındı');
  expect(await screen.findByText('Teslim alan: Nişantaşı, 24 Kas 2026 13:00')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'IT-1002 · Altın Küpe: İade et' }));
  expect(dialog().getByText(/^₺1.250,00 müşterinin kartına iade edilir\..*Ürün stoğa geri eklenmez\.$/)).toBeInTheDocument();
  await user.click(dialog().getByRole('button', { name: '₺1.250,00 iade et' }));
  expect(await dialog().findByRole('alert')).toHaveTextContent('Ödeme sağlayıcısına ulaşılamadı.');
  await user.click(dialog().getByRole('button', { name: '₺1.250,00 iade et' }));
  expect(await screen.findByText('₺1.250,00 iade edildi.')).toHaveAttribute('role', 'status');
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await screen.findByText('Bu ölçütlere uyan talep yok.')).toBeInTheDocument();
});

test('SUPPORT reads the queue but sees no approve, reject, receive or refund button', async () => {
  const user = userEvent.setup();
  await renderScreen(<RequestQueueScreen />, {
    role: 'SUPPORT',
    mocks: [requestsMock(requestVars(), [cancel, ret]), requestsMock(requestVars({ status: 'APPROVED' }), [approvedReturn]), requestsMock(requestVars({ status: 'RECEIVED' }), [receivedReturn])],
  });
  await screen.findByText('Gümüş Kolye');
  expect(screen.getByRole('link', { name: 'IT-1001' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Onayla|Reddet/ })).not.toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Durum'), 'Onaylandı');
  await screen.findByText('YK123456789');
  expect(screen.queryByRole('button', { name: /Teslim alındı$/ })).not.toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Durum'), 'Teslim alındı');
  await screen.findByText(/Teslim alan: Nişantaşı/);
  expect(screen.queryByRole('button', { name: /İade et$/ })).not.toBeInTheDocument();
  expect(screen.getAllByText('İşlem yok')).toHaveLength(1);
});

test('a STORE member opens on approved returns, sends its store for received ones and receives at its own store', async () => {
  const user = userEvent.setup();
  await renderScreen(<RequestQueueScreen />, {
    role: 'STORE',
    mocks: [
      requestsMock(requestVars({ status: 'APPROVED' }), [approvedReturn]),
      { request: { query: BackofficeReceiveReturnDocument, variables: { requestId: 12, storeId: 1 } }, result: { data: { receiveReturn: result({ ...receivedReturn }, { message: 'İade teslim alındı.' }) } } },
      requestsMock(requestVars({ status: 'APPROVED' }), []),
      requestsMock(requestVars({ status: 'RECEIVED', storeId: 1 }), [receivedReturn]),
    ],
  });
  expect(await screen.findByText('Altın Küpe')).toBeInTheDocument();
  expect(screen.getByLabelText('Durum')).toHaveValue('APPROVED');
  // STORE may not read orders: the order number is text, not a link.
  expect(screen.queryByRole('link', { name: 'IT-1002' })).not.toBeInTheDocument();
  expect(screen.getByText('IT-1002')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'IT-1002 · Altın Küpe: Teslim alındı' }));
  expect(dialog().getByText('Teslim alan mağaza: Nişantaşı')).toBeInTheDocument();
  expect(dialog().queryByLabelText('Nereye ulaştı?')).not.toBeInTheDocument();
  await user.click(dialog().getByRole('button', { name: 'Teslim alındı olarak işaretle' }));
  expect(await screen.findByText('İade teslim alındı.')).toHaveAttribute('role', 'status');
  await screen.findByText('Bu ölçütlere uyan talep yok.');
  await user.selectOptions(screen.getByLabelText('Durum'), 'Teslim alındı');
  expect(await screen.findByText('Altın Küpe')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /İade et$/ })).not.toBeInTheDocument();
});
