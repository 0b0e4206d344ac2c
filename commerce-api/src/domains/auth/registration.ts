// The three registration calls of spec section 7 ("easyRegister / register / register with
// login"), one form and one validation (shared registrationSchema and the required agreements of
// the REGISTER topics; taken e-mails and phones refused):
//   easyRegister       sends a code to the e-mail address (SUCCESSFUL_SEND_OTP_EMAIL); the
//                      account is created only when that code is confirmed (easyOtpLogin), which
//                      returns the token: no unconfirmed sign-up blocks an address;
//   register           creates the account at once and sends the shopper to the password login
//                      step (SUCCESSFUL_LOGIN_PASSWORD, no token);
//   registerWithLogin  creates the account at once and returns its token (signed in).
// Newsletter, SMS and e-mail permissions are on only when every agreement is accepted; every
// registration gets segment 20414.
import { eq } from 'drizzle-orm';
import { LOGIN_RESULT, REGISTRATION_SEGMENT_ID, agreementsSchema, registrationSchema, toApiErrors, translate, type Language, type RegisterInput, type RegistrationResult } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { customers, topics } from '../../db/schema.js';
import { apiError, type ApiErrorShape } from '../../errors.js';
import type { Messaging } from '../../messages/messaging.js';
import { loadShopIdentity } from '../../messages/shop-identity.js';
import { welcomeMessage } from '../../messages/templates/welcome.js';
import { guardRateLimit } from '../../services/rate-limit-guard.js';
import { identifierTaken, normalizeEmail, normalizeMobile } from './identifiers.js';
import { issueOtp, otpDataOf } from './otp.js';
import { hashPassword } from './password.js';
import { adoptGuestCustomerCart } from '../cart/merge-guest-basket.js';
import { issueToken } from './tokens.js';

export const REGISTER_TOPIC_TYPE = 'REGISTER';

/** The result of registerWithLogin: the account exists and the answer carries its token. */
export const REGISTRATION_RESULT = { SIGNED_IN: 'SUCCESSFUL' } as const;

/** What the REGISTER code carries until it is confirmed. */
export interface PendingRegistration {
  email: string;
  phone: string | null;
  firstName: string | null;
  lastName: string | null;
  dateOfBirthDay: number | null;
  dateOfBirthMonth: number | null;
  dateOfBirthYear: number | null;
  passwordHash: string;
  agreements: Record<string, boolean>;
  allAccepted: boolean;
  isCampaignParticipant: boolean;
}

function failed(errors: ApiErrorShape[]): RegistrationResult {
  return { result: 'FAILED', status: 'Failed', otpData: null, token: null, errors, resultText: errors[0]?.message ?? null, segmentId: null };
}

function agreementMap(value: unknown): Record<string, boolean> | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > 50 || entries.some(([k, v]) => typeof v !== 'boolean' || k.length > 100)) return null;
  return Object.fromEntries(entries) as Record<string, boolean>;
}

/** The validated registration, or the errors to answer with. */
async function checkRegistration(ctx: ApiContext, input: RegisterInput): Promise<{ pending: PendingRegistration } | { failure: RegistrationResult }> {
  const email = normalizeEmail(input.email ?? '');
  await guardRateLimit(ctx, 'register', [email ?? input.email?.slice(0, 100)]);
  const form = registrationSchema.safeParse({ ...input, phone: input.phone ?? '', firstName: input.firstName ?? '', lastName: input.lastName ?? '' });
  const errors: ApiErrorShape[] = form.success ? [] : toApiErrors(form.error, ctx.language);
  const agreements = agreementMap(input.agreements);
  if (!agreements) errors.push(apiError('ui.agreement.required', ctx.language, 'agreements'));
  const topicRows = await ctx.db.select({ systemName: topics.systemName, required: topics.required }).from(topics).where(eq(topics.type, REGISTER_TOPIC_TYPE));
  if (agreements) {
    const check = agreementsSchema(topicRows.filter((t) => t.required).map((t) => t.systemName)).safeParse(agreements);
    if (!check.success) errors.push(...toApiErrors(check.error, ctx.language).map((e) => ({ ...e, field: `agreements.${e.field ?? ''}` })));
  }
  const phone = input.phone ? normalizeMobile(input.phone) : null;
  if (errors.length || !form.success || !email || !agreements) return { failure: failed(errors) };

  if (await identifierTaken(ctx.db, 'EMAIL', email)) errors.push(apiError('ui.auth.email_taken', ctx.language, 'email'));
  if (phone && (await identifierTaken(ctx.db, 'PHONE', phone))) errors.push(apiError('ui.auth.phone_taken', ctx.language, 'phone'));
  if (errors.length) return { failure: failed(errors) };

  const allAccepted = topicRows.length > 0 && topicRows.every((t) => agreements[t.systemName] === true);
  return {
    pending: {
      email,
      phone,
      firstName: form.data.firstName?.trim() || null,
      lastName: form.data.lastName?.trim() || null,
      dateOfBirthDay: input.dateOfBirthDay ?? null,
      dateOfBirthMonth: input.dateOfBirthMonth ?? null,
      dateOfBirthYear: input.dateOfBirthYear ?? null,
      passwordHash: await hashPassword(input.password),
      // Only the topics the shop knows are recorded.
      agreements: Object.fromEntries(topicRows.map((t) => [t.systemName, agreements[t.systemName] === true])),
      allAccepted,
      isCampaignParticipant: input.customParams?.isCampaignParticipant === true,
    },
  };
}

