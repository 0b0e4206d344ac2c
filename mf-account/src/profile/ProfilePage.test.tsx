import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AccountCustomerInfoDocument,
  AccountCustomerOtpResultDocument,
  AccountDeleteCustomerAccountDocument,
  AccountUpdateCustomerInfoDocument,
  AccountUpdateCustomerPhoneDocument,
} from 'shared-contracts/graphql';
import { ProfilePage } from './ProfilePage';
import { reloadPage } from '../common/reload-page';
import { renderAccount } from '../testing/render-account';
import { apiError, otpData } from '../testing/auth-fixtures';
import { customerInfo } from '../testing/customer-fixtures';

jest.mock('../common/reload-page', () => ({ reloadPage: jest.fn() }));

const year = new Date().getFullYear();
const customer = customerInfo;
const infoMock = { request: { query: AccountCustomerInfoDocument }, result: { data: { customerInfo: customer } } };
const expectedInput = {
  firstName: 'Ayşe',
  lastName: 'Kaya',
  email: 'ayse@example.com',
  dateOfBirthDay: 1,
  dateOfBirthMonth: 1,
  dateOfBirthYear: year - 18,
  gender: 'F',
  newsletterPermissions: [
    { name: 'CALL_PERMISSION', value: false },
    { name: 'SMS_PERMISSION', value: true },
    { name: 'EMAIL_PERMISSION', value: true },
  ],
};
const updateResult = (status: boolean, errors: ReturnType<typeof apiError>[] = [], exception: string | null = null) => ({
  data: { updateCustomerInfo: { __typename: 'UpdateCustomerResult', status, validationResult: { __typename: 'ValidationResult', errors }, exception } },
});

async function renderProfile(mocks: object[] = []) {
  const view = await renderAccount(<ProfilePage />, { url: '/account', mocks: [infoMock, infoMock, ...(mocks as never[])] });
  await screen.findByLabelText('Ad');
  return view;
}

