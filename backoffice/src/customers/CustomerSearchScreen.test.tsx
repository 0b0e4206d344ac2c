import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { type StaffCustomerSummaryPartsFragment } from 'shared-contracts/admin';
import { BackofficeCustomersDocument } from 'shared-contracts/admin/documents/customers';
import { renderScreen } from '../testing/render-screen';
import { summaryOf } from './customer-fixtures';
import CustomersArea from './CustomersArea';

const searchMock = (search: string, page: number, items: StaffCustomerSummaryPartsFragment[], totalPages = 1): MockLink.MockedResponse => ({
  request: { query: BackofficeCustomersDocument, variables: { search, page, pageSize: 25 } },
  result: { data: { customers: { __typename: 'CustomerPage', items, pageInfo: { __typename: 'PageInfo', page, pageSize: 25, totalCount: 30, totalPages } } } },
});

const renderSearch = (mocks: MockLink.MockedResponse[], at = '/customers') => renderScreen(<CustomersArea />, { mocks, role: 'SUPPORT', at, path: '/customers/*' });

test('a term shorter than 2 characters is refused in place', async () => {
  const user = userEvent.setup();
  await renderSearch([]);
  expect(screen.getByRole('heading', { level: 1, name: 'Müşteriler' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Ara: ad, e-posta, telefon'), 'a');
  await user.click(screen.getByRole('button', { name: 'Ara' }));
  expect(await screen.findByText('En az 2 karakter girin.')).toBeInTheDocument();
  expect(screen.getByLabelText('Ara: ad, e-posta, telefon')).toHaveValue('a');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('a search lists the customers found, each linked to its profile', async () => {
  const user = userEvent.setup();
  await renderSearch([searchMock('ayşe', 1, [summaryOf(), summaryOf({ id: 42, firstName: null, lastName: null, email: 'misafir@example.com', isGuest: true, deleted: true })])]);
  await user.type(screen.getByLabelText('Ara: ad, e-posta, telefon'), ' ayşe ');
  await user.click(screen.getByRole('button', { name: 'Ara' }));
  const table = await screen.findByRole('table', { name: 'Arama sonuçları: “ayşe”' });
  const ayse = within(table).getByRole('row', { name: /Ayşe Yılmaz/ });
  expect(within(ayse).getByRole('link', { name: 'Ayşe Yılmaz' })).toHaveAttribute('href', '/customers/41');
  expect(ayse).toHaveTextContent('+905321112233');
  const guest = within(table).getByRole('row', { name: /misafir@example\.com/ });
  expect(within(guest).getByRole('link', { name: 'misafir@example.com' })).toHaveAttribute('href', '/customers/42');
  expect(within(guest).getAllByRole('cell')[3]).toHaveTextContent('Evet');
  expect(within(guest).getAllByRole('cell')[5]).toHaveTextContent('Evet');
});

test('the term in the address searches at once, and the pages follow', async () => {
  const user = userEvent.setup();
  await renderSearch([searchMock('0532', 1, [summaryOf()], 2), searchMock('0532', 2, [summaryOf({ id: 43, firstName: 'Mehmet', lastName: 'Kaya' })], 2)], '/customers?q=0532');
  expect(screen.getByLabelText('Ara: ad, e-posta, telefon')).toHaveValue('0532');
  expect(await screen.findByRole('link', { name: 'Ayşe Yılmaz' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
  expect(await screen.findByRole('link', { name: 'Mehmet Kaya' })).toBeInTheDocument();
});

test('a search with no match says so', async () => {
  await renderSearch([searchMock('zzz', 1, [], 0)], '/customers?q=zzz');
  expect(await screen.findByText('Bu aramaya uyan müşteri yok.')).toBeInTheDocument();
});
