// sendContactUs: validated with the shared contact form rule, stored, and e-mailed to the shop's
// inbox (CONTACT_TO, default the shop's own address) with a receipt to the sender in their
// language, both queued in the transaction that stores the message. Rate limited per address
// and per sender e-mail; past the limit a solved captcha is required (HTTP 410).
import { contactSchema, translate, type ContactUsInput, type ContactUsResult } from 'shared-contracts/server';
import { toApiErrors } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { contactMessages } from '../../db/schema.js';
import { loadShopIdentity } from '../../messages/shop-identity.js';
import { contactReceiptEmail } from '../../messages/templates/contact-receipt.js';
import { contactToShopEmail } from '../../messages/templates/contact-to-shop.js';
import { guardRateLimit } from '../../services/rate-limit-guard.js';

export const CONTACT_STATUS = { ok: 'Successful', error: 'Error' } as const;

/** The form sends fullName; older callers send only firstName and lastName. */
function senderName(input: ContactUsInput): string {
  const full = input.fullName?.trim();
  if (full) return full;
  return [input.firstName, input.lastName].filter((p) => p && p.trim()).join(' ');
}

export async function sendContactUs(ctx: ApiContext, input: ContactUsInput): Promise<ContactUsResult> {
  await guardRateLimit(ctx, 'contact', [typeof input.email === 'string' ? input.email : null]);
  const parsed = contactSchema.safeParse({ name: senderName(input), email: input.email, subject: input.subject, message: input.body });
  if (!parsed.success) {
    const errors = toApiErrors(parsed.error, ctx.language).map((e) => ({ ...e, field: fieldName(e.field) }));
    return { status: CONTACT_STATUS.error, result: translate(ctx.language, 'ui.contact.error'), errors };
  }
  const { name, email, subject, message } = parsed.data;
  const shop = await loadShopIdentity(ctx.db, ctx.config, ctx.language);
  await ctx.db.transaction(async (tx) => {
    const [stored] = await tx.insert(contactMessages).values({ fullName: name, email, subject, body: message }).returning({ id: contactMessages.id });
    const facts = { shop, language: ctx.language, messageId: stored!.id, name, email, subject, message };
    await ctx.notifier.send(await contactToShopEmail(facts), tx);
    await ctx.notifier.send(await contactReceiptEmail(facts), tx);
  });
  return { status: CONTACT_STATUS.ok, result: translate(ctx.language, 'ui.contact.success'), errors: [] };
}

/** Errors name the API's input fields (fullName, body), not the form's. */
function fieldName(field: string | null): string | null {
  if (field === 'name') return 'fullName';
  if (field === 'message') return 'body';
  return field;
}
