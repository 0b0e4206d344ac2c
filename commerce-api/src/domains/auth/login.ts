// Completing a login: by one-time code (login or registration code) or by password; renewal of
// a code; logout. Success gives { status: 'Success', token }; a wrong password gives status
// WrongPassword (spec section 8) with no errors, so the client shows 'Yanlış Şifre'.
import { passwordLoginSchema, toApiErrors, type LoginResult, type OtpRenewalResult } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { apiError } from '../../errors.js';
import { adoptGuestCustomerCart } from '../cart/merge-guest-basket.js';
import { guardRateLimit } from '../../services/rate-limit-guard.js';
import { findAccount, normalizeIdentifier, type LoginType } from './identifiers.js';
import { consumeOtp, otpDataOf, renewOtp } from './otp.js';
import { verifyPassword } from './password.js';
import { createRegisteredCustomer, isUniqueViolation, type PendingRegistration } from './registration.js';
import { issueToken, revokeToken } from './tokens.js';

// Compared against when the account does not exist, so both cases take the same time.
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

function failure(ctx: ApiContext, code: string, field: string | null = null): LoginResult {
  return { status: 'Failed', token: null, errors: [apiError(code, ctx.language, field)] };
}

/** A member's login succeeded: a guest customer's cart comes along (guest checkout, then login). */
async function signedIn(ctx: ApiContext, customerId: number, token?: string): Promise<LoginResult> {
  const issued = token ?? (await issueToken(ctx.db, customerId));
  await adoptGuestCustomerCart(ctx.db, ctx.customer, customerId);
  return { status: 'Success', token: issued, errors: [] };
}

export async function easyOtpLogin(ctx: ApiContext, verificationCode: string, externalId: string, otpQueueId: string): Promise<LoginResult> {
  await guardRateLimit(ctx, 'otp', [externalId.slice(0, 64)]);
  if (!/^\d{1,12}$/.test(verificationCode.trim())) return failure(ctx, 'ui.auth.code_invalid', 'verificationCode');
  const check = await consumeOtp(ctx.db, { otpQueueId, externalId, code: verificationCode, purposes: ['LOGIN', 'REGISTER'] });
  if (!check.ok) return failure(ctx, check.code, 'verificationCode');
  const otp = check.row;
  if (otp.purpose === 'LOGIN' && otp.customerId != null) {
    return signedIn(ctx, otp.customerId);
  }
  try {
    const created = await ctx.db.transaction(async (tx) => {
      const customerId = await createRegisteredCustomer(tx, otp.payload as unknown as PendingRegistration, ctx);
      return customerId == null ? null : { customerId, token: await issueToken(tx, customerId) };
    });
    return created ? signedIn(ctx, created.customerId, created.token) : failure(ctx, 'ui.auth.email_taken', 'email');
  } catch (error) {
    if (isUniqueViolation(error)) return failure(ctx, 'ui.auth.email_taken', 'email');
    throw error;
  }
}

export async function easyOtpRenewal(ctx: ApiContext, externalId: string, otpQueueId: string): Promise<OtpRenewalResult> {
  await guardRateLimit(ctx, 'otp', [externalId.slice(0, 64)]);
  const renewal = await renewOtp(ctx, otpQueueId, externalId, ['LOGIN', 'REGISTER']);
  if (!renewal.ok) {
    const error = apiError(renewal.code, ctx.language);
    return { result: error.message, otpData: null, errors: [error] };
  }
  return { result: 'Success', otpData: otpDataOf(renewal.row, renewal.row.payload.continueWithPassword === true), errors: [] };
}

export async function easyPasswordLogin(ctx: ApiContext, type: LoginType, email: string | null | undefined, phone: string | null | undefined, password: string): Promise<LoginResult> {
  const raw = (type === 'EMAIL' ? email : phone) ?? '';
  const identifier = normalizeIdentifier(type, raw);
  await guardRateLimit(ctx, 'login', [identifier ?? raw.slice(0, 100)]);
  if (!identifier) return failure(ctx, type === 'EMAIL' ? 'ui.pattern.email' : 'ui.pattern.phone', type === 'EMAIL' ? 'email' : 'phone');
  const form = passwordLoginSchema.safeParse({ password });
  if (!form.success) return { status: 'Failed', token: null, errors: toApiErrors(form.error, ctx.language) };
  if (password.length > 1024) return { status: 'WrongPassword', token: null, errors: [] };
  const account = await findAccount(ctx.db, type, identifier);
  const matches = await verifyPassword(password, account?.passwordHash ?? DUMMY_HASH);
  if (!account || !account.passwordHash || !matches) return { status: 'WrongPassword', token: null, errors: [] };
  return signedIn(ctx, account.id);
}

export async function logout(ctx: ApiContext): Promise<boolean> {
  if (ctx.token) await revokeToken(ctx.db, ctx.token);
  return true;
}
