// Default notification adapter: every SMS and e-mail goes to the outbox table, where the
// development outbox query (never in production) and the tests read it. A real SMS or e-mail
// provider would implement the same Notifier interface.
import type { Db } from '../db/client.js';
import type { Notifier } from '../context.js';
import { outbox } from '../db/schema.js';

export function createOutboxNotifier(db: Db): Notifier {
  return {
    async send(message) {
      await db.insert(outbox).values({
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
