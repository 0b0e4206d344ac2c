// The outbox for staff: messages by state and recipient (messages.read), and a resend
// (messages.resend) that queues a new copy of a row through the notifier, with a new dedupe key,
// in one transaction with its audit entry. The copy is a new row: the original keeps its history.
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { MessagePage, MessageResult, MessageState, StaffMessage } from 'shared-contracts/admin';
import { translateStaff } from 'shared-contracts/admin';
import type { Language } from 'shared-contracts/server';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema.js';
import { recordAudit } from './audit.js';
import { pageInfo, pageWindow, refused, staffError } from './staff-results.js';
import { requirePermission } from './permissions.js';
import type { StaffContext } from './staff-context.js';

type OutboxRow = typeof outbox.$inferSelect;

export function toStaffMessage(row: OutboxRow): StaffMessage {
  return {
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    kind: row.kind,
    language: row.language,
    state: row.state as MessageState,
    attempts: row.attempts,
    lastError: row.lastError,
    customerId: row.customerId,
    createdOn: row.createdAt.toISOString(),
    sentOn: row.sentAt?.toISOString() ?? null,
  };
}

export async function listMessages(ctx: StaffContext, state: MessageState | null | undefined, recipient: string | null | undefined, page: number, pageSize: number): Promise<MessagePage> {
  requirePermission(ctx, 'messages.read');
  const conditions: SQL[] = [];
  if (state) conditions.push(eq(outbox.state, state));
  if (recipient?.trim()) conditions.push(eq(outbox.recipient, recipient.trim().toLowerCase().includes('@') ? recipient.trim().toLowerCase() : recipient.trim()));
  const where = conditions.length ? and(...conditions) : undefined;
  const window = pageWindow(page, pageSize);
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(outbox).where(where).orderBy(desc(outbox.id)).limit(window.pageSize).offset(window.offset),
    ctx.db.select({ n: count() }).from(outbox).where(where),
  ]);
  return { items: rows.map(toStaffMessage), pageInfo: pageInfo(window, total?.n ?? 0) };
}

export async function resendMessage(ctx: StaffContext, messageId: number): Promise<MessageResult> {
  requirePermission(ctx, 'messages.resend');
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(outbox).where(eq(outbox.id, messageId)).limit(1);
    if (!row) {
      return refused([staffError(ctx, 'staff.message.not_found', 'messageId')], { sent: null });
    }
    const dedupeKey = `resend:${row.id}:${randomUUID()}`;
    await ctx.notifier.send(
      {
        channel: row.channel as 'SMS' | 'EMAIL',
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        html: row.html ?? undefined,
        attachments: row.attachments ?? undefined,
        kind: row.kind ?? undefined,
        language: (row.language as Language | null) ?? undefined,
        purpose: row.purpose as 'transactional' | 'marketing',
        customerId: row.customerId,
        dedupeKey,
        code: row.code ?? undefined,
        link: row.link ?? undefined,
      },
      tx,
    );
    // The outbox notifier wrote the copy in this transaction; another notifier may not have.
    const [copy] = await tx.select().from(outbox).where(eq(outbox.dedupeKey, dedupeKey)).limit(1);
    await recordAudit(tx, ctx, { action: 'message.resend', targetType: 'outbox', targetId: row.id, after: { copyId: copy?.id ?? null, dedupeKey, recipient: row.recipient, kind: row.kind } });
    return { success: true, message: translateStaff(ctx.language, 'staff.message.resent'), errors: [], sent: copy ? toStaffMessage(copy) : null };
  });
}