export async function easyRegister(ctx: ApiContext, input: RegisterInput): Promise<RegistrationResult> {
  const checked = await checkRegistration(ctx, input);
  if ('failure' in checked) return checked.failure;
  const otp = await issueOtp(ctx, { purpose: 'REGISTER', channel: 'EMAIL', recipient: checked.pending.email, customerId: null, payload: { ...checked.pending } });
  return {
    result: LOGIN_RESULT.SEND_OTP_EMAIL,
    status: 'Success',
    otpData: otpDataOf(otp, false),
    token: null,
    errors: [],
    resultText: null,
    segmentId: REGISTRATION_SEGMENT_ID,
  };
}

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** register and registerWithLogin: the account at once; with `signIn` also its token. */
async function registerNow(ctx: ApiContext, input: RegisterInput, signIn: boolean): Promise<RegistrationResult> {
  const checked = await checkRegistration(ctx, input);
  if ('failure' in checked) return checked.failure;
  const taken = () => failed([apiError('ui.auth.email_taken', ctx.language, 'email')]);
  let token: string | null = null;
  let newCustomerId: number | null = null;
  try {
    const created = await ctx.db.transaction(async (tx) => {
      const customerId = await createRegisteredCustomer(tx, checked.pending, ctx);
      if (customerId == null) return false;
      newCustomerId = customerId;
      if (signIn) token = await issueToken(tx, customerId);
      return true;
    });
    if (!created) return taken();
    // Signed in at once: a guest customer's cart (guest checkout) comes along.
    if (signIn && newCustomerId !== null) await adoptGuestCustomerCart(ctx.db, ctx.customer, newCustomerId);
  } catch (error) {
    // Two sign-ups for one address at once: the unique index lets one through.
    if (isUniqueViolation(error)) return taken();
    throw error;
  }
  return {
    result: signIn ? REGISTRATION_RESULT.SIGNED_IN : LOGIN_RESULT.LOGIN_PASSWORD,
    status: 'Success',
    otpData: null,
    token,
    errors: [],
    resultText: translate(ctx.language, 'ui.auth.register_success'),
    segmentId: REGISTRATION_SEGMENT_ID,
  };
}

export function register(ctx: ApiContext, input: RegisterInput): Promise<RegistrationResult> {
  return registerNow(ctx, input, false);
}

export function registerWithLogin(ctx: ApiContext, input: RegisterInput): Promise<RegistrationResult> {
  return registerNow(ctx, input, true);
}

/**
 * Creates the customer of a confirmed registration and queues the welcome message in the same
 * transaction, in the language of the request that confirmed it; null when the e-mail or phone
 * was taken meanwhile.
 */
export async function createRegisteredCustomer(tx: Tx, pending: PendingRegistration, welcome: Messaging & { language: Language }): Promise<number | null> {
  if (await identifierTaken(tx, 'EMAIL', pending.email)) return null;
  if (pending.phone && (await identifierTaken(tx, 'PHONE', pending.phone))) return null;
  const [row] = await tx
    .insert(customers)
    .values({
      email: pending.email,
      phone: pending.phone,
      firstName: pending.firstName,
      lastName: pending.lastName,
      passwordHash: pending.passwordHash,
      dateOfBirthDay: pending.dateOfBirthDay,
      dateOfBirthMonth: pending.dateOfBirthMonth,
      dateOfBirthYear: pending.dateOfBirthYear,
      isGuest: false,
      permissions: { CALL_PERMISSION: false, SMS_PERMISSION: pending.allAccepted, EMAIL_PERMISSION: pending.allAccepted },
      agreements: pending.agreements,
      segmentId: REGISTRATION_SEGMENT_ID,
      isCampaignParticipant: pending.isCampaignParticipant,
    })
    .returning({ id: customers.id });
  if (!row) return null;
  const shop = await loadShopIdentity(tx, welcome.config, welcome.language);
  const message = await welcomeMessage({ shop, language: welcome.language, customerId: row.id, firstName: pending.firstName, email: pending.email, phone: pending.phone });
  if (message) await welcome.notifier.send(message, tx);
  return row.id;
}
