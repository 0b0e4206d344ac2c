// deleteCustomerAccount: with the account password, a soft delete (orders keep their customer)
// that signs out every session; the e-mail and phone become free for a new account.
import { eq } from 'drizzle-orm';
import { deleteAccountSchema, toApiErrors, translate, type ResultText } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { customers } from '../../db/schema.js';
import { apiError } from '../../errors.js';
import { guardRateLimit } from '../../services/rate-limit-guard.js';
import { verifyPassword } from '../auth/password.js';
import { revokeAllTokens } from '../auth/tokens.js';
import { requireRegistered } from './require-customer.js';

export async function deleteCustomerAccount(ctx: ApiContext, password: string): Promise<ResultText> {
  const customer = requireRegistered(ctx);
  await guardRateLimit(ctx, 'account', [`customer:${customer.id}`]);
  const form = deleteAccountSchema.safeParse({ password });
  if (!form.success) {
    const errors = toApiErrors(form.error, ctx.language);
    return { result: false, resultText: errors[0]!.message, errors };
  }
  const [row] = await ctx.db.select({ passwordHash: customers.passwordHash }).from(customers).where(eq(customers.id, customer.id)).limit(1);
  if (password.length > 1024 || !(await verifyPassword(password, row?.passwordHash))) {
    const error = apiError('ui.auth.wrong_password', ctx.language, 'password');
    return { result: false, resultText: error.message, errors: [error] };
  }
  await ctx.db.transaction(async (tx) => {
    await tx.update(customers).set({ deletedAt: new Date() }).where(eq(customers.id, customer.id));
    await revokeAllTokens(tx, customer.id);
  });
  return { result: true, resultText: translate(ctx.language, 'ui.account.delete_success'), errors: [] };
}
