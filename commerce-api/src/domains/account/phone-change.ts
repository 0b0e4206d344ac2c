// updateCustomerPhone sends a code to the new number; customerOTPResult (oTPType
// ACCOUNT_INFORMATION) confirms it and only then stores the number.
import { eq } from 'drizzle-orm';
import { phoneChangeSchema, toApiErrors, type PhoneUpdateResult, type ResultText } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { customers } from '../../db/schema.js';
import { apiError } from '../../errors.js';
import { guardRateLimit } from '../../services/rate-limit-guard.js';
import { identifierTaken, normalizeMobile } from '../auth/identifiers.js';
import { consumeOtp, issueOtp, otpDataOf } from '../auth/otp.js';
import { requireRegistered } from './require-customer.js';

export async function updateCustomerPhone(ctx: ApiContext, phoneInput: string): Promise<PhoneUpdateResult> {
  const customer = requireRegistered(ctx);
  await guardRateLimit(ctx, 'otp', [`customer:${customer.id}`]);
  const form = phoneChangeSchema.safeParse({ phone: phoneInput });
  const phone = normalizeMobile(phoneInput);
  if (!form.success || !phone) {
    const errors = form.success ? [apiError('ui.pattern.phone', ctx.language, 'phone')] : toApiErrors(form.error, ctx.language);
    return { status: false, oTPData: null, message: errors[0]!.message, errors };
  }
  if (await identifierTaken(ctx.db, 'PHONE', phone, customer.id)) {
    const error = apiError('ui.auth.phone_taken', ctx.language, 'phone');
    return { status: false, oTPData: null, message: error.message, errors: [error] };
  }
  const otp = await issueOtp(ctx, { purpose: 'PHONE_CHANGE', channel: 'SMS', recipient: phone, customerId: customer.id, payload: { phone } });
  return { status: true, oTPData: otpDataOf(otp, false), message: null, errors: [] };
}

export async function customerOtpResult(ctx: ApiContext, externalId: string, otpQueueId: string, verificationCode: string): Promise<ResultText> {
  const customer = requireRegistered(ctx);
  await guardRateLimit(ctx, 'otp', [`customer:${customer.id}`]);
  const check = await consumeOtp(ctx.db, { otpQueueId, externalId, code: verificationCode, purposes: ['PHONE_CHANGE'], customerId: customer.id });
  if (!check.ok) {
    const error = apiError(check.code, ctx.language, 'verificationCode');
    return { result: false, resultText: error.message, errors: [error] };
  }
  const phone = String(check.row.payload.phone ?? '');
  if (await identifierTaken(ctx.db, 'PHONE', phone, customer.id)) {
    const error = apiError('ui.auth.phone_taken', ctx.language, 'phone');
    return { result: false, resultText: error.message, errors: [error] };
  }
  await ctx.db.update(customers).set({ phone }).where(eq(customers.id, customer.id));
  return { result: true, resultText: 'Success', errors: [] };
}
