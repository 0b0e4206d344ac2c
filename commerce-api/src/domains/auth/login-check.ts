// easyLoginCheck: the first login step decides how the customer proves who they are.
//   phone                     -> a code by SMS            (SUCCESSFUL_SEND_OTP_SMS)
//   e-mail, account password  -> the password step        (SUCCESSFUL_LOGIN_PASSWORD)
//   e-mail, no password       -> a code by e-mail         (SUCCESSFUL_SEND_OTP_EMAIL)
//   unknown identifier        -> ui.auth.account_not_found
import { LOGIN_RESULT, type LoginCheckResult } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { apiError } from '../../errors.js';
import { guardRateLimit } from '../../services/rate-limit-guard.js';
import { findAccount, normalizeIdentifier, type LoginType } from './identifiers.js';
import { issueOtp, otpDataOf } from './otp.js';

export async function easyLoginCheck(ctx: ApiContext, type: LoginType, value: string): Promise<LoginCheckResult> {
  const identifier = normalizeIdentifier(type, value);
  await guardRateLimit(ctx, 'login', [identifier ?? value.slice(0, 100)]);
  if (!identifier) {
    return { result: 'INVALID', otpData: null, errors: [apiError(type === 'EMAIL' ? 'ui.pattern.email' : 'ui.pattern.phone', ctx.language, 'value')] };
  }
  const account = await findAccount(ctx.db, type, identifier);
  if (!account) return { result: 'ACCOUNT_NOT_FOUND', otpData: null, errors: [apiError('ui.auth.account_not_found', ctx.language, 'value')] };
  const hasPassword = !!account.passwordHash;
  if (type === 'EMAIL' && hasPassword) return { result: LOGIN_RESULT.LOGIN_PASSWORD, otpData: null, errors: [] };
  const channel = type === 'PHONE' ? 'SMS' : 'EMAIL';
  const otp = await issueOtp(ctx, { purpose: 'LOGIN', channel, recipient: identifier, customerId: account.id, payload: { continueWithPassword: hasPassword } });
  return {
    result: channel === 'SMS' ? LOGIN_RESULT.SEND_OTP_SMS : LOGIN_RESULT.SEND_OTP_EMAIL,
    otpData: otpDataOf(otp, hasPassword),
    errors: [],
  };
}
