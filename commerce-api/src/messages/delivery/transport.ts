// What a channel's sender gets and answers. The row is the outbox row being delivered.
import type { outbox } from '../../db/schema.js';

export type MessageRow = typeof outbox.$inferSelect;

export interface SentReceipt {
  /** the provider's id of the message (SMTP: the Message-ID; Netgsm: the job id) */
  providerMessageId: string | null;
}

export interface ChannelSender {
  /** a short name for logs and the operator's list (smtp, netgsm, webhook, mail-catcher) */
  name: string;
  /**
   * Whether sending the same message twice is harmless, so that a message whose worker stopped
   * mid-send may be sent again: SMTP with the message's fixed Message-ID (receivers collapse the
   * copies), a webhook with the Idempotency-Key. Netgsm has no such key: such a message is not
   * sent again blindly (delivery-worker.ts).
   */
  idempotent: boolean;
  send(row: MessageRow): Promise<SentReceipt>;
  close?(): Promise<void> | void;
}
