import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountChangePasswordDocument } from 'shared-contracts/graphql';
import { ChangePasswordPage } from './ChangePasswordPage';
import { renderAccount } from '../testing/render-account';
import { apiError } from '../testing/auth-fixtures';

const request = { query: AccountChangePasswordDocument, variables: { oldPassword: 'Eski1234', newPassword: 'yenisifre' } };
const result = (success: boolean, errors: ReturnType<typeof apiError>[] = []) => ({
  data: { changePassword: { __typename: 'ActionResult', success, message: null, errors } },
});

async function fill(newPassword = 'yenisifre', confirm = newPassword) {
  await userEvent.type(screen.getByLabelText('Mevcut şifre'), 'Eski1234');
  await userEvent.type(screen.getByLabelText('Yeni şifre'), newPassword);
  await userEvent.type(screen.getByLabelText('Yeni şifre (tekrar)'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Şifremi Değiştir' }));
}

describe('ChangePasswordPage', () => {
  test('new password only needs 8 characters and must match its confirmation', async () => {
    await renderAccount(<ChangePasswordPage />, { url: '/account/password' });
    await fill('kisa', 'kisa2');
    expect(await screen.findByText('En az 8 karakter olmalıdır.', { selector: '[role=alert]' })).toBeInTheDocument();
    expect(screen.getByText('Şifreler eşleşmiyor')).toBeInTheDocument();
  });

  test('success message, then the first server error or the generic one', async () => {
    await renderAccount(<ChangePasswordPage />, {
      url: '/account/password',
      mocks: [
        { request, result: result(true) },
        { request, result: result(false, [apiError('Mevcut şifreniz hatalı.', 'ui.password.old_wrong')]) },
        { request, result: result(false) },
      ],
    });
    await fill();
    expect(await screen.findByRole('status')).toHaveTextContent('Şifreniz başarıyla sıfırlandı.');
    expect(screen.getByLabelText('Mevcut şifre')).toHaveValue('');
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent('Mevcut şifreniz hatalı.');
    await userEvent.clear(screen.getByLabelText('Mevcut şifre'));
    await userEvent.clear(screen.getByLabelText('Yeni şifre'));
    await userEvent.clear(screen.getByLabelText('Yeni şifre (tekrar)'));
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent('Bir hata oluştu.');
  });
});
