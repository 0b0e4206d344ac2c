import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { MemoryRouter, Route, Routes } from 'react-router';
import { BackofficeCustomerDocument, BackofficeResendMessageDocument } from 'shared-contracts/admin/documents/customers';
import { BackofficeIntl } from '../app/BackofficeIntl';
import { StaticStaffSession } from '../session/staff-session';
import { renderScreen, staffOfRole } from '../testing/render-screen';
import { customerOf, messageOf, type CustomerView } from './customer-fixtures';
import { CustomerProfileScreen } from './CustomerProfileScreen';

const customerMock = (customer: CustomerView | null, id = 41): MockLink.MockedResponse => ({
  request: { query: BackofficeCustomerDocument, variables: { id } },
  result: { data: { customer } },
});

const resendMock = (messageId: number, answer: object): MockLink.MockedResponse => ({
  request: { query: BackofficeResendMessageDocument, variables: { messageId } },
  result: { data: { resendMessage: { __typename: 'MessageResult', ...answer } } },
});

const renderProfile = (mocks: MockLink.MockedResponse[], id = 41) => renderScreen(<CustomerProfileScreen />, { mocks, role: 'SUPPORT', at: `/customers/${id}`, path: '/customers/:customerId' });

test('shows the customer, their orders and the messages sent to them', async () => {
  await renderProfile([customerMock(customerOf())]);
  expect(await screen.findByRole('heading', { level: 1, name: 'Ayşe Yılmaz' })).toBeInTheDocument();
  expect(screen.getByText('E-posta', { selector: 'dt' }).nextElementSibling).toHaveTextContent('ayse@example.com');
  const orders = screen.getByRole('table', { name: 'Müşterinin siparişleri' });
  expect(within(orders).getByRole('link', { name: 'IT-2026-000900' })).toHaveAttribute('href', '/orders/900');
  expect(within(orders).getByRole('row', { name: /IT-2026-000900/ })).toHaveTextContent('Kargoya verildi');
  const messages = screen.getByRole('table', { name: 'Müşteriye gönderilen e-posta ve SMS’ler' });
  const row = within(messages).getByRole('row', { name: /Siparişiniz kargoya verildi/ });
  expect(row).toHaveTextContent('Gönderilemedi (denemeler bitti)');
  expect(row).toHaveTextContent('smtp: 550 mailbox unavailable');
  expect(within(row).getByRole('button', { name: 'Tekrar gönder' })).toBeInTheDocument();
});

test('a customer without a name is headed by their e-mail', async () => {
  await renderProfile([customerMock(customerOf({ firstName: null, lastName: '  ', orders: [], messages: [] }))]);
  expect(await screen.findByRole('heading', { level: 1, name: 'ayse@example.com' })).toBeInTheDocument();
  expect(screen.getByText('Sipariş yok.')).toBeInTheDocument();
  expect(screen.getByText('Mesaj yok.')).toBeInTheDocument();
});

test('a message is sent again through its confirmation; the server’s answer shows and the list is read again', async () => {
  const user = userEvent.setup();
  const copy = messageOf({ id: 777, state: 'queued', attempts: 0, lastError: null, createdOn: '2026-11-26T09:00:00.000Z' });
  await renderProfile([
    customerMock(customerOf()),
    resendMock(501, { success: true, message: 'Mesaj yeniden gönderilmek üzere sıraya alındı.', errors: [], sent: copy }),
    customerMock(customerOf({ messages: [copy, messageOf()] })),
  ]);
  const row = await screen.findByRole('row', { name: /Siparişiniz kargoya verildi/ });
  await user.click(within(row).getByRole('button', { name: 'Tekrar gönder' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Mesaj tekrar gönderilsin mi?' });
  expect(dialog).toHaveTextContent('“Siparişiniz kargoya verildi” mesajının yeni bir kopyası ayse@example.com adresine gönderilmek üzere sıraya alınır');
  await user.click(within(dialog).getByRole('button', { name: 'Evet, tekrar gönder' }));
  expect(await screen.findByText('Mesaj yeniden gönderilmek üzere sıraya alındı.')).toHaveAttribute('role', 'status');
  expect(await screen.findByText('Sırada')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Tekrar gönder' })).toHaveLength(2);
});

test('a refused resend shows the server’s reason', async () => {
  const user = userEvent.setup();
  const message = 'Mesaj bulunamadı.';
  await renderProfile([customerMock(customerOf()), resendMock(501, { success: false, message, errors: [{ __typename: 'FieldError', field: 'messageId', code: 'staff.message.not_found', message }], sent: null })]);
  await user.click(await screen.findByRole('button', { name: 'Tekrar gönder' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Evet, tekrar gönder' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
});

test('without messages.resend and orders.read there is no resend button and no order link', async () => {
  // No role has customers.read without these today; the screen still hides by permission.
  const staff = { ...staffOfRole('SUPPORT'), permissions: ['customers.read'] };
  await act(async () => {
    render(
      <BackofficeIntl language="tr">
        <MockedProvider mocks={[customerMock(customerOf())]}>
          <MemoryRouter initialEntries={['/customers/41']}>
            <StaticStaffSession staff={staff}>
              <Routes>
                <Route path="/customers/:customerId" element={<CustomerProfileScreen />} />
              </Routes>
            </StaticStaffSession>
          </MemoryRouter>
        </MockedProvider>
      </BackofficeIntl>,
    );
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Ayşe Yılmaz' })).toBeInTheDocument();
  expect(screen.getByText('IT-2026-000900')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'IT-2026-000900' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Tekrar gönder' })).not.toBeInTheDocument();
});

test('an unknown customer says so', async () => {
  await renderProfile([customerMock(null, 999)], 999);
  expect(await screen.findByRole('heading', { level: 1, name: 'Müşteri bulunamadı' })).toBeInTheDocument();
});
