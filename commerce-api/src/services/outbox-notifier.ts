// Default notification adapter: every SMS and e-mail goes to the outbox table, where the
// development outbox query (outside production) and the tests read it. A real SMS or e-mail
// provider would implement the same Notifier interface. With a logger, each message is also
// logged: on the demo database that is how a visitor reads their codes.
import type { Db } from '../db/client.js';
import type { Notifier } from '../context.js';
import { outbox } from '../db/schema.js';

export interface OutboxLog {
  info(fields: Record<string, unknown>, message: string): void;
}

export function createOutboxNotifier(db: Db, log?: OutboxLog): Notifier {
  return {
    async send(message, tx) {
      log?.info({ channel: message.channel, recipient: message.recipient, code: message.code, link: message.link }, `outbox ${message.channel}: ${message.subject}`);
      // In the transaction of the event that causes the message, when given one.
      await (tx ?? db).insert(outbox).values({
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject,
        body: message.body,
        code: message.code ?? null,
        link: message.link ?? null,
      });
    },
  };
}
