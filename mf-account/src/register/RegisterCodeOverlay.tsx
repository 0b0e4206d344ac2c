// The code overlay opened from registration: full-screen, 400px wide panel, scroll locked.
// A correct code logs in and fires the registration event; a wrong one keeps it open.
import { ShopModal } from 'shared-contracts';
import { CODE_OVERLAY_MAX_WIDTH_PX } from 'shared-contracts/rules';
import { CodeEntry } from '../auth/CodeEntry';
import type { CodeChannel } from '../auth/login-outcome';
import type { OtpDataLike } from '../auth/otp-rules';
import { useCompleteLogin } from '../auth/useCompleteLogin';
import { useOtpCodeLogin } from '../auth/useOtpCodeLogin';
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
  const completeLogin = useCompleteLogin();
  const { otpData, submitting, error, submit, resend } = useOtpCodeLogin(initialOtp, (token) => {
    onClose();
    completeLogin(token, 'register', { registered: true });
  });

  return (
    <ShopModal title={t('account.register.codeDialog')} onClose={onClose} maxWidth={CODE_OVERLAY_MAX_WIDTH_PX} keepOnOutsideClick boundary="mf-account" className={root.boundary}>
      <CodeEntry
        otpData={otpData}
        heading={t(channel === 'sms' ? 'account.code.headingSms' : 'account.code.headingEmail')}
        target={target}
        channel={channel}
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
