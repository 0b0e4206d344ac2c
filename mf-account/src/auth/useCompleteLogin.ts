// A token arrived: hand it to the shell (it sets the cookie and merges the guest basket), say so,
// and go back where the shopper came from.
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { EVENTS, useNavigate, useSearchParams, useIntlLanguage } from 'shared-contracts';
import { REGISTRATION_SEGMENT_ID } from 'shared-contracts/rules';
import { redirectAfterLogin } from './redirect-after-login';
import { useToast } from '../common/useToast';
import { useT } from '../common/useT';

export type LoginMethod = 'password' | 'otp' | 'register';

export function useCompleteLogin(): (token: string, method: LoginMethod, options?: { registered?: boolean }) => void {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const language = useIntlLanguage();
  const toast = useToast();
  const t = useT();
  const redirectUrl = params.get('redirectUrl');

  return useCallback(
    (token, method, options) => {
      dispatch(EVENTS.authLoggedIn({ token, method }));
      if (options?.registered) dispatch(EVENTS.authRegistered({ segmentId: REGISTRATION_SEGMENT_ID, customer: null }));
      toast('success', t(options?.registered ? 'ui.auth.register_success' : 'ui.auth.login_success'));
      void navigate(redirectAfterLogin(redirectUrl, language), { replace: true });
    },
    [dispatch, navigate, redirectUrl, language, toast, t],
  );
}
