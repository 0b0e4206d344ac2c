// A notifier for message tests that behaves like the outbox pattern: each message is written to
// the outbox table through the transaction it is given (so a rolled-back event leaves no row), a
// dedupe key already written is not written again, and `delivered()` answers the full messages
// whose rows exist, i.e. what a worker would send. `failWhen` makes a send throw (a fault inside
// the event's transaction).
import { eq, inArray } from 'drizzle-orm';
import type { Notifier, OutgoingMessage } from '../context.js';
import type { Db } from '../db/client.js';
import { outbox } from '../db/schema.js';

export interface TransactionalNotifier extends Notifier {
  delivered(): Promise<OutgoingMessage[]>;
  failWhen: ((message: OutgoingMessage) => boolean) | null;
}

export function transactionalNotifier(db: Db): TransactionalNotifier {
  const kept = new Map<number, OutgoingMessage>();
  const keys = new Map<string, number>();
  const notifier: TransactionalNotifier = {
    failWhen: null,
    async send(message, tx) {
      const target = tx ?? db;
      const known = message.dedupeKey ? keys.get(message.dedupeKey) : undefined;
      if (known !== undefined && (await target.select({ id: outbox.id }).from(outbox).where(eq(outbox.id, known))).length) return;
      const [row] = await target
        .insert(outbox)
        .values({ channel: message.channel, recipient: message.recipient, subject: message.subject, body: message.body, code: message.code ?? null, link: message.link ?? null })
        .returning({ id: outbox.id });
      kept.set(row!.id, message);
      if (message.dedupeKey) keys.set(message.dedupeKey, row!.id);
      if (notifier.failWhen?.(message)) throw new Error(`test fault while queueing ${message.kind}`);
    },
    async delivered() {
      const ids = [...kept.keys()];
      if (!ids.length) return [];
      const rows = await db.select({ id: outbox.id }).from(outbox).where(inArray(outbox.id, ids)).orderBy(outbox.id);
      return rows.map((r) => kept.get(r.id)!);
    },
  };
  return notifier;
}
