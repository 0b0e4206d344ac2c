// Texts of the login error rules (section 8), translated.
import { useCallback, useMemo } from 'react';
import { firstErrorText, loginFailure } from './login-outcome';
import { useT } from '../common/useT';

interface ErrorLike {
  message: string;
}

export function useLoginMessages() {
  const t = useT();
  /** easyPasswordLogin / easyOtpLogin without a token. */
  const loginFailed = useCallback(
    (response: { status?: string | null; errors?: readonly ErrorLike[] | null }) => {
      const failure = loginFailure(response);
      if (failure.kind === 'text') return failure.text;
      if (failure.kind === 'wrongPassword') return t('ui.auth.wrong_password');
      return t('ui.notify.generic_error');
    },
    [t],
  );
  /** First-step check or registration that led nowhere: the error text, else the generic login error. */
  const checkFailed = useCallback(
    (errors: readonly ErrorLike[] | null | undefined, fallbackText?: string | null) => firstErrorText(errors) ?? (fallbackText || t('ui.auth.login_error')),
    [t],
  );
  /** Code renewal failure: the error or returned result text, else the generic error. */
  const renewalFailed = useCallback(
    (errors: readonly ErrorLike[] | null | undefined, resultText?: string | null) => firstErrorText(errors) ?? (resultText || t('ui.notify.generic_error')),
    [t],
  );
  const unexpected = useCallback(() => t('ui.notify.unexpected_error'), [t]);
  return useMemo(() => ({ loginFailed, checkFailed, renewalFailed, unexpected }), [loginFailed, checkFailed, renewalFailed, unexpected]);
}
