// Writes one outgoing message as an outbox row (state queued), on the caller's transaction when
// given. A message whose dedupe key is already there is not written again (null).
import type { Db } from '../../db/client.js';
import type { OutgoingMessage } from '../../context.js';
import { outbox } from '../../db/schema.js';

export interface MessageLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn?(fields: Record<string, unknown>, message: string): void;
  error?(fields: Record<string, unknown>, message: string): void;
}

export async function writeMessage(db: Db, message: OutgoingMessage): Promise<{ id: number } | null> {
  const [row] = await db
    .insert(outbox)
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject,
      body: message.body,
      code: message.code ?? null,
      link: message.link ?? null,
      html: message.html ?? null,
      attachments: message.attachments?.length ? message.attachments : null,
      kind: message.kind ?? null,
      language: message.language ?? null,
      purpose: message.purpose ?? 'transactional',
      customerId: message.customerId ?? null,
      dedupeKey: message.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return row ?? null;
}

/** On the demo database the terminal shows each message's code and link, as before delivery existed. */
export function logMessage(log: MessageLog | undefined, message: OutgoingMessage): void {
  log?.info({ channel: message.channel, recipient: message.recipient, code: message.code, link: message.link }, `outbox ${message.channel}: ${message.subject}`);
}
