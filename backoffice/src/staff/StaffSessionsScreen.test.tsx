import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { type StaffSessionPartsFragment } from 'shared-contracts/admin';
import { BackofficeRevokeStaffSessionDocument, BackofficeStaffSessionsDocument } from 'shared-contracts/admin/documents/staff';
import { renderScreen } from '../testing/render-screen';
import { sessionOf } from './staff-fixtures';
import StaffArea from './StaffArea';

const sessionsMock = (staffId: number | null, sessions: StaffSessionPartsFragment[]): MockLink.MockedResponse => ({
  request: { query: BackofficeStaffSessionsDocument, variables: { staffId } },
  result: { data: { staffSessions: sessions } },
});

const revokeMock = (sessionId: string, answer: object): MockLink.MockedResponse => ({
  request: { query: BackofficeRevokeStaffSessionDocument, variables: { sessionId } },
  result: { data: { revokeStaffSession: { __typename: 'ActionResult', errors: [], ...answer } } },
});

const mine = sessionOf({ id: 'sess-admin', staffId: 7, staffEmail: 'admin@isiltitaki.test', current: true, ip: '10.0.0.7' });
const ayse = sessionOf();
const closed = sessionOf({ id: 'sess-ayse-0', revokedOn: '2026-11-25T10:00:00.000Z', createdOn: '2026-11-25T06:00:00.000Z' });
const pending = sessionOf({ id: 'sess-ayse-p', stage: 'PASSWORD', expiresOn: '2020-01-01T00:00:00.000Z' });

const renderSessions = (mocks: MockLink.MockedResponse[], at = '/staff/sessions') => renderScreen(<StaffArea />, { mocks, role: 'ADMIN', at, path: '/staff/*' });

test('lists every session, marks the current one and offers to close the others that are open', async () => {
  await renderSessions([sessionsMock(null, [mine, ayse, closed, pending])]);
  expect(screen.getByRole('heading', { level: 1, name: 'Oturumlar' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Personel oturumları, en yenisi önce' });
  const current = within(table).getByRole('row', { name: /admin@isiltitaki\.test/ });
  expect(current).toHaveTextContent('(bu oturum)');
  expect(within(current).queryByRole('button', { name: 'Oturumu kapat' })).not.toBeInTheDocument();
  const open = within(table).getByRole('row', { name: /10\.0\.0\.8.*Oturumu kapat/ });
  expect(open).toHaveTextContent('Giriş yapıldı');
  expect(open).toHaveTextContent('Açık');
  const revoked = within(table).getByRole('row', { name: /Kapatıldı/ });
  expect(within(revoked).queryByRole('button', { name: 'Oturumu kapat' })).not.toBeInTheDocument();
  const expired = within(table).getByRole('row', { name: /Şifre doğru, kod bekleniyor/ });
  expect(expired).toHaveTextContent('Süresi doldu');
  expect(within(expired).queryByRole('button', { name: 'Oturumu kapat' })).not.toBeInTheDocument();
  expect(within(table).getAllByRole('button', { name: 'Oturumu kapat' })).toHaveLength(1);
});

test('a session is closed through its confirmation, and the list is read again', async () => {
  const user = userEvent.setup();
  await renderSessions([
    sessionsMock(null, [mine, ayse]),
    revokeMock('sess-ayse-1', { success: true, message: 'Oturum kapatıldı.' }),
    sessionsMock(null, [mine, { ...ayse, revokedOn: '2026-11-26T09:00:00.000Z' }]),
  ]);
  await user.click(await screen.findByRole('button', { name: 'Oturumu kapat' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Oturum kapatılsın mı?' });
  expect(dialog).toHaveTextContent('ayse@isiltitaki.test kişisinin');
  expect(dialog).toHaveTextContent('Kişi bir sonraki isteğinde oturumdan çıkarılır ve yeniden giriş yapması gerekir.');
  await user.click(within(dialog).getByRole('button', { name: 'Evet, oturumu kapat' }));
  expect(await screen.findByText('Oturum kapatıldı.')).toBeInTheDocument();
  expect(await screen.findByRole('row', { name: /ayse@isiltitaki\.test.*Kapatıldı/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Oturumu kapat' })).not.toBeInTheDocument();
});

test('one member’s sessions, from their row', async () => {
  await renderSessions([sessionsMock(8, [ayse])], '/staff/sessions?staffId=8');
  expect(await screen.findByText('Yalnızca ayse@isiltitaki.test kişisinin oturumları gösteriliyor.')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Bütün oturumlar' })[0]).toHaveAttribute('href', '/staff/sessions');
});

test('a refused close shows the server’s reason', async () => {
  const user = userEvent.setup();
  const message = 'Oturum bulunamadı.';
  await renderSessions([sessionsMock(null, [ayse]), revokeMock('sess-ayse-1', { success: false, message, errors: [{ __typename: 'FieldError', field: 'sessionId', code: 'staff.session.not_found', message }] })]);
  await user.click(await screen.findByRole('button', { name: 'Oturumu kapat' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Evet, oturumu kapat' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
});
