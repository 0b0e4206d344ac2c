import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { type BackofficeOrdersQueryVariables } from 'shared-contracts/admin';
import { BackofficeOrdersDocument } from 'shared-contracts/admin/documents/orders';
import { BackofficeStoresDocument } from 'shared-contracts/admin/documents/stores';
import { renderScreen } from '../testing/render-screen';
import OrdersArea from './OrdersArea';
import { orderRow, pageInfo } from './order-test-fixtures';

const storesMock: MockLink.MockedResponse = {
  request: { query: BackofficeStoresDocument },
  result: { data: { stores: [{ __typename: 'StaffStore', id: 1, name: 'Nişantaşı', city: 'İstanbul' }] } },
};

const vars = (over: Partial<BackofficeOrdersQueryVariables> = {}): BackofficeOrdersQueryVariables => ({ filter: null, sort: 'NEWEST', page: 1, pageSize: 25, ...over });

function ordersMock(variables: BackofficeOrdersQueryVariables, rows: ReturnType<typeof orderRow>[], info = pageInfo(variables.page ?? 1, rows.length)): MockLink.MockedResponse {
  return { request: { query: BackofficeOrdersDocument, variables }, result: { data: { orders: { __typename: 'OrderPage', items: rows, pageInfo: info } } } };
}

const renderList = (mocks: MockLink.MockedResponse[], at = '/orders') => renderScreen(<OrdersArea />, { mocks: [storesMock, ...mocks], at, path: '/orders/*', role: 'ORDERS' });

beforeEach(() => window.sessionStorage.clear());

test('lists a page of orders with a caption, links to each order and its money and payment', async () => {
  await renderList([
    ordersMock(vars(), [
      orderRow(),
      orderRow({ id: 1002, orderNumber: 'IT-1002', status: 'RETURNED', statusText: 'İade Edildi', refunded: { __typename: 'Money', value: 300, text: '₺300,00' }, installmentCount: 1, openRequests: 1, customer: { __typename: 'StaffOrderCustomer', id: 9, name: 'Mehmet Kaya', email: 'mehmet@example.com', phone: null, isGuest: true } }),
    ]),
  ]);
  expect(screen.getByRole('heading', { level: 1, name: 'Siparişler' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: '2 sipariş bulundu' });
  expect(within(table).getByRole('link', { name: 'IT-1001' })).toHaveAttribute('href', '/orders/1001');
  const second = within(table).getByRole('link', { name: 'IT-1002' }).closest('tr')!;
  expect(second).toHaveTextContent('Mehmet Kaya');
  expect(second).toHaveTextContent('mehmet@example.com');
  expect(second).toHaveTextContent('İade Edildi');
  expect(second).toHaveTextContent('₺300,00');
  expect(second).toHaveTextContent('Tek çekim');
  expect(within(table).getByRole('link', { name: 'IT-1001' }).closest('tr')).toHaveTextContent('Akbank · Axess · 3 taksit');
});

test('says so when no order matches', async () => {
  await renderList([ordersMock(vars(), [], pageInfo(1, 0, 0))]);
  expect(await screen.findByText('Bu ölçütlere uyan sipariş yok. Filtreleri değiştirip tekrar deneyin.')).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Hiç sipariş bulunamadı' })).toBeInTheDocument();
});

test('a filter sends its values as the API filter and starts again at page 1', async () => {
  const user = userEvent.setup();
  await renderList(
    [
      ordersMock(vars({ page: 3 }), [orderRow()], pageInfo(3, 60)),
      ordersMock(vars({ filter: { statuses: ['PENDING'], createdFrom: '2026-11-01', createdTo: '2026-11-30', storeId: 1, payment: 'Axess', search: 'Ayşe' } }), [orderRow({ id: 1003, orderNumber: 'IT-1003' })], pageInfo(1, 1)),
    ],
    '/orders?page=3',
  );
  await screen.findByRole('link', { name: 'IT-1001' });
  await user.type(screen.getByLabelText('Ara: sipariş no, müşteri, e-posta, telefon'), 'Ayşe');
  await user.click(screen.getByRole('checkbox', { name: 'Hazırlanıyor' }));
  // a range that runs backwards is refused in place, before any call
  fireEvent.change(screen.getByLabelText('Başlangıç tarihi'), { target: { value: '2026-11-30' } });
  fireEvent.change(screen.getByLabelText('Bitiş tarihi'), { target: { value: '2026-11-01' } });
  await user.click(screen.getByRole('button', { name: 'Filtrele' }));
  expect(await screen.findByText('Bitiş tarihi başlangıç tarihinden önce olamaz.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'IT-1001' })).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText('Başlangıç tarihi'), { target: { value: '2026-11-01' } });
  fireEvent.change(screen.getByLabelText('Bitiş tarihi'), { target: { value: '2026-11-30' } });
  await user.selectOptions(await screen.findByLabelText('İadenin getirildiği mağaza'), 'Nişantaşı (İstanbul)');
  await user.type(screen.getByLabelText('Ödeme'), 'Axess');
  await user.click(screen.getByRole('button', { name: 'Filtrele' }));
  expect(await screen.findByRole('link', { name: 'IT-1003' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'IT-1001' })).not.toBeInTheDocument();
  expect(screen.getByText(/Sayfa 1 \/ 1/)).toBeInTheDocument();
  // the form still shows what the list is filtered by
  expect(screen.getByRole('checkbox', { name: 'Hazırlanıyor' })).toBeChecked();
  expect(screen.getByLabelText('Ara: sipariş no, müşteri, e-posta, telefon')).toHaveValue('Ayşe');
});

test('the next page asks for page 2 and keeps the rows shown meanwhile', async () => {
  const user = userEvent.setup();
  await renderList([
    ordersMock(vars(), [orderRow()], pageInfo(1, 30, 2)),
    { ...ordersMock(vars({ page: 2 }), [orderRow({ id: 1026, orderNumber: 'IT-1026' })], pageInfo(2, 30, 2)), delay: 50 },
  ]);
  await screen.findByRole('link', { name: 'IT-1001' });
  await user.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
  // the first page stays while the second loads
  expect(screen.getByRole('link', { name: 'IT-1001' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'IT-1026' })).toBeInTheDocument();
  expect(screen.getByText(/Sayfa 2 \/ 2/)).toBeInTheDocument();
});

test('sorting by total asks the API for the highest totals first', async () => {
  const user = userEvent.setup();
  await renderList([ordersMock(vars(), [orderRow()]), ordersMock(vars({ sort: 'TOTAL_DESC' }), [orderRow({ id: 1050, orderNumber: 'IT-1050' })])]);
  await screen.findByRole('link', { name: 'IT-1001' });
  await user.selectOptions(screen.getByLabelText('Sıralama'), 'Tutar: yüksekten düşüğe');
  expect(await screen.findByRole('link', { name: 'IT-1050' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: /Tutar/ })).toHaveAttribute('aria-sort', 'descending');
});

test('a list that cannot be loaded says so and tries again on request', async () => {
  const user = userEvent.setup();
  await renderList([{ request: { query: BackofficeOrdersDocument, variables: vars() }, error: new Error('connection lost') }, ordersMock(vars(), [orderRow()])]);
  expect(await screen.findByText('Veriler yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
  expect(await screen.findByRole('link', { name: 'IT-1001' })).toBeInTheDocument();
});
