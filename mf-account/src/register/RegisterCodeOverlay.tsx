// The code overlay opened from registration: full-screen, 400px wide panel, scroll locked.
// A correct code logs in and fires the registration event; a wrong one keeps it open.
import { useState } from 'react';
import { useMutation, CODE_OVERLAY_MAX_WIDTH_PX, ShopModal } from 'shared-contracts';
import { AccountEasyOtpLoginDocument } from 'shared-contracts/graphql';
import { CodeEntry } from '../auth/CodeEntry';
import type { CodeChannel } from '../auth/login-outcome';
import type { OtpDataLike } from '../auth/otp-rules';
import { useCompleteLogin } from '../auth/useCompleteLogin';
import { useLoginMessages } from '../auth/useLoginMessages';
import { useOtpRenewal } from '../auth/useOtpRenewal';
import { useT } from '../common/useT';
import root from '../common/AccountBoundary.module.css';
import buttons from '../common/Button.module.css';

export interface RegisterCodeOverlayProps {
  otpData: OtpDataLike;
  channel: CodeChannel;
  target: string;
  onClose: () => void;
  onUsePassword: () => void;
}

export function RegisterCodeOverlay({ otpData: initialOtp, channel, target, onClose, onUsePassword }: RegisterCodeOverlayProps) {
  const t = useT();
  const messages = useLoginMessages();
  const completeLogin = useCompleteLogin();
  const renew = useOtpRenewal();
  const [otpLogin] = useMutation(AccountEasyOtpLoginDocument);
  const [otpData, setOtpData] = useState(initialOtp);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (code: string) => {
    setSubmitting(true);
    setError(null);
    try {
      const { data } = await otpLogin({ variables: { verificationCode: code, externalId: otpData.externalId, otpQueueId: otpData.otpQueueId } });
      const response = data?.easyOtpLogin;
      if (response?.token) {
        onClose();
        completeLogin(response.token, 'register', { registered: true });
        return;
      }
      setError(messages.loginFailed(response ?? {}));
    } catch {
      setError(messages.unexpected());
    }
    setSubmitting(false);
  };

  const resend = async () => {
    setError(null);
    const outcome = await renew(otpData);
    if (!outcome.ok) {
      setError(outcome.error);
      return null;
    }
    setOtpData(outcome.otpData);
    return outcome.otpData;
  };

  return (
    <ShopModal title={t('account.register.codeDialog')} onClose={onClose} maxWidth={CODE_OVERLAY_MAX_WIDTH_PX} keepOnOutsideClick boundary="mf-account" className={root.boundary}>
      <CodeEntry
        otpData={otpData}
        heading={t(channel === 'sms' ? 'account.code.headingSms' : 'account.code.headingEmail')}
        target={target}
        submitting={submitting}
        error={error}
        onSubmit={(code) => void submit(code)}
        onResend={resend}
      >
        {otpData.continueWithPassword ? (
          <button type="button" className={buttons.link} onClick={onUsePassword}>
            {t('account.code.usePassword')}
          </button>
        ) : null}
      </CodeEntry>
    </ShopModal>
  );
}
