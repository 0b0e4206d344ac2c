// The one-time-code step of section 4 (Code entry): one digit per box, auto-submit when full,
// countdown from the renewal period, validate disabled while incomplete / expired / in flight,
// resend only at 0 (clears the boxes and asks for a new code).
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { OtpCodeInput } from './OtpCodeInput';
import { codeLength, countdownSeconds, type OtpDataLike } from './otp-rules';
import { formatCountdown, useCountdown } from './useCountdown';
import { useT } from '../common/useT';
import styles from './CodeEntry.module.css';

export interface CodeEntryProps {
  otpData: OtpDataLike;
  heading: string;
  /** Where the code went (a phone number or an e-mail address), shown in the hint. */
  target?: string;
  /** How the code went: a phone number is not an address ("numarasına", not "adresine"). */
  channel: 'sms' | 'email';
  submitting: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
  /** Asks for a new code; resolves to the new OTP data, or null when renewal failed. */
  onResend: () => Promise<OtpDataLike | null>;
  /** Extra actions (switch to password login, close). */
  children?: ReactNode;
}

const emptyDigits = (length: number) => Array.from({ length }, () => '');

export function CodeEntry({ otpData, heading, target, channel, submitting, error, onSubmit, onResend, children }: CodeEntryProps) {
  const t = useT();
  const length = codeLength(otpData);
  const [digits, setDigits] = useState<string[]>(() => emptyDigits(length));
  const [resending, setResending] = useState(false);
  const { seconds, restart } = useCountdown(countdownSeconds(otpData));

  // A rejected code (or failed renewal) empties the boxes so the next code is typed afresh
  // rather than auto-submitted after a one-digit edit.
  useEffect(() => {
    if (error) setDigits(emptyDigits(length));
  }, [error, length]);

  const boxes = digits.length === length ? digits : emptyDigits(length);
  const complete = boxes.every((d) => d !== '');
  const canValidate = complete && seconds > 0 && !submitting && !resending;

  const handleDigits = (next: string[]) => {
    setDigits(next);
    if (next.every((d) => d !== '') && seconds > 0 && !submitting && !resending) onSubmit(next.join(''));
  };

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (canValidate) onSubmit(boxes.join(''));
  };

  const handleResend = async () => {
    if (seconds > 0 || resending) return;
    setDigits(emptyDigits(length));
    setResending(true);
    try {
      const renewed = await onResend();
      if (renewed) {
        setDigits(emptyDigits(codeLength(renewed)));
        restart(countdownSeconds(renewed));
      }
    } finally {
      setResending(false);
    }
  };

  return (
    <form className={styles.codeEntry} onSubmit={handleSubmit} noValidate>
      <h2 className={styles.heading}>{heading}</h2>
      {target ? <p className={styles.hint}>{t(channel === 'sms' ? 'account.code.sentToPhone' : 'account.code.sentToEmail', { target, length })}</p> : null}
      <OtpCodeInput digits={boxes} onChange={handleDigits} disabled={submitting} />
      <p className={styles.countdown} role="timer" aria-live="off">
        {seconds > 0 ? t('account.code.remaining', { time: formatCountdown(seconds) }) : t('account.code.expired')}
      </p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={styles.primary} disabled={!canValidate}>
        {t('account.code.validate')}
      </button>
      <button type="button" className={styles.link} onClick={handleResend} disabled={seconds > 0 || resending}>
        {t('account.code.resend')}
      </button>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </form>
  );
}
