import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { type BackofficeMessagesQueryVariables, type StaffMessagePartsFragment } from 'shared-contracts/admin';
import { BackofficeMessagesDocument, BackofficeResendMessageDocument } from 'shared-contracts/admin/documents/customers';
import { renderScreen } from '../testing/render-screen';
import { MessageOutboxScreen } from './MessageOutboxScreen';

const LONG_ERROR = 'SMTP: 550 5.1.1 <ayse@example.com>: Recipient address rejected: User unknown in virtual mailbox table (the whole reason is shown, not cut)';

function message(over: Partial<StaffMessagePartsFragment> = {}): StaffMessagePartsFragment {
  return {
    __typename: 'StaffMessage',
    id: 71,
    channel: 'EMAIL',
    recipient: 'ayse@example.com',
    subject: 'Siparişiniz kargoya verildi',
    kind: 'order-shipped',
    language: 'tr',
    state: 'failed',
    attempts: 3,
    lastError: LONG_ERROR,
    customerId: 3,
    createdOn: '2026-11-25T08:00:00.000Z',
    sentOn: null,
    ...over,
  };
}

const failed = message();
const sms = message({ id: 72, channel: 'SMS', recipient: '+905551112233', subject: 'Doğrulama kodu', kind: 'otp', language: 'en', state: 'failed', attempts: 1, lastError: null });

const vars = (over: Partial<BackofficeMessagesQueryVariables> = {}): BackofficeMessagesQueryVariables => ({ state: 'failed', recipient: null, page: 1, pageSize: 25, ...over });

function messagesMock(variables: BackofficeMessagesQueryVariables, items: StaffMessagePartsFragment[], totalPages = 1): MockLink.MockedResponse {
  return {
    request: { query: BackofficeMessagesDocument, variables },
    result: { data: { messages: { __typename: 'MessagePage', items, pageInfo: { __typename: 'PageInfo', page: variables.page ?? 1, pageSize: 25, totalCount: totalPages * 25, totalPages } } } },
  };
}

const resent = (over: { success?: boolean; message?: string; errors?: { field: string | null; code: string; message: string }[]; sent?: StaffMessagePartsFragment | null } = {}) => ({
  resendMessage: {
    __typename: 'MessageResult',
    success: over.success ?? true,
    message: over.message ?? null,
    errors: (over.errors ?? []).map((e) => ({ __typename: 'FieldError', ...e })),
    sent: over.sent ?? null,
  },
});

const dialog = () => within(screen.getByRole('alertdialog'));

test('lists failed messages with their channel, state and the whole last error', async () => {
  await renderScreen(<MessageOutboxScreen />, { role: 'SUPPORT', mocks: [messagesMock(vars(), [failed, sms])] });
  expect(screen.getByRole('heading', { level: 1, name: 'Mesajlar' })).toBeInTheDocument();
  expect(screen.getByLabelText('Durum')).toHaveValue('failed');
  const table = await screen.findByRole('table', { name: 'Giden mesajlar' });
  const rows = within(table).getAllByRole('row');
  expect(within(rows[1]).getByText('E-posta')).toBeInTheDocument();
  expect(within(rows[1]).getByText('ayse@example.com')).toBeInTheDocument();
  expect(within(rows[1]).getByText('Türkçe')).toBeInTheDocument();
  expect(within(rows[1]).getByText('Gönderilemedi (yeniden denenecek)')).toBeInTheDocument();
  expect(within(rows[1]).getByText(LONG_ERROR)).toBeInTheDocument();
  expect(within(rows[1]).getByText('Gönderilmedi')).toBeInTheDocument();
  expect(within(rows[2]).getByText('SMS')).toBeInTheDocument();
  expect(within(rows[2]).getByText('İngilizce')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'ayse@example.com · Siparişiniz kargoya verildi: Tekrar gönder' })).toBeInTheDocument();
});

