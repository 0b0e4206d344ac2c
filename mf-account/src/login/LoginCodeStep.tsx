// Code step of the login: verify with easyOtpLogin, renew at 0, or switch to password / close.
import { CodeEntry } from '../auth/CodeEntry';
import type { CodeChannel } from '../auth/login-outcome';
import type { OtpDataLike } from '../auth/otp-rules';
import { useCompleteLogin } from '../auth/useCompleteLogin';
import { useOtpCodeLogin } from '../auth/useOtpCodeLogin';
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
  const completeLogin = useCompleteLogin();
  const { otpData, submitting, error, submit, resend } = useOtpCodeLogin(initialOtp, (token) => completeLogin(token, 'otp'));

  return (
    <CodeEntry
      otpData={otpData}
      heading={t(channel === 'sms' ? 'account.code.headingSms' : 'account.code.headingEmail')}
      target={identifier.value}
      channel={channel}
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
