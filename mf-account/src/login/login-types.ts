import type { LoginType } from 'shared-contracts/graphql';
import type { CodeChannel } from '../auth/login-outcome';
import type { OtpDataLike } from '../auth/otp-rules';

export interface LoginIdentifier {
  type: LoginType;
  value: string;
}

export type LoginState =
  | { step: 'identifier'; identifier: LoginIdentifier }
  | { step: 'password'; identifier: LoginIdentifier }
  | { step: 'code'; identifier: LoginIdentifier; channel: CodeChannel; otpData: OtpDataLike };
