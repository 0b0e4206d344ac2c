// Form schemas of the spec (section 5), used by Formik on the client and by the API on the
// server: one rule, two ends.
import { z } from 'zod';
import {
  addressLine1Rule,
  cardExpiryRule,
  cardNumberRule,
  cvvRule,
  emailRule,
  giftNoteRule,
  nameRule,
  newPasswordRule,
  phoneRule,
  ratingRule,
  registrationPasswordRule,
  requiredText,
} from './field-rules';
import { cvvLengthFor } from './card-rules';
import { CVV_MAX, CVV_MIN } from '../constants/business';

const required = 'ui.field.required';
const optionalInt = z.number().int().nullable().optional();

export const loginIdentifierSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('EMAIL'), value: emailRule }),
  z.object({ type: z.literal('PHONE'), value: phoneRule }),
]);

export const passwordLoginSchema = z.object({
  password: z.string({ error: required }).min(1, { error: required }),
});

export const registrationSchema = z.object({
  firstName: nameRule().optional().or(z.literal('')),
  lastName: nameRule().optional().or(z.literal('')),
  email: emailRule,
  phone: phoneRule.optional().or(z.literal('')),
  dateOfBirthDay: optionalInt,
  dateOfBirthMonth: optionalInt,
  dateOfBirthYear: optionalInt,
  password: registrationPasswordRule,
});

/** Required agreements (topic systemNames) must be accepted. */
export function agreementsSchema(requiredSystemNames: string[]) {
  return z.record(z.string(), z.boolean()).superRefine((value, ctx) => {
    for (const name of requiredSystemNames) {
      if (!value[name]) ctx.addIssue({ code: 'custom', message: 'ui.agreement.required', path: [name] });
    }
  });
}

export const passwordRecoverySchema = z.object({ email: emailRule });

export const passwordResetSchema = z
  .object({
    password: z.string().min(1, { error: 'ui.password.empty' }).pipe(newPasswordRule),
    confirmPassword: z.string({ error: required }).min(1, { error: required }),
  })
  .refine((v) => v.password === v.confirmPassword, { error: 'ui.password.mismatch', path: ['confirmPassword'] });

export const changePasswordSchema = z
  .object({
    oldPassword: z.string({ error: required }).min(1, { error: required }),
    newPassword: newPasswordRule,
    confirmPassword: z.string({ error: required }).min(1, { error: required }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { error: 'ui.password.mismatch', path: ['confirmPassword'] });

export const deleteAccountSchema = z.object({
  password: z.string({ error: 'ui.password.required' }).min(1, { error: 'ui.password.required' }),
});

export function birthYearBounds(now: Date = new Date()) {
  const year = now.getFullYear();
  return { min: year - 100, max: year - 10, defaultYear: year - 18 };
}

export const profileSchema = z.object({
  firstName: nameRule(),
  lastName: nameRule(),
  email: emailRule,
  dateOfBirthDay: z.number().int().min(1).max(31).nullable().optional(),
  dateOfBirthMonth: z.number().int().min(1).max(12).nullable().optional(),
  dateOfBirthYear: z
    .number()
    .int()
    .nullable()
    .optional()
    .refine((y) => y == null || (y >= birthYearBounds().min && y <= birthYearBounds().max), {
      error: 'ui.pattern.range',
      params: { min: birthYearBounds().min, max: birthYearBounds().max },
    }),
  gender: z.enum(['M', 'F', 'O']).nullable().optional(),
});

export const phoneChangeSchema = z.object({ phone: phoneRule });

/** Address form; address2 and zip are required only when customer info says so. */
export function addressSchema(flags: { streetAddress2Required?: boolean; zipPostalCodeRequired?: boolean } = {}) {
  return z.object({
    title: requiredText,
    firstName: nameRule(2),
    lastName: nameRule(2),
    phoneNumber: phoneRule,
    email: emailRule.optional().or(z.literal('')).nullable(),
    cityId: z.number({ error: required }).int().positive({ error: required }),
    regionId: z.number({ error: required }).int().positive({ error: required }),
    neighborhoodId: z.number({ error: required }).int().positive({ error: required }),
    address1: addressLine1Rule,
    address2: flags.streetAddress2Required ? requiredText : z.string().trim().optional().nullable(),
    zipPostalCode: flags.zipPostalCodeRequired ? requiredText : z.string().trim().optional().nullable(),
  });
}

export const contactSchema = z.object({
  name: nameRule(),
  email: emailRule,
  subject: requiredText,
  message: requiredText,
});

export const giftNoteSchema = z.object({ note: giftNoteRule });

export const couponSchema = z.object({
  code: z
    .string()
    .transform((v) => v.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1, { error: required })),
});

/**
 * The checkout's card form. The CVV length follows the card family (cvvLengthFor): the family the
 * BIN look-up answered when there is one, else the number's prefix.
 */
export function cardPaymentSchema(options: { cardFamily?: string | null } = {}) {
  const object = z.object({
    creditCardNumber: cardNumberRule,
    creditCardHolderName: requiredText,
    expireDate: cardExpiryRule,
    creditCardCvv: cvvRule,
    installmentCount: z.number().int().min(1),
    agreement: z.literal(true, { error: 'ui.checkout.agreement_not_accepted' }),
  });
  type Values = z.infer<typeof object>;
  const cvvOf = (v: Values) => (typeof v.creditCardCvv === 'string' ? v.creditCardCvv : '');
  const lengthOf = (v: Values) => cvvLengthFor(options.cardFamily, typeof v.creditCardNumber === 'string' ? v.creditCardNumber : '');
  // Only a CVV of an allowed shape is judged by length (the shape rule reports the others).
  // `when`: judged even while other fields fail, so the CVV shows its error with theirs.
  const cvvLengthCheck = (length: number) => (v: Values) => !cvvRule.safeParse(cvvOf(v)).success || lengthOf(v) !== length || cvvOf(v).length === length;
  const cvvLengthIssue = (length: number) => ({
    error: 'ui.pattern.card_cvv_length',
    params: { length },
    path: ['creditCardCvv'],
    when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
  });
  return object.refine(cvvLengthCheck(CVV_MIN), cvvLengthIssue(CVV_MIN)).refine(cvvLengthCheck(CVV_MAX), cvvLengthIssue(CVV_MAX));
}

export const cardPaymentFormSchema = cardPaymentSchema();

export const reviewSchema = z.object({
  rating: ratingRule,
  title: z.string().trim().max(200, { error: 'ui.pattern.maxLength' }).optional().nullable(),
  reviewText: z.string().trim().max(2000, { error: 'ui.pattern.maxLength' }).optional().nullable(),
  customerNameShow: z.boolean(),
});

export const itemRequestSchema = z.object({
  items: z
    .array(
      z.object({
        orderItemLineId: z.number().int().positive(),
        reasonId: z.number({ error: 'ui.cancel.reason_required' }).int().positive({ error: 'ui.cancel.reason_required' }),
        note: z.string().trim().max(500, { error: 'ui.pattern.maxLength' }).optional().nullable(),
      }),
    )
    .min(1, { error: 'ui.cancel.item_required' }),
});
