import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountPasswordRecoveryConfirmDocument, AccountPasswordRecoveryDocument } from 'shared-contracts/graphql';
import { PasswordRecoveryConfirmPage } from './PasswordRecoveryConfirmPage';
import { PasswordRecoveryPage } from './PasswordRecoveryPage';
import { renderAccount } from '../testing/render-account';
import { apiError } from '../testing/auth-fixtures';

function resultText(result: boolean, text: string, errors: ReturnType<typeof apiError>[] = []) {
  return { __typename: 'ResultText', result, resultText: text, errors };
}

describe('PasswordRecoveryPage', () => {
  test('sends the e-mail and shows the result as an info message', async () => {
    await renderAccount(<PasswordRecoveryPage />, {
      url: '/passwordrecovery',
      mocks: [
        {
          request: { query: AccountPasswordRecoveryDocument, variables: { email: 'ayse@example.com' } },
          result: { data: { passwordRecovery: resultText(true, 'Şifre sıfırlama bağlantısı e-posta adresinize gönderildi.') } },
        },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Şifremi Unuttum' })).toBeInTheDocument();
    expect(screen.getByText(/bir bağlantı gönderelim/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-posta adresi'), 'ayse@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Şifre sıfırlama bağlantısı e-posta adresinize gönderildi.');
  });

  test('a failed request shows the unexpected-error message', async () => {
    await renderAccount(<PasswordRecoveryPage />, {
      url: '/passwordrecovery',
      mocks: [{ request: { query: AccountPasswordRecoveryDocument, variables: { email: 'ayse@example.com' } }, error: new Error('network') }],
    });
    await userEvent.type(screen.getByLabelText('E-posta adresi'), 'ayse@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Beklenmeyen bir hata oluştu. Lütfen tekrar deneyiniz.');
  });

  test('an invalid e-mail is refused before sending', async () => {
    await renderAccount(<PasswordRecoveryPage />, { url: '/passwordrecovery' });
    await userEvent.type(screen.getByLabelText('E-posta adresi'), 'ayse');
    await userEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Geçerli bir e-posta adresi giriniz');
  });
});

describe('PasswordRecoveryConfirmPage', () => {
  test.each([['/passwordrecovery/confirm'], ['/passwordrecovery/confirm?token=abc'], ['/passwordrecovery/confirm?gid=g-1']])(
    'without token or gid (%s): title, a message for the shopper and the ways on, no form',
    async (url) => {
      await renderAccount(<PasswordRecoveryConfirmPage />, { url });
      expect(screen.getByRole('heading', { name: 'Şifre Yenileme' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Bu şifre yenileme bağlantısı eksik ya da bozuk.');
      expect(screen.getByRole('alert')).not.toHaveTextContent(/token|gid|parametre/);
      expect(screen.getByRole('link', { name: 'Yeni bağlantı iste' })).toHaveAttribute('href', '/passwordrecovery');
      expect(screen.getByRole('link', { name: 'Giriş yap' })).toHaveAttribute('href', '/login');
      expect(screen.queryByLabelText('Yeni şifre')).not.toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    },
  );

  test('empty and mismatching passwords each have their message', async () => {
    await renderAccount(<PasswordRecoveryConfirmPage />, { url: '/passwordrecovery/confirm?token=abc&gid=g-1' });
    await userEvent.click(screen.getByRole('button', { name: 'Şifremi Yenile' }));
    expect(await screen.findByText('Lütfen yeni şifrenizi giriniz')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Yeni şifre'), 'Yeni12345');
    await userEvent.type(screen.getByLabelText('Yeni şifre (tekrar)'), 'Yeni12346');
    await userEvent.click(screen.getByRole('button', { name: 'Şifremi Yenile' }));
    expect(await screen.findByText('Şifreler eşleşmiyor')).toBeInTheDocument();
  });

  test('server error shows its first message; success offers the login link', async () => {
    await renderAccount(<PasswordRecoveryConfirmPage />, {
      url: '/passwordrecovery/confirm?token=abc&gid=g-1',
      mocks: [
        {
          request: { query: AccountPasswordRecoveryConfirmDocument, variables: { password: 'Yeni12345', token: 'abc', gid: 'g-1' } },
          result: { data: { passwordRecoveryConfirm: resultText(false, '', [apiError('Şifre sıfırlama bağlantısı geçersiz ya da süresi dolmuş.', 'ui.password.reset_invalid_token')]) } },
        },
        {
          request: { query: AccountPasswordRecoveryConfirmDocument, variables: { password: 'Yeni12345', token: 'abc', gid: 'g-1' } },
          result: { data: { passwordRecoveryConfirm: resultText(true, '') } },
        },
      ],
    });
    await userEvent.type(screen.getByLabelText('Yeni şifre'), 'Yeni12345');
    await userEvent.type(screen.getByLabelText('Yeni şifre (tekrar)'), 'Yeni12345');
    await userEvent.click(screen.getByRole('button', { name: 'Şifremi Yenile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Şifre sıfırlama bağlantısı geçersiz ya da süresi dolmuş.');
    await userEvent.click(screen.getByRole('button', { name: 'Şifremi Yenile' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Şifreniz yenilendi.');
    expect(screen.getByRole('link', { name: 'Giriş yap' })).toHaveAttribute('href', '/login');
  });

  test('without a server message the generic reset error is shown', async () => {
    await renderAccount(<PasswordRecoveryConfirmPage />, {
      url: '/passwordrecovery/confirm?token=abc&gid=g-1',
      mocks: [
        {
          request: { query: AccountPasswordRecoveryConfirmDocument, variables: { password: 'Yeni12345', token: 'abc', gid: 'g-1' } },
          result: { data: { passwordRecoveryConfirm: resultText(false, '') } },
        },
      ],
    });
    await userEvent.type(screen.getByLabelText('Yeni şifre'), 'Yeni12345');
    await userEvent.type(screen.getByLabelText('Yeni şifre (tekrar)'), 'Yeni12345');
    await userEvent.click(screen.getByRole('button', { name: 'Şifremi Yenile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Şifre sıfırlanamadı.');
  });
});
