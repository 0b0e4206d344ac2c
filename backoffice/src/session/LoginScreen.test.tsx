import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { MemoryRouter, Route, Routes } from 'react-router';
import { type StaffLoginResultPartsFragment } from 'shared-contracts/admin';
import { BackofficeConfirmEnrolmentDocument, BackofficeLoginDocument, BackofficeMeDocument, BackofficeVerifyTotpDocument } from 'shared-contracts/admin/documents/identity';
import { BackofficeIntl } from '../app/BackofficeIntl';
import { staffOfRole } from '../testing/render-screen';
import { StaffSessionProvider } from './staff-session';
import { LoginScreen } from './LoginScreen';

const member = staffOfRole('ORDERS');
const result = (over: Partial<StaffLoginResultPartsFragment>): StaffLoginResultPartsFragment => ({
  __typename: 'StaffLoginResult',
  success: true,
  step: null,
  message: null,
  errors: [],
  enrolment: null,
  staff: null,
  ...over,
});
const meMock = (me: typeof member | null): MockLink.MockedResponse => ({ request: { query: BackofficeMeDocument }, result: { data: { me } } });

async function renderLogin(mocks: MockLink.MockedResponse[], at = '/login?next=%2Forders%2F12') {
  await act(async () => {
    render(
      <BackofficeIntl language="tr">
        <MockedProvider mocks={mocks}>
          <MemoryRouter initialEntries={[at]}>
            <StaffSessionProvider>
              <Routes>
                <Route path="/login" element={<LoginScreen />} />
                <Route path="/orders/:id" element={<h1>Sipariş sayfası</h1>} />
              </Routes>
            </StaffSessionProvider>
          </MemoryRouter>
        </MockedProvider>
      </BackofficeIntl>,
    );
  });
}

test('password, then the authenticator code, then back to the page the staff member was on', async () => {
  const user = userEvent.setup();
  await renderLogin([
    meMock(null),
    { request: { query: BackofficeLoginDocument, variables: { email: 'siparis@isiltitaki.test', password: 'Personel-Demo-2024' } }, result: { data: { staffLogin: result({ step: 'TOTP' }) } } },
    { request: { query: BackofficeVerifyTotpDocument, variables: { code: '123456' } }, result: { data: { verifyStaffTotp: result({ step: 'DONE', staff: member }) } } },
    meMock(member),
  ]);
  await user.type(await screen.findByLabelText('E-posta'), 'siparis@isiltitaki.test');
  await user.type(screen.getByLabelText('Şifre'), 'Personel-Demo-2024');
  await user.click(screen.getByRole('button', { name: 'Giriş yap' }));
  await user.type(await screen.findByLabelText('Doğrulama kodu'), '123456');
  await user.click(screen.getByRole('button', { name: 'Doğrula' }));
  expect(await screen.findByRole('heading', { name: 'Sipariş sayfası' })).toBeInTheDocument();
});

test('a wrong password shows the server’s translated refusal and stays on the form', async () => {
  const user = userEvent.setup();
  await renderLogin([
    meMock(null),
    {
      request: { query: BackofficeLoginDocument, variables: { email: 'siparis@isiltitaki.test', password: 'yanlış' } },
      result: { data: { staffLogin: result({ success: false, message: 'E-posta veya şifre hatalı.', errors: [{ __typename: 'FieldError', field: null, code: 'staff.login_failed', message: 'E-posta veya şifre hatalı.' }] }) } },
    },
  ]);
  await user.type(await screen.findByLabelText('E-posta'), 'siparis@isiltitaki.test');
  await user.type(screen.getByLabelText('Şifre'), 'yanlış');
  await user.click(screen.getByRole('button', { name: 'Giriş yap' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('E-posta veya şifre hatalı.');
  expect(screen.getByLabelText('E-posta')).toHaveValue('siparis@isiltitaki.test');
});

test('a member without an authenticator scans the QR code and confirms with a code', async () => {
  const user = userEvent.setup();
  const enrolment = { __typename: 'TotpEnrolment' as const, secret: 'KPOHGRSADLA4QUDN', otpauthUrl: 'otpauth://totp/x', qrCodeDataUrl: 'data:image/png;base64,AAAA' };
  await renderLogin([
    meMock(null),
    { request: { query: BackofficeLoginDocument, variables: { email: 'yeni@isiltitaki.test', password: 'Gizli-Sifre-2024' } }, result: { data: { staffLogin: result({ step: 'ENROL', enrolment }) } } },
    { request: { query: BackofficeConfirmEnrolmentDocument, variables: { code: '654321' } }, result: { data: { confirmStaffTotpEnrolment: result({ step: 'DONE', staff: member }) } } },
    meMock(member),
  ]);
  await user.type(await screen.findByLabelText('E-posta'), 'yeni@isiltitaki.test');
  await user.type(screen.getByLabelText('Şifre'), 'Gizli-Sifre-2024');
  await user.click(screen.getByRole('button', { name: 'Giriş yap' }));
  expect(await screen.findByRole('img', { name: 'Doğrulama uygulaması için QR kodu' })).toHaveAttribute('src', enrolment.qrCodeDataUrl);
  expect(screen.getByText(enrolment.secret)).toBeInTheDocument();
  await user.type(screen.getByLabelText('Doğrulama kodu'), '654321');
  await user.click(screen.getByRole('button', { name: 'Doğrula' }));
  expect(await screen.findByRole('heading', { name: 'Sipariş sayfası' })).toBeInTheDocument();
});

test('a code that is not six digits is refused in place before any call', async () => {
  const user = userEvent.setup();
  await renderLogin([meMock(null), { request: { query: BackofficeLoginDocument, variables: { email: 'a@b.co', password: 'x' } }, result: { data: { staffLogin: result({ step: 'TOTP' }) } } }]);
  await user.type(await screen.findByLabelText('E-posta'), 'a@b.co');
  await user.type(screen.getByLabelText('Şifre'), 'x');
  await user.click(screen.getByRole('button', { name: 'Giriş yap' }));
  await user.type(await screen.findByLabelText('Doğrulama kodu'), '12ab');
  await user.click(screen.getByRole('button', { name: 'Doğrula' }));
  expect(await screen.findByText('Kod 6 haneli bir sayı olmalı.')).toBeInTheDocument();
});
