// Validation of a new or changed staff account (zod): e-mail, name, a password of at least 12
// characters, the role, and a store exactly for the STORE role. Each problem comes back as a
// translated FieldError.
import { z } from 'zod';
import type { FieldError, StaffMemberInput, StaffMemberUpdate } from 'shared-contracts/admin';
import { translateStaff } from 'shared-contracts/admin';
import type { Language } from 'shared-contracts/server';

export const MIN_STAFF_PASSWORD = 12;
const ROLES = ['ADMIN', 'ORDERS', 'SUPPORT', 'CATALOGUE', 'STORE'] as const;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'staff.member.email_invalid')
  .pipe(z.email('staff.member.email_invalid'));
const name = z.string().trim().min(1, 'staff.member.name_required').max(100, 'staff.member.name_required');
const password = z.string().min(MIN_STAFF_PASSWORD, 'staff.member.password_short').max(200, 'staff.member.password_long');
const role = z.enum(ROLES);
const storeId = z.number().int().positive('staff.member.store_unknown').nullable().optional();

const createSchema = z.object({ email, name, password, role, storeId });
const updateSchema = z.object({ name: name.optional().nullable(), role: role.optional().nullable(), storeId, active: z.boolean().optional().nullable(), password: password.optional().nullable() });

export type ValidStaffMember = z.output<typeof createSchema>;
export type ValidStaffUpdate = z.output<typeof updateSchema>;

function fieldErrors(error: z.ZodError, language: Language): FieldError[] {
  return error.issues.map((issue) => {
    const code = issue.message.startsWith('staff.') ? issue.message : 'staff.member.email_invalid';
    return { field: issue.path.join('.') || null, code, message: translateStaff(language, code) };
  });
}

export function checkNewStaffMember(input: StaffMemberInput, language: Language): { ok: true; value: ValidStaffMember } | { ok: false; errors: FieldError[] } {
  const parsed = createSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error, language) };
  const storeErrors = checkRoleStore(parsed.data.role, parsed.data.storeId ?? null, language);
  return storeErrors.length ? { ok: false, errors: storeErrors } : { ok: true, value: parsed.data };
}

/** The update; the role/store pair is checked against the account's current values by the caller. */
export function checkStaffUpdate(input: StaffMemberUpdate, language: Language): { ok: true; value: ValidStaffUpdate } | { ok: false; errors: FieldError[] } {
  const parsed = updateSchema.safeParse(input);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: fieldErrors(parsed.error, language) };
}

/** The role and store after an update, checked together (a STORE needs a store, no other may have one). */
export function checkRoleStore(roleValue: string, store: number | null, language: Language): FieldError[] {
  const issues: FieldError[] = [];
  const add = (code: string) => issues.push({ field: 'storeId', code, message: translateStaff(language, code) });
  if (roleValue === 'STORE' && store === null) add('staff.member.store_required');
  if (roleValue !== 'STORE' && store !== null) add('staff.member.store_not_allowed');
  return issues;
}
