// The notifier without delivery: every SMS and e-mail is written to the outbox table (state
// queued), where the development outbox query and the tests read it. The API process uses the
// message queue instead (messages/delivery/message-queue.ts), which writes the same row and
// delivers it. With a logger, each message is also logged (the demo terminal's codes).
import type { Db } from '../db/client.js';
import type { Notifier } from '../context.js';
import { logMessage, writeMessage, type MessageLog } from '../messages/delivery/message-writer.js';

export type OutboxLog = MessageLog;

export function createOutboxNotifier(db: Db, log?: OutboxLog): Notifier {
  return {
    async send(message, tx) {
      logMessage(log, message);
      await writeMessage(tx ?? db, message);
    },
  };
}
