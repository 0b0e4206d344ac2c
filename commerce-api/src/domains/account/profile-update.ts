// updateCustomerInfo: names, e-mail, birth date, gender and the three notification permissions,
// validated with the shared profileSchema. Nothing changes when anything is invalid.
import { eq } from 'drizzle-orm';
import { profileSchema, toApiErrors, type CustomerInfoInput, type UpdateCustomerResult } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { customers } from '../../db/schema.js';
import { apiError, type ApiErrorShape } from '../../errors.js';
import { identifierTaken, normalizeEmail } from '../auth/identifiers.js';
import { PERMISSION_NAMES, type PermissionName } from './customer-info.js';
import { requireRegistered } from './require-customer.js';

function result(errors: ApiErrorShape[]): UpdateCustomerResult {
  return { status: errors.length === 0, validationResult: { errors }, exception: null };
}

export async function updateCustomerInfo(ctx: ApiContext, input: CustomerInfoInput): Promise<UpdateCustomerResult> {
  const customer = requireRegistered(ctx);
  const form = profileSchema.safeParse(input);
  const errors: ApiErrorShape[] = form.success ? [] : toApiErrors(form.error, ctx.language);
  const permissions = input.newsletterPermissions ?? [];
  if (permissions.some((p) => !PERMISSION_NAMES.includes(p.name as PermissionName))) {
    errors.push(apiError('ui.pattern.invalid', ctx.language, 'newsletterPermissions'));
  }
  const email = normalizeEmail(input.email);
  if (!form.success || errors.length || !email) return result(errors);
  if (await identifierTaken(ctx.db, 'EMAIL', email, customer.id)) return result([apiError('ui.auth.email_taken', ctx.language, 'email')]);

  const [current] = await ctx.db.select({ permissions: customers.permissions }).from(customers).where(eq(customers.id, customer.id)).limit(1);
  const merged = { ...current!.permissions };
  for (const p of permissions) merged[p.name as PermissionName] = p.value;
  await ctx.db
    .update(customers)
    .set({
      firstName: form.data.firstName,
      lastName: form.data.lastName,
      email,
      dateOfBirthDay: form.data.dateOfBirthDay ?? null,
      dateOfBirthMonth: form.data.dateOfBirthMonth ?? null,
      dateOfBirthYear: form.data.dateOfBirthYear ?? null,
      gender: form.data.gender ?? null,
      permissions: merged,
    })
    .where(eq(customers.id, customer.id));
  return result([]);
}
