// changePassword: the current password must match; the new one is checked only for its minimum
// length (spec section 5). Other sessions are signed out; the current one stays.
import { and, eq, ne } from 'drizzle-orm';
import { newPasswordRule, toApiErrors, translate, type ActionResult } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { authTokens, customers } from '../../db/schema.js';
import { apiError } from '../../errors.js';
import { guardRateLimit } from '../../services/rate-limit-guard.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { sha256 } from '../auth/tokens.js';
import { requireRegistered } from './require-customer.js';

export async function changePassword(ctx: ApiContext, oldPassword: string, newPassword: string): Promise<ActionResult> {
  const customer = requireRegistered(ctx);
  await guardRateLimit(ctx, 'account', [`customer:${customer.id}`]);
  if (!oldPassword) return { success: false, message: null, errors: [apiError('ui.field.required', ctx.language, 'oldPassword')] };
  const form = newPasswordRule.safeParse(newPassword);
  if (!form.success) return { success: false, message: null, errors: toApiErrors(form.error, ctx.language).map((e) => ({ ...e, field: 'newPassword' })) };
  if (oldPassword.length > 1024 || newPassword.length > 1024) return { success: false, message: null, errors: [apiError('ui.pattern.maxLength', ctx.language, 'newPassword', { max: 1024 })] };
  const [row] = await ctx.db.select({ passwordHash: customers.passwordHash }).from(customers).where(eq(customers.id, customer.id)).limit(1);
  if (!(await verifyPassword(oldPassword, row?.passwordHash))) {
    return { success: false, message: null, errors: [apiError('ui.password.old_wrong', ctx.language, 'oldPassword')] };
  }
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(customers).set({ passwordHash }).where(eq(customers.id, customer.id));
    const keep = ctx.token ? sha256(ctx.token) : '';
    await tx.delete(authTokens).where(and(eq(authTokens.customerId, customer.id), ne(authTokens.tokenHash, keep)));
  });
  return { success: true, message: translate(ctx.language, 'ui.password.change_success'), errors: [] };
}
