import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { type AuditFilter } from 'shared-contracts/admin';
import { BackofficeAuditLogDocument, BackofficeStaffMembersDocument } from 'shared-contracts/admin/documents/staff';
import { renderScreen } from '../testing/render-screen';
import AuditArea from './AuditArea';
import type { AuditEntryView } from './AuditLogTable';
import { membersOf } from './staff-fixtures';

const entryOf = (over: Partial<AuditEntryView> = {}): AuditEntryView => ({
  __typename: 'AuditEntry',
  id: 3001,
  staffId: 8,
  staffEmail: 'ayse@isiltitaki.test',
  action: 'order.approve',
  targetType: 'order',
  targetId: '900',
  before: { status: 'PENDING' },
  after: { status: 'PROCESSING', note: 'Stok kontrol edildi' },
  ip: '10.0.0.8',
  requestId: 'req-5f2a',
  createdOn: '2026-11-26T08:15:00.000Z',
  ...over,
});

const auditMock = (filter: AuditFilter, page: number, items: AuditEntryView[], totalPages = 3): MockLink.MockedResponse => ({
  request: { query: BackofficeAuditLogDocument, variables: { filter, page, pageSize: 50 } },
  result: { data: { auditLog: { __typename: 'AuditPage', items, pageInfo: { __typename: 'PageInfo', page, pageSize: 50, totalCount: 120, totalPages } } } },
});
const membersMock: MockLink.MockedResponse = { request: { query: BackofficeStaffMembersDocument }, result: { data: { staffMembers: membersOf() } } };

const renderAudit = (mocks: MockLink.MockedResponse[], at = '/audit') => renderScreen(<AuditArea />, { mocks: [membersMock, ...mocks], role: 'ADMIN', at, path: '/audit/*' });

test('lists the entries, newest first, with the change as pretty JSON', async () => {
  await renderAudit([auditMock({}, 1, [entryOf()])]);
  expect(screen.getByRole('heading', { level: 1, name: 'İşlem kaydı' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'İşlem kayıtları, en yenisi önce' });
  const row = within(table).getByRole('row', { name: /order\.approve/ });
  expect(row).toHaveTextContent('ayse@isiltitaki.test');
  expect(row).toHaveTextContent('900');
  expect(row).toHaveTextContent('req-5f2a');
  expect(within(row).getByText('Önce / sonra')).toBeInTheDocument();
  expect(within(row).getByText(/"status": "PROCESSING",\s+"note": "Stok kontrol edildi"/)).toBeInTheDocument();
});

test('filters go into the address and the request; the pages keep them', async () => {
  const user = userEvent.setup();
  const filter = { staffId: 8, action: 'order.approve', targetType: 'order', from: '2026-11-01T00:00:00.000+03:00', to: '2026-11-26T23:59:59.999+03:00' };
  await renderAudit([auditMock({}, 1, [entryOf({ id: 1, action: 'feed.start' })]), auditMock(filter, 1, [entryOf()]), auditMock(filter, 2, [entryOf({ id: 3002, targetId: '901' })])]);
  expect(await screen.findByRole('row', { name: /feed\.start/ })).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Personel'), await screen.findByRole('option', { name: 'Ayşe Kaya (ayse@isiltitaki.test)' }));
  await user.type(screen.getByLabelText('İşlem'), 'order.approve');
  await user.type(screen.getByLabelText('Hedef türü'), 'order');
  await user.type(screen.getByLabelText('Başlangıç tarihi'), '2026-11-01');
  await user.type(screen.getByLabelText('Bitiş tarihi'), '2026-11-26');
  await user.click(screen.getByRole('button', { name: 'Süz' }));
  expect(await screen.findByRole('row', { name: /order\.approve/ })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
  expect(await screen.findByRole('row', { name: /901/ })).toBeInTheDocument();
  expect(screen.getByLabelText('İşlem')).toHaveValue('order.approve');
});

test('filters in the address apply at once, and “Temizle” drops them', async () => {
  const user = userEvent.setup();
  await renderAudit([auditMock({ targetType: 'feed_run', targetId: '12' }, 1, [entryOf({ action: 'feed.apply' })]), auditMock({}, 1, [entryOf({ id: 9, action: 'staff.create' })])], '/audit?targetType=feed_run&targetId=12');
  expect(await screen.findByRole('row', { name: /feed\.apply/ })).toBeInTheDocument();
  expect(screen.getByLabelText('Hedef türü')).toHaveValue('feed_run');
  await user.click(screen.getByRole('button', { name: 'Temizle' }));
  expect(await screen.findByRole('row', { name: /staff\.create/ })).toBeInTheDocument();
  expect(screen.getByLabelText('Hedef türü')).toHaveValue('');
});

test('an end date before the start date is refused in place', async () => {
  const user = userEvent.setup();
  await renderAudit([auditMock({}, 1, [])]);
  expect(await screen.findByText('Bu süzgeçlere uyan kayıt yok.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Başlangıç tarihi'), '2026-11-20');
  await user.type(screen.getByLabelText('Bitiş tarihi'), '2026-11-01');
  await user.click(screen.getByRole('button', { name: 'Süz' }));
  expect(await screen.findByText('Bitiş tarihi başlangıç tarihinden önce olamaz.')).toBeInTheDocument();
});
