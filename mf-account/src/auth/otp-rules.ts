// Code entry constants of spec section 9: code length and countdown seconds from the OTP data.
import { OTP_CODE_LENGTH, OTP_COUNTDOWN_DEFAULT_S, OTP_COUNTDOWN_ZERO_PERIOD_S } from 'shared-contracts/rules';

export interface OtpDataLike {
  externalId: string;
  otpQueueId: string;
  verificationCodeCharacterLength?: number | null;
  verificationCodeRenewalPeriod?: number | null;
  continueWithPassword?: boolean | null;
}

export function codeLength(otp: OtpDataLike | null | undefined): number {
  const n = otp?.verificationCodeCharacterLength;
  return n && n > 0 ? n : OTP_CODE_LENGTH;
}

/** Renewal period in ms -> seconds; 60 when the period is zero; 120 when absent. */
export function countdownSeconds(otp: OtpDataLike | null | undefined): number {
  const period = otp?.verificationCodeRenewalPeriod;
  if (period === null || period === undefined || Number.isNaN(period)) return OTP_COUNTDOWN_DEFAULT_S;
  if (period <= 0) return OTP_COUNTDOWN_ZERO_PERIOD_S;
  return Math.ceil(period / 1000);
}
