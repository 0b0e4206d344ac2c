// passwordRecovery: always the same answer whether or not the e-mail has an account (no account
// discovery); when it has, an e-mail with a one-hour link carrying token and gid goes out.
// passwordRecoveryConfirm: sets the new password once per link and signs out every session.
import { timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { newPasswordRule, toApiErrors, translate, type ResultText } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { customers, passwordResets } from '../../db/schema.js';
import { apiError } from '../../errors.js';
import { loadShopIdentity } from '../../messages/shop-identity.js';
import { passwordResetMessage } from '../../messages/templates/password-reset.js';
import { guardRateLimit } from '../../services/rate-limit-guard.js';
import { findAccount, normalizeEmail } from './identifiers.js';
import { hashPassword } from './password.js';
import { randomToken, revokeAllTokens, sha256 } from './tokens.js';

export const RESET_LINK_TTL_MS = 60 * 60_000;

function fail(ctx: ApiContext, code: string, field: string | null = null): ResultText {
  const error = apiError(code, ctx.language, field);
  return { result: false, resultText: error.message, errors: [error] };
}

export function resetLink(publicUrl: string, language: string, token: string, gid: string): string {
  const prefix = language === 'en' ? '/en' : '';
  return `${publicUrl.replace(/\/$/, '')}${prefix}/passwordrecovery/confirm?token=${encodeURIComponent(token)}&gid=${encodeURIComponent(gid)}`;
}

export async function passwordRecovery(ctx: ApiContext, rawEmail: string): Promise<ResultText> {
  const email = normalizeEmail(rawEmail);
  await guardRateLimit(ctx, 'recovery', [email ?? rawEmail.slice(0, 100)]);
  if (!email) return fail(ctx, 'ui.pattern.email', 'email');
  const account = await findAccount(ctx.db, 'EMAIL', email);
  if (account) {
    const token = randomToken();
    const gid = randomToken(12);
    await ctx.db.insert(passwordResets).values({ customerId: account.id, gid, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS) });
    const link = resetLink(ctx.config.publicUrl, ctx.language, token, gid);
    const shop = await loadShopIdentity(ctx.db, ctx.config, ctx.language);
    const message = await passwordResetMessage({ shop, language: ctx.language, recipient: email, customerId: account.id, link, minutes: RESET_LINK_TTL_MS / 60_000 });
    await ctx.notifier.send({ ...message, dedupeKey: `password-reset:${gid}` });
  }
  return { result: true, resultText: translate(ctx.language, 'ui.password.recovery_sent'), errors: [] };
}

export async function passwordRecoveryConfirm(ctx: ApiContext, password: string, token: string, gid: string): Promise<ResultText> {
  if (!token.trim() || !gid.trim()) return fail(ctx, 'ui.password.reset_missing_params');
  await guardRateLimit(ctx, 'recovery', [`gid:${gid.slice(0, 64)}`]);
  if (!password) return fail(ctx, 'ui.password.empty', 'password');
  const form = newPasswordRule.safeParse(password);
  if (!form.success) {
    const errors = toApiErrors(form.error, ctx.language).map((e) => ({ ...e, field: 'password' }));
    return { result: false, resultText: errors[0]!.message, errors };
  }
  if (password.length > 1024 || gid.length > 64 || token.length > 128) return fail(ctx, 'ui.password.reset_invalid_token');
  const [reset] = await ctx.db.select().from(passwordResets).where(eq(passwordResets.gid, gid)).limit(1);
  const given = Buffer.from(sha256(token));
  const valid = !!reset && !reset.usedAt && reset.expiresAt > new Date() && timingSafeEqual(given, Buffer.from(reset.tokenHash));
  if (!reset || !valid) return fail(ctx, 'ui.password.reset_invalid_token');
  const passwordHash = await hashPassword(password);
  const done = await ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (!used) return false;
    const [updated] = await tx
      .update(customers)
      .set({ passwordHash })
      .where(and(eq(customers.id, reset.customerId), isNull(customers.deletedAt)))
      .returning({ id: customers.id });
    if (!updated) return false;
    await revokeAllTokens(tx, reset.customerId);
    return true;
  });
  if (!done) return fail(ctx, 'ui.password.reset_invalid_token');
  return { result: true, resultText: translate(ctx.language, 'ui.password.change_success'), errors: [] };
}
