import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegisterInput } from 'shared-contracts/graphql';
import { RegisterPage } from './RegisterPage';
import { LoginPage } from '../login/LoginPage';
import { renderAccount } from '../testing/render-account';
import { apiError, otpData, otpLoginMock } from '../testing/auth-fixtures';
import { agreementsMock, registerMock } from '../testing/register-fixtures';

const BASE_INPUT: RegisterInput = {
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  email: 'ayse@example.com',
  phone: '0(532) 123 45 67',
  dateOfBirthDay: null,
  dateOfBirthMonth: null,
  dateOfBirthYear: null,
  password: 'Sifre1234',
  agreements: { membership_agreement: true, marketing_permission: false },
  newsletter: false,
};

async function enter(label: string, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

async function fillForm() {
  await screen.findByLabelText('Ad');
  await enter('Ad', 'Ayşe');
  await enter('Soyad', 'Yılmaz');
  await enter('E-posta adresi', 'ayse@example.com');
  await enter('Telefon numarası', '5321234567');
  await enter('Şifre', 'Sifre1234');
}

const membershipBox = () => screen.getByRole('checkbox', { name: /Üyelik sözleşmesini okudum/ });
const marketingBox = () => screen.getByRole('checkbox', { name: /Ticari ileti izni/ });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Üye Ol' }));

describe('Registration', () => {
  test('agreements come from the REGISTER topics with their text shown; required ones must be ticked', async () => {
    const { eventsOfType } = await renderAccount(<RegisterPage />, { url: '/register', mocks: [agreementsMock()] });
    await fillForm();
    expect(screen.getByRole('region', { name: 'Üyelik Sözleşmesi' })).toHaveTextContent('Üyelik sözleşmesinin tam metni.');
    expect(membershipBox()).toHaveAttribute('aria-required', 'true');
    expect(marketingBox()).toHaveAttribute('aria-required', 'false');

    await submit();
    expect(await screen.findByText('Zorunlu sözleşmeleri onaylamanız gerekmektedir')).toBeInTheDocument();
    expect(eventsOfType('auth:logged-in')).toHaveLength(0);
  });

  test('newsletter is false unless every agreement is accepted; a token logs in and fires the registration event', async () => {
    const { eventsOfType } = await renderAccount(<RegisterPage />, {
      url: '/register?redirectUrl=%2Faccount',
      mocks: [agreementsMock(), registerMock(BASE_INPUT, { result: 'SUCCESSFUL', token: 'tok-reg' })],
    });
    await fillForm();
    await userEvent.click(membershipBox());
    await submit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/account$/));
    expect(eventsOfType('auth:logged-in')).toEqual([{ type: 'auth:logged-in', payload: { token: 'tok-reg', method: 'register' } }]);
    expect(eventsOfType('auth:registered')).toEqual([{ type: 'auth:registered', payload: { segmentId: 20414, customer: null } }]);
    expect(eventsOfType('ui:toast')[0]).toMatchObject({ payload: { kind: 'success', message: 'Üyeliğiniz oluşturuldu.' } });
  });

  test('a code result opens the 400px code overlay with scroll locked; wrong code stays, right code logs in', async () => {
    const allAccepted = { ...BASE_INPUT, agreements: { membership_agreement: true, marketing_permission: true }, newsletter: true };
    const { eventsOfType } = await renderAccount(<RegisterPage />, {
      url: '/register',
      mocks: [
        agreementsMock(),
        registerMock(allAccepted, { result: 'SUCCESSFULL_SEND_OTP_SMS', otpData: otpData({ verificationCodeCharacterLength: 4, continueWithPassword: false }) }),
        otpLoginMock({ verificationCode: '1111', externalId: 'ext-1', otpQueueId: 'queue-1' }, { status: 'Failed', errors: [apiError('Doğrulama kodu hatalı.')] }),
        otpLoginMock({ verificationCode: '2222', externalId: 'ext-1', otpQueueId: 'queue-1' }, { status: 'Success', token: 'tok-code' }),
      ],
    });
    await fillForm();
    await userEvent.click(membershipBox());
    await userEvent.click(marketingBox());
    await submit();

    const dialog = await screen.findByRole('dialog', { name: 'Üyelik doğrulama' });
    expect(dialog).toHaveStyle({ maxWidth: '400px' });
    expect(document.body.style.overflow).toBe('hidden');
    expect(within(dialog).getByText(/0\(532\) 123 45 67/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Şifre ile giriş yap' })).not.toBeInTheDocument();

    const boxes = within(dialog).getAllByRole('textbox');
    for (const b of boxes) await userEvent.type(b, '1');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Doğrulama kodu hatalı.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(eventsOfType('auth:registered')).toHaveLength(0);

    // The rejected code was cleared; the next one is typed from the first box.
    await waitFor(() => {
      for (const b of boxes) expect(b).toHaveValue('');
      expect(boxes[0]).toHaveFocus();
    });
    await userEvent.keyboard('2222');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body.style.overflow).toBe('');
    expect(eventsOfType('auth:logged-in')).toEqual([{ type: 'auth:logged-in', payload: { token: 'tok-code', method: 'register' } }]);
    expect(eventsOfType('auth:registered')).toEqual([{ type: 'auth:registered', payload: { segmentId: 20414, customer: null } }]);
  });

  test('the overlay offers password login when the code data allows it', async () => {
    await renderAccount(<RegisterPage />, {
      url: '/register',
      mocks: [agreementsMock(), registerMock(BASE_INPUT, { result: 'SUCCESSFUL_SEND_OTP_EMAIL', otpData: otpData({ continueWithPassword: true }) })],
    });
    await fillForm();
    await userEvent.click(membershipBox());
    await submit();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Şifre ile giriş yap' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Şifre ile giriş' })).toBeInTheDocument();
    expect(screen.getByText('ayse@example.com')).toBeInTheDocument();
  });

  test('SUCCESSFUL_LOGIN_PASSWORD switches to password login; other results show the error', async () => {
    await renderAccount(<RegisterPage />, {
      url: '/register',
      mocks: [
        agreementsMock(),
        registerMock(BASE_INPUT, { result: 'FAILED', errors: [apiError('Bu e-posta adresiyle kayıtlı bir hesap var.', 'ui.auth.email_taken')] }),
        registerMock(BASE_INPUT, { result: 'SUCCESSFUL_LOGIN_PASSWORD' }),
      ],
    });
    await fillForm();
    await userEvent.click(membershipBox());
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu e-posta adresiyle kayıtlı bir hesap var.');
    await submit();
    expect(await screen.findByRole('heading', { name: 'Şifre ile giriş' })).toBeInTheDocument();
    expect(screen.getByText(/Şifrenizle giriş yapabilirsiniz/)).toBeInTheDocument();
  });

  test('the phone typed key by key in any common form ends as 0(5XX) XXX XX XX', async () => {
    await renderAccount(<RegisterPage />, { url: '/register', mocks: [agreementsMock()] });
    const phone = await screen.findByLabelText('Telefon numarası');
    for (const typed of ['+90 532 123 45 67', '0 532 123 45 67', '532-123-45-67']) {
      await userEvent.clear(phone);
      await userEvent.type(phone, typed);
      expect(phone).toHaveValue('0(532) 123 45 67');
    }
  });

  test('the Register tab of the login page shows the same form', async () => {
    await renderAccount(<LoginPage />, { url: '/login', mocks: [agreementsMock()] });
    await userEvent.click(screen.getByRole('tab', { name: 'Üye Ol' }));
    expect(await screen.findByRole('checkbox', { name: /Üyelik sözleşmesini okudum/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Üye Ol' })).toHaveAttribute('aria-selected', 'true');
  });

  test('registration password rule and optional birth date years', async () => {
    await renderAccount(<RegisterPage />, { url: '/register', mocks: [agreementsMock()] });
    await screen.findByLabelText('Şifre');
    await enter('E-posta adresi', 'ayse@example.com');
    await enter('Şifre', 'sadecekucuk');
    await submit();
    expect(await screen.findByText(/yalnızca harf ve rakam içermeli/)).toBeInTheDocument();
    const years = within(screen.getByRole('combobox', { name: 'Yıl' })).getAllByRole('option').map((o) => o.textContent);
    const now = new Date().getFullYear();
    expect(years[1]).toBe(String(now - 10));
    expect(years[years.length - 1]).toBe(String(now - 100));
  });
});
