import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage } from './LoginPage';
import { renderAccount } from '../testing/render-account';
import { apiError, loginCheckMock, otpData, otpLoginMock, passwordLoginMock } from '../testing/auth-fixtures';

const PHONE = '0(532) 123 45 67';

async function choose(method: 'Telefon' | 'E-posta') {
  await userEvent.click(screen.getByRole('radio', { name: method }));
}

async function fillDigits(code: string) {
  const user = userEvent.setup();
  for (let i = 0; i < code.length; i += 1) {
    await user.type(screen.getByRole('textbox', { name: `Doğrulama kodunun ${i + 1}. hanesi` }), code[i]);
  }
}

describe('LoginPage', () => {
  test('shows Login and Register tabs and formats the phone while typing', async () => {
    await renderAccount(<LoginPage />, { url: '/login' });
    expect(screen.getByRole('tab', { name: 'Giriş Yap' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Üye Ol' })).toHaveAttribute('aria-selected', 'false');
    const phone = screen.getByLabelText('Telefon numarası');
    await userEvent.type(phone, '0532 123 4567');
    expect(phone).toHaveValue(PHONE);
    await userEvent.clear(phone);
    await userEvent.click(phone);
    await userEvent.paste('+90 532 123 4567');
    expect(phone).toHaveValue(PHONE);
  });

  test.each([
    ['+90 532 111 22 33'],
    ['905321112233'],
    ['0532-111-22-33'],
    ['(532) 111 22 33'],
  ])('the phone typed key by key as %s ends as 0(532) 111 22 33', async (typed) => {
    await renderAccount(<LoginPage />, { url: '/login' });
    const phone = screen.getByLabelText('Telefon numarası');
    await userEvent.type(phone, typed);
    expect(phone).toHaveValue('0(532) 111 22 33');
    expect((phone as HTMLInputElement).selectionStart).toBe('0(532) 111 22 33'.length);
  });

  test('a digit typed in the middle of the phone keeps the caret after it', async () => {
    await renderAccount(<LoginPage />, { url: '/login' });
    const phone = screen.getByLabelText('Telefon numarası') as HTMLInputElement;
    await userEvent.type(phone, '532111223');
    expect(phone).toHaveValue('0(532) 111 22 3');
    await userEvent.type(phone, '9', { initialSelectionStart: 9, initialSelectionEnd: 9 });
    expect(phone).toHaveValue('0(532) 119 12 23');
    expect(phone.selectionStart).toBe('0(532) 119'.length);
  });

  test('forgot-password link only on the e-mail option', async () => {
    await renderAccount(<LoginPage />, { url: '/login' });
    expect(screen.queryByRole('link', { name: 'Şifremi unuttum' })).not.toBeInTheDocument();
    await choose('E-posta');
    expect(screen.getByRole('link', { name: 'Şifremi unuttum' })).toHaveAttribute('href', '/passwordrecovery');
    await choose('Telefon');
    expect(screen.queryByRole('link', { name: 'Şifremi unuttum' })).not.toBeInTheDocument();
  });

  test('an invalid identifier is rejected before any request', async () => {
    await renderAccount(<LoginPage />, { url: '/login' });
    await choose('E-posta');
    await userEvent.type(screen.getByLabelText('E-posta adresi'), 'ayse@');
    await userEvent.click(screen.getByRole('button', { name: 'Devam Et' }));
    expect(await screen.findByText('Geçerli bir e-posta adresi giriniz')).toBeInTheDocument();
  });

  test('SUCCESSFUL_SEND_OTP_SMS leads to the phone code step with one box per digit', async () => {
    await renderAccount(<LoginPage />, {
      url: '/login',
      mocks: [loginCheckMock('PHONE', PHONE, { result: 'SUCCESSFUL_SEND_OTP_SMS', otpData: otpData({ verificationCodeCharacterLength: 4 }) })],
    });
    await userEvent.type(screen.getByLabelText('Telefon numarası'), '5321234567');
    await userEvent.click(screen.getByRole('button', { name: 'Devam Et' }));
    expect(await screen.findByRole('heading', { name: 'Telefonunuza gönderilen kodu giriniz' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Doğrulama kodu' })).getAllByRole('textbox')).toHaveLength(4);
  });

  test('SUCCESSFULL_SEND_OTP_EMAIL (double L) leads to the e-mail code step', async () => {
    await renderAccount(<LoginPage />, {
      url: '/login',
      mocks: [loginCheckMock('EMAIL', 'ayse@example.com', { result: 'SUCCESSFULL_SEND_OTP_EMAIL', otpData: otpData() })],
    });
    await choose('E-posta');
    await userEvent.type(screen.getByLabelText('E-posta adresi'), 'ayse@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Devam Et' }));
    expect(await screen.findByRole('heading', { name: 'E-posta adresinize gönderilen kodu giriniz' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /Doğrulama kodunun/ })).toHaveLength(6);
  });

  test('password step: WrongPassword, then a token logs in and returns to redirectUrl', async () => {
    const { eventsOfType } = await renderAccount(<LoginPage />, {
      url: '/login?redirectUrl=%2Faccount%2Forders',
      mocks: [
        loginCheckMock('EMAIL', 'ayse@example.com', { result: 'SUCCESSFULL_LOGIN_PASSWORD' }),
        passwordLoginMock({ type: 'EMAIL', email: 'ayse@example.com', phone: null, password: 'yanlis123' }, { status: 'WrongPassword' }),
        passwordLoginMock({ type: 'EMAIL', email: 'ayse@example.com', phone: null, password: 'Dogru1234' }, { status: 'Success', token: 'tok-1' }),
      ],
    });
    await choose('E-posta');
    await userEvent.type(screen.getByLabelText('E-posta adresi'), 'ayse@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Devam Et' }));
    const password = await screen.findByLabelText('Şifre');
    expect(screen.getByText('En az 8 karakter olmalıdır.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Şifremi unuttum' })).toBeInTheDocument();

    await userEvent.type(password, 'yanlis123');
    await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Yanlış Şifre');
    expect(eventsOfType('auth:logged-in')).toHaveLength(0);

    await userEvent.clear(password);
    await userEvent.type(password, 'Dogru1234');
    await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/account\/orders$/));
    expect(eventsOfType('auth:logged-in')).toEqual([{ type: 'auth:logged-in', payload: { token: 'tok-1', method: 'password' } }]);
    expect(eventsOfType('ui:toast')).toEqual([{ type: 'ui:toast', payload: { kind: 'success', message: 'Giriş Başarılı' } }]);
  });

  test('password failure shows the first server error before anything else', async () => {
    await renderAccount(<LoginPage />, {
      url: '/login',
      mocks: [
        loginCheckMock('PHONE', PHONE, { result: 'SUCCESSFUL_LOGIN_PASSWORD' }),
        passwordLoginMock({ type: 'PHONE', email: null, phone: PHONE, password: 'abcdefgh' }, { status: 'WrongPassword', errors: [apiError('Hesap kilitlendi')] }),
      ],
    });
    await userEvent.type(screen.getByLabelText('Telefon numarası'), '5321234567');
    await userEvent.click(screen.getByRole('button', { name: 'Devam Et' }));
    await userEvent.type(await screen.findByLabelText('Şifre'), 'abcdefgh');
    await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hesap kilitlendi');
  });

  test('a status with neither token nor known failure says "Bir hata oluştu"', async () => {
    await renderAccount(<LoginPage />, {
      url: '/login',
      mocks: [
        loginCheckMock('PHONE', PHONE, { result: 'SUCCESSFUL_LOGIN_PASSWORD' }),
        passwordLoginMock({ type: 'PHONE', email: null, phone: PHONE, password: 'abcdefgh' }, { status: 'Failed' }),
      ],
    });
    await userEvent.type(screen.getByLabelText('Telefon numarası'), '5321234567');
    await userEvent.click(screen.getByRole('button', { name: 'Devam Et' }));
    await userEvent.type(await screen.findByLabelText('Şifre'), 'abcdefgh');
    await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bir hata oluştu');
  });

  test('an unknown check result shows the error text, else the generic login error', async () => {
    await renderAccount(<LoginPage />, {
      url: '/login',
      mocks: [
        loginCheckMock('PHONE', PHONE, { result: 'ACCOUNT_NOT_FOUND', errors: [apiError('Bu bilgilerle kayıtlı bir hesap bulunamadı.')] }),
        loginCheckMock('PHONE', PHONE, { result: 'UNKNOWN' }),
      ],
    });
    await userEvent.type(screen.getByLabelText('Telefon numarası'), '5321234567');
    await userEvent.click(screen.getByRole('button', { name: 'Devam Et' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu bilgilerle kayıtlı bir hesap bulunamadı.');
    await userEvent.click(screen.getByRole('button', { name: 'Devam Et' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Giriş yapılamadı. Bilgilerinizi kontrol ediniz.'));
  });

  test('a full code auto-submits; the token logs in and an unsafe redirectUrl goes home', async () => {
    const { eventsOfType } = await renderAccount(<LoginPage />, {
      url: '/login?redirectUrl=%2F%2Fevil.example.com',
      mocks: [
        loginCheckMock('PHONE', PHONE, { result: 'SUCCESSFUL_SEND_OTP_SMS', otpData: otpData() }),
        otpLoginMock({ verificationCode: '123456', externalId: 'ext-1', otpQueueId: 'queue-1' }, { status: 'Success', token: 'tok-otp' }),
      ],
    });
    await userEvent.type(screen.getByLabelText('Telefon numarası'), '5321234567');
    await userEvent.click(screen.getByRole('button', { name: 'Devam Et' }));
    await screen.findByRole('group', { name: 'Doğrulama kodu' });
    await fillDigits('123456');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(eventsOfType('auth:logged-in')).toEqual([{ type: 'auth:logged-in', payload: { token: 'tok-otp', method: 'otp' } }]);
  });

  test('a wrong code shows the first error and stays on the code step', async () => {
    await renderAccount(<LoginPage />, {
      url: '/login',
      mocks: [
        loginCheckMock('PHONE', PHONE, { result: 'SUCCESSFUL_SEND_OTP_SMS', otpData: otpData({ verificationCodeCharacterLength: 4 }) }),
        otpLoginMock({ verificationCode: '9999', externalId: 'ext-1', otpQueueId: 'queue-1' }, { status: 'Failed', errors: [apiError('Doğrulama kodu hatalı.', 'ui.auth.code_invalid')] }),
      ],
    });
    await userEvent.type(screen.getByLabelText('Telefon numarası'), '5321234567');
    await userEvent.click(screen.getByRole('button', { name: 'Devam Et' }));
    await screen.findByRole('group', { name: 'Doğrulama kodu' });
    await fillDigits('9999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Doğrulama kodu hatalı.');
    expect(screen.getByRole('group', { name: 'Doğrulama kodu' })).toBeInTheDocument();
  });

  test('the code step can switch to password login and close back to the login step', async () => {
    await renderAccount(<LoginPage />, {
      url: '/login',
      mocks: [
        loginCheckMock('PHONE', PHONE, { result: 'SUCCESSFUL_SEND_OTP_SMS', otpData: otpData() }),
        loginCheckMock('PHONE', PHONE, { result: 'SUCCESSFUL_SEND_OTP_SMS', otpData: otpData() }),
      ],
    });
    await userEvent.type(screen.getByLabelText('Telefon numarası'), '5321234567');
    await userEvent.click(screen.getByRole('button', { name: 'Devam Et' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Şifre ile giriş yap' }));
    expect(screen.getByRole('heading', { name: 'Şifre ile giriş' })).toBeInTheDocument();
    expect(screen.getByText(PHONE)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Değiştir' }));
    expect(screen.getByLabelText('Telefon numarası')).toHaveValue(PHONE);
    await userEvent.click(screen.getByRole('button', { name: 'Devam Et' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Kapat' }));
    expect(screen.getByRole('button', { name: 'Devam Et' })).toBeInTheDocument();
  });

  test('English pages return to the /en form of the redirect', async () => {
    const { eventsOfType } = await renderAccount(<LoginPage />, {
      url: '/en/login?redirectUrl=%2Fcart',
      language: 'en',
      mocks: [
        loginCheckMock('EMAIL', 'ayse@example.com', { result: 'SUCCESSFUL_LOGIN_PASSWORD' }),
        passwordLoginMock({ type: 'EMAIL', email: 'ayse@example.com', phone: null, password: 'Dogru1234' }, { status: 'Success', token: 'tok-en' }),
      ],
    });
    await userEvent.click(screen.getByRole('radio', { name: 'E-mail' }));
    await userEvent.type(screen.getByLabelText('E-mail address'), 'ayse@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(await screen.findByLabelText('Password'), 'Dogru1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/cart$/));
    expect(eventsOfType('ui:toast')[0]).toMatchObject({ payload: { kind: 'success' } });
  });
});
