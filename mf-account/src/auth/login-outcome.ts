// Decisions of spec section 8 (Login and registration) and section 4 (Login flow,
// Registration outcomes), kept free of React so every flow applies the same rules.
import { LOGIN_RESULT, normalizeLoginResult } from 'shared-contracts/rules';

export type CodeChannel = 'sms' | 'email';
export type CheckOutcome = { kind: 'code'; channel: CodeChannel } | { kind: 'password' } | { kind: 'error' };

/** What the first-step check (or a registration) result leads to. */
export function outcomeOfResult(result: string | null | undefined): CheckOutcome {
  switch (normalizeLoginResult(result ?? '')) {
    case LOGIN_RESULT.SEND_OTP_SMS:
      return { kind: 'code', channel: 'sms' };
    case LOGIN_RESULT.SEND_OTP_EMAIL:
      return { kind: 'code', channel: 'email' };
    case LOGIN_RESULT.LOGIN_PASSWORD:
      return { kind: 'password' };
    default:
      return { kind: 'error' };
  }
}

interface ErrorLike {
  message: string;
}

/** The first server error's text, when there is one. */
export function firstErrorText(errors: readonly ErrorLike[] | null | undefined): string | null {
  const text = errors?.find((e) => e.message.trim() !== '')?.message;
  return text ?? null;
}

export type LoginFailure = { kind: 'text'; text: string } | { kind: 'wrongPassword' } | { kind: 'generic' };

/** Token absent: the first error, else WrongPassword, else the generic error. */
export function loginFailure(response: { status?: string | null; errors?: readonly ErrorLike[] | null }): LoginFailure {
  const text = firstErrorText(response.errors);
  if (text) return { kind: 'text', text };
  if (response.status === 'WrongPassword') return { kind: 'wrongPassword' };
  return { kind: 'generic' };
}
