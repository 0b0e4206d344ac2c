import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeEntry, type CodeEntryProps } from './CodeEntry';
import type { CodeChannel } from './login-outcome';
import { renderAccount } from '../testing/render-account';
import { otpData } from '../testing/auth-fixtures';

function setup(props: Partial<CodeEntryProps> = {}) {
  const onSubmit = jest.fn();
  const onResend = jest.fn<Promise<ReturnType<typeof otpData> | null>, []>(async () => otpData({ externalId: 'ext-2', verificationCodeRenewalPeriod: 5000 }));
  const all: CodeEntryProps = {
    otpData: otpData({ verificationCodeCharacterLength: 4, verificationCodeRenewalPeriod: 3000 }),
    heading: 'Kodu giriniz',
    channel: 'sms',
    submitting: false,
    error: null,
    onSubmit,
    onResend,
    ...props,
  };
  return { all, onSubmit, onResend };
}

const box = (n: number) => screen.getByRole('textbox', { name: `Doğrulama kodunun ${n}. hanesi` });
const validate = () => screen.getByRole('button', { name: 'Doğrula' });
const resend = () => screen.getByRole('button', { name: 'Kodu tekrar gönder' });

describe('CodeEntry', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('each box takes one digit, focus moves on, and a full code submits once', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { all, onSubmit } = setup();
    await renderAccount(<CodeEntry {...all} />);
    expect(validate()).toBeDisabled();

    await user.type(box(1), 'a');
    expect(box(1)).toHaveValue('');
    await user.type(box(1), '1');
    expect(box(2)).toHaveFocus();
    await user.keyboard('2');
    await user.keyboard('3');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('4');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('1234');
    expect(validate()).toBeEnabled();
  });

  test('Backspace on an empty box clears the previous one; a pasted code fills the boxes', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { all, onSubmit } = setup();
    await renderAccount(<CodeEntry {...all} />);
    await user.type(box(1), '12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveValue('');
    expect(box(2)).toHaveFocus();

    await user.click(box(1));
    await user.paste('9876');
    expect([box(1), box(2), box(3), box(4)].map((b) => (b as HTMLInputElement).value).join('')).toBe('9876');
    expect(onSubmit).toHaveBeenCalledWith('9876');
  });

  test('validate is disabled while a submission is in flight', async () => {
    const { all } = setup({ submitting: true });
    await renderAccount(<CodeEntry {...all} />);
    expect(validate()).toBeDisabled();
    expect(box(1)).toBeDisabled();
  });

  test('countdown runs from the renewal period; at 0 validate is off and resend is on', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { all, onSubmit, onResend } = setup();
    await renderAccount(<CodeEntry {...all} />);
    expect(screen.getByRole('timer')).toHaveTextContent('Kalan süre: 00:03');
    expect(resend()).toBeDisabled();

    await user.type(box(1), '123');
    await act(async () => {
      jest.advanceTimersByTime(3000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('Kodun süresi doldu');
    await user.type(box(4), '4');
    expect(onSubmit).not.toHaveBeenCalled(); // expired: no auto-submit
    expect(validate()).toBeDisabled();
    expect(resend()).toBeEnabled();

    await user.click(resend());
    expect(onResend).toHaveBeenCalledTimes(1);
    for (const n of [1, 2, 3, 4]) expect(box(n)).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('Kalan süre: 00:05'));
    expect(resend()).toBeDisabled();
  });

  test('a failed renewal leaves the countdown at 0 so the shopper can retry', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onResend = jest.fn(async () => null);
    const { all } = setup({ onResend });
    await renderAccount(<CodeEntry {...all} error="Kod gönderilemedi" />);
    await act(async () => {
      jest.advanceTimersByTime(3000);
    });
    await user.click(resend());
    expect(onResend).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(resend()).toBeEnabled());
    expect(screen.getByRole('alert')).toHaveTextContent('Kod gönderilemedi');
  });

  test.each<[CodeChannel, string, string]>([
    ['sms', '0(541) 537 17 60', '0(541) 537 17 60 numarasına 4 haneli bir doğrulama kodu gönderdik.'],
    ['email', 'ayse@example.com', 'ayse@example.com adresine 4 haneli bir doğrulama kodu gönderdik.'],
  ])('the hint names where a code went by %s: a number for a phone, an address for an e-mail', async (channel, target, hint) => {
    const { all } = setup({ channel, target });
    await renderAccount(<CodeEntry {...all} />);
    expect(screen.getByText(hint)).toBeInTheDocument();
  });

  test('a zero renewal period counts down from 60 seconds', async () => {
    const { all } = setup({ otpData: otpData({ verificationCodeRenewalPeriod: 0 }) });
    await renderAccount(<CodeEntry {...all} />);
    expect(screen.getByRole('timer')).toHaveTextContent('Kalan süre: 01:00');
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
  });
});
