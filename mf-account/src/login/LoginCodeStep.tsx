// Code step of the login: verify with easyOtpLogin, renew at 0, or switch to password / close.
import { useMutation } from 'shared-contracts';
import { useState } from 'react';
import { AccountEasyOtpLoginDocument } from 'shared-contracts/graphql';
import { CodeEntry } from '../auth/CodeEntry';
import type { CodeChannel } from '../auth/login-outcome';
import type { OtpDataLike } from '../auth/otp-rules';
import { useCompleteLogin } from '../auth/useCompleteLogin';
import { useLoginMessages } from '../auth/useLoginMessages';
import { useOtpRenewal } from '../auth/useOtpRenewal';
import { useT } from '../common/useT';
import type { LoginIdentifier } from './login-types';
import buttons from '../common/Button.module.css';

export interface LoginCodeStepProps {
  identifier: LoginIdentifier;
  channel: CodeChannel;
  otpData: OtpDataLike;
  onUsePassword: () => void;
  onClose: () => void;
}

export function LoginCodeStep({ identifier, channel, otpData: initialOtp, onUsePassword, onClose }: LoginCodeStepProps) {
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
        completeLogin(response.token, 'otp');
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
    <CodeEntry
      otpData={otpData}
      heading={t(channel === 'sms' ? 'account.code.headingSms' : 'account.code.headingEmail')}
      target={identifier.value}
      submitting={submitting}
      error={error}
      onSubmit={(code) => void submit(code)}
      onResend={resend}
    >
      <button type="button" className={buttons.link} onClick={onUsePassword}>
        {t('account.code.usePassword')}
      </button>
      <button type="button" className={buttons.link} onClick={onClose}>
        {t('account.code.close')}
      </button>
    </CodeEntry>
  );
}
