import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StoresContentSendContactUsDocument } from 'shared-contracts/graphql';
import { renderWithShell, type ShellOptions } from '../testing/render-with-shell';
import { ContactForm, splitName } from './ContactForm';

const input = {
  body: 'Siparişim ne zaman gelir?',
  email: 'ayse@example.com',
  fullName: 'Ayşe Nur Yılmaz',
  firstName: 'Ayşe Nur',
  lastName: 'Yılmaz',
  subject: 'Kargo',
};
const answer = (status: string, result: string, errors: { code: string; message: string; field: string | null }[] = []) => ({
  data: { sendContactUs: { __typename: 'ContactUsResult', status, result, errors: errors.map((e) => ({ __typename: 'ApiError', ...e })) } },
});

async function fillAndSend(mocks: ShellOptions['mocks']) {
  const user = userEvent.setup();
  const view = await act(async () => renderWithShell(<ContactForm />, { mocks }));
  await user.type(screen.getByRole('textbox', { name: 'Ad soyad' }), 'Ayşe Nur Yılmaz');
  await user.type(screen.getByRole('textbox', { name: 'E-posta' }), 'ayse@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Konu' }), 'Kargo');
  await user.type(screen.getByRole('textbox', { name: 'Mesajınız' }), 'Siparişim ne zaman gelir?');
  await user.click(screen.getByRole('button', { name: 'Gönder' }));
  return view;
}

describe('ContactForm', () => {
  it('needs every field and a valid e-mail, and sends nothing until then', async () => {
    const user = userEvent.setup();
    await act(async () => renderWithShell(<ContactForm />));
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    const name = screen.getByRole('textbox', { name: 'Ad soyad' });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Bu alan zorunludur');
    expect(screen.getByRole('textbox', { name: 'Mesajınız' })).toHaveAccessibleDescription('Bu alan zorunludur');
    await user.type(screen.getByRole('textbox', { name: 'E-posta' }), 'ayse@');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'E-posta' })).toHaveAccessibleDescription('Geçerli bir e-posta adresi giriniz');
  });

  it('sends the message and toasts the server text on success, then clears the form', async () => {
    const view = await fillAndSend([{ request: { query: StoresContentSendContactUsDocument, variables: { input } }, result: answer('Successful', 'Mesajınız bize ulaştı.') }]);
    await waitFor(() => expect(view.state().toasts.items).toHaveLength(1));
    expect(view.state().toasts.items[0]).toMatchObject({ kind: 'success', message: 'Mesajınız bize ulaştı.' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Ad soyad' })).toHaveValue(''));
  });

  it('toasts the server text as an error for any other status, and keeps what was typed', async () => {
    const view = await fillAndSend([
      {
        request: { query: StoresContentSendContactUsDocument, variables: { input } },
        result: answer('Failed', 'Mesaj gönderilemedi, lütfen tekrar deneyin.', [{ code: 'ui.pattern.email', message: 'Geçerli bir e-posta adresi giriniz', field: 'email' }]),
      },
    ]);
    await waitFor(() => expect(view.state().toasts.items).toHaveLength(1));
    expect(view.state().toasts.items[0]).toMatchObject({ kind: 'error', message: 'Mesaj gönderilemedi, lütfen tekrar deneyin.' });
    expect(screen.getByRole('textbox', { name: 'Ad soyad' })).toHaveValue('Ayşe Nur Yılmaz');
    expect(screen.getByRole('textbox', { name: 'E-posta' })).toHaveAccessibleDescription('Geçerli bir e-posta adresi giriniz');
  });

  it('falls back to ui.contact.error when the request fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const view = await fillAndSend([{ request: { query: StoresContentSendContactUsDocument, variables: { input } }, error: new Error('down') }]);
    await waitFor(() => expect(view.state().toasts.items).toHaveLength(1));
    expect(view.state().toasts.items[0]).toMatchObject({ kind: 'error', message: 'ui.contact.error' });
  });

  it('splits a full name into first and last name', () => {
    expect(splitName('Ayşe Nur Yılmaz')).toEqual({ firstName: 'Ayşe Nur', lastName: 'Yılmaz' });
    expect(splitName('Cem')).toEqual({ firstName: 'Cem', lastName: '' });
  });
});