describe('ProfilePage', () => {
  test('unset birth date shows 1 / 1 / now-18, year options run now-10 to now-100', async () => {
    await renderProfile();
    expect(screen.getByRole('combobox', { name: 'Gün' })).toHaveValue('1');
    expect(screen.getByRole('combobox', { name: 'Ay' })).toHaveValue('1');
    expect(screen.getByRole('combobox', { name: 'Yıl' })).toHaveValue(String(year - 18));
    const years = within(screen.getByRole('combobox', { name: 'Yıl' })).getAllByRole('option').map((o) => Number(o.textContent));
    expect(years[0]).toBe(year - 10);
    expect(years[years.length - 1]).toBe(year - 100);
    expect(screen.getByRole('radio', { name: 'Kadın' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'SMS' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'E-posta' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Hesabım' })).toHaveAttribute('aria-current', 'page');
  });

  test('saving sends the details and permissions; success and failure messages', async () => {
    await renderProfile([
      { request: { query: AccountUpdateCustomerInfoDocument, variables: { input: expectedInput } }, result: updateResult(true) },
      { request: { query: AccountUpdateCustomerInfoDocument, variables: { input: expectedInput } }, result: updateResult(false, [apiError('Geçerli bir e-posta adresi giriniz', 'ui.pattern.email')]) },
      infoMock,
    ]);
    await userEvent.clear(screen.getByLabelText('Soyad'));
    await userEvent.type(screen.getByLabelText('Soyad'), 'Kaya');
    await userEvent.click(screen.getByRole('checkbox', { name: 'E-posta' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Güncelleme başarılı!');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bilgileriniz güncellenemedi. Geçerli bir e-posta adresi giriniz');
  });

  test('names are validated before saving', async () => {
    await renderProfile();
    await userEvent.clear(screen.getByLabelText('Ad'));
    await userEvent.type(screen.getByLabelText('Ad'), 'Ayşe  Nur');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Sadece bir boşluk olabilir')).toBeInTheDocument();
  });

  test('phone change: save sends a code, a verified code reloads the page', async () => {
    await renderProfile([
      {
        request: { query: AccountUpdateCustomerPhoneDocument, variables: { phone: '0(555) 111 22 33' } },
        result: { data: { updateCustomerPhone: { __typename: 'PhoneUpdateResult', status: true, oTPData: otpData({ externalId: 'ph-1', otpQueueId: 'pq-1', verificationCodeCharacterLength: 4 }), message: null, errors: [] } } },
      },
      {
        request: { query: AccountCustomerOtpResultDocument, variables: { externalId: 'ph-1', otpQueueId: 'pq-1', verificationCode: '1111' } },
        result: { data: { customerOTPResult: { __typename: 'ResultText', result: false, resultText: 'Doğrulama kodu hatalı.', errors: [] } } },
      },
      {
        request: { query: AccountCustomerOtpResultDocument, variables: { externalId: 'ph-1', otpQueueId: 'pq-1', verificationCode: '4321' } },
        result: { data: { customerOTPResult: { __typename: 'ResultText', result: true, resultText: 'Success', errors: [] } } },
      },
    ]);
    expect(screen.getByText('0(532) 123 45 67')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Düzenle' }));
    const input = screen.getByLabelText('Yeni telefon numarası');
    await userEvent.clear(input);
    await userEvent.type(input, '5551112233');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet ve kod gönder' }));
    const group = await screen.findByRole('group', { name: 'Doğrulama kodu' });
    await userEvent.click(within(group).getAllByRole('textbox')[0]);
    await userEvent.paste('1111');
    expect(await screen.findByText('Bilgileriniz güncellenemedi. Doğrulama kodu hatalı.')).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
    await userEvent.click(within(group).getAllByRole('textbox')[0]);
    await userEvent.paste('4321');
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  });

  test('the new phone typed key by key with the country code is formatted and sent', async () => {
    await renderProfile([
      {
        request: { query: AccountUpdateCustomerPhoneDocument, variables: { phone: '0(532) 111 22 33' } },
        result: { data: { updateCustomerPhone: { __typename: 'PhoneUpdateResult', status: false, oTPData: null, message: 'Bu telefon numarasıyla kayıtlı bir hesap var.', errors: [] } } },
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Düzenle' }));
    const input = screen.getByLabelText('Yeni telefon numarası');
    await userEvent.clear(input);
    await userEvent.type(input, '+90 532 111 22 33');
    expect(input).toHaveValue('0(532) 111 22 33');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet ve kod gönder' }));
    expect(await screen.findByText('Bilgileriniz güncellenemedi. Bu telefon numarasıyla kayıtlı bir hesap var.')).toBeInTheDocument();
  });

  test('phone save refused: update-error text plus the server message', async () => {
    await renderProfile([
      {
        request: { query: AccountUpdateCustomerPhoneDocument, variables: { phone: '0(555) 111 22 33' } },
        result: { data: { updateCustomerPhone: { __typename: 'PhoneUpdateResult', status: false, oTPData: null, message: 'Bu telefon numarasıyla kayıtlı bir hesap var.', errors: [] } } },
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Düzenle' }));
    await userEvent.clear(screen.getByLabelText('Yeni telefon numarası'));
    await userEvent.type(screen.getByLabelText('Yeni telefon numarası'), '5551112233');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet ve kod gönder' }));
    expect(await screen.findByText('Bilgileriniz güncellenemedi. Bu telefon numarasıyla kayıtlı bir hesap var.')).toBeInTheDocument();
  });

  test('delete account asks for the password; errors first, success logs out', async () => {
    const del = (password: string, result: boolean, errors: ReturnType<typeof apiError>[] = []) => ({
      request: { query: AccountDeleteCustomerAccountDocument, variables: { password } },
      result: { data: { deleteCustomerAccount: { __typename: 'ResultText', result, resultText: '', errors } } },
    });
    const { eventsOfType } = await renderProfile([del('yanlis', true, [apiError('Mevcut şifreniz hatalı.')]), del('Dogru1234', true)]);
    await userEvent.click(screen.getByRole('button', { name: 'Hesabımı sil' }));
    const dialog = screen.getByRole('dialog', { name: 'Hesabımı sil' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }));
    expect(await within(dialog).findByText('Şifre alanı zorunludur')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Şifre'), 'yanlis');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }));
    expect(await within(dialog).findByText('Mevcut şifreniz hatalı.')).toBeInTheDocument();
    expect(eventsOfType('auth:logged-out')).toHaveLength(0);
    await userEvent.clear(within(dialog).getByLabelText('Şifre'));
    await userEvent.type(within(dialog).getByLabelText('Şifre'), 'Dogru1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }));
    await waitFor(() => expect(eventsOfType('auth:logged-out')).toHaveLength(1));
    expect(eventsOfType('ui:toast')[0].payload).toEqual({ kind: 'success', message: 'Hesabınız başarıyla silindi.' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