test('the state, the recipient and the pager send their variables', async () => {
  const user = userEvent.setup();
  await renderScreen(<MessageOutboxScreen />, {
    role: 'ADMIN',
    mocks: [
      messagesMock(vars(), [failed], 2),
      messagesMock(vars({ page: 2 }), [sms], 2),
      messagesMock(vars({ state: 'queued' }), [message({ id: 73, state: 'queued', lastError: null, attempts: 0, subject: 'Hoş geldiniz' })]),
      messagesMock(vars({ state: 'queued', recipient: 'ayse@example.com' }), []),
    ],
  });
  await screen.findByText('Siparişiniz kargoya verildi');
  await user.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
  expect(await screen.findByText('Doğrulama kodu')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Durum'), 'Kuyrukta');
  expect(await screen.findByText('Hoş geldiniz')).toBeInTheDocument();
  // A queued message is not offered for sending again.
  expect(screen.queryByRole('button', { name: /Tekrar gönder$/ })).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('Alıcı'), ' ayse@example.com ');
  await user.click(screen.getByRole('button', { name: 'Ara' }));
  expect(await screen.findByText('Bu ölçütlere uyan mesaj yok.')).toBeInTheDocument();
});

test('sending again says who gets it, sends the message id, shows the server’s result and reads the list again', async () => {
  const user = userEvent.setup();
  await renderScreen(<MessageOutboxScreen />, {
    role: 'SUPPORT',
    mocks: [
      messagesMock(vars(), [failed, sms]),
      { request: { query: BackofficeResendMessageDocument, variables: { messageId: 71 } }, result: { data: resent({ message: 'Mesaj yeniden kuyruğa alındı.', sent: message({ id: 90, state: 'queued', attempts: 0, lastError: null }) }) } },
      messagesMock(vars(), [sms]),
    ],
  });
  await user.click(await screen.findByRole('button', { name: 'ayse@example.com · Siparişiniz kargoya verildi: Tekrar gönder' }));
  expect(dialog().getByRole('heading', { name: 'Mesajı tekrar gönder: Siparişiniz kargoya verildi' })).toBeInTheDocument();
  expect(dialog().getByText(/yeniden kuyruğa alınır ve ayse@example.com alıcısına gönderilir/)).toBeInTheDocument();
  await user.click(dialog().getByRole('button', { name: 'Tekrar gönder' }));
  expect(await screen.findByText('Mesaj yeniden kuyruğa alındı.')).toHaveAttribute('role', 'status');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Siparişiniz kargoya verildi')).not.toBeInTheDocument());
});

test('a refusal is shown in the dialog', async () => {
  const user = userEvent.setup();
  await renderScreen(<MessageOutboxScreen />, {
    role: 'SUPPORT',
    mocks: [
      messagesMock(vars(), [failed]),
      { request: { query: BackofficeResendMessageDocument, variables: { messageId: 71 } }, result: { data: resent({ success: false, message: 'Mesaj bulunamadı.', errors: [{ field: 'messageId', code: 'staff.message.not_found', message: 'Mesaj bulunamadı.' }] }) } },
    ],
  });
  await user.click(await screen.findByRole('button', { name: /Tekrar gönder$/ }));
  await user.click(dialog().getByRole('button', { name: 'Tekrar gönder' }));
  expect(await dialog().findByRole('alert')).toHaveTextContent('Mesaj bulunamadı.');
});

test('a sent message may be sent again', async () => {
  const user = userEvent.setup();
  const sentOne = message({ id: 74, state: 'sent', lastError: null, sentOn: '2026-11-25T08:01:00.000Z' });
  await renderScreen(<MessageOutboxScreen />, { role: 'SUPPORT', mocks: [messagesMock(vars(), []), messagesMock(vars({ state: 'sent' }), [sentOne])] });
  await screen.findByText('Bu ölçütlere uyan mesaj yok.');
  await user.selectOptions(screen.getByLabelText('Durum'), 'Gönderildi');
  expect(await screen.findByRole('button', { name: /Tekrar gönder$/ })).toBeInTheDocument();
});

test('a role without messages.resend sees no resend button or actions column', async () => {
  await renderScreen(<MessageOutboxScreen />, { role: 'ORDERS', mocks: [messagesMock(vars(), [message({ state: 'dead' })])] });
  await screen.findByText('Siparişiniz kargoya verildi');
  expect(screen.queryByRole('button', { name: /Tekrar gönder$/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'İşlemler' })).not.toBeInTheDocument();
});
