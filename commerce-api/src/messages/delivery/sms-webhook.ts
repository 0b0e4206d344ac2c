// SMS through any gateway that takes a JSON POST (SMS_PROVIDER=webhook): POST SMS_WEBHOOK_URL with
// {id, to, text, language, kind, purpose}, the message's dedupe key as Idempotency-Key (so the
// gateway can drop a copy sent again after a crash), and SMS_WEBHOOK_TOKEN as a bearer token when
// set. A 2xx answer is success ({id} or {messageId} in it is kept as the provider's id); 4xx other
// than 408 and 429 ends the message; 5xx, 408, 429 and a gateway away are tried again later.
import type { ChannelSender, MessageRow } from './transport.js';
import { permanent, transient } from './delivery-error.js';

export interface WebhookSettings {
  url: string;
  token?: string;
  timeoutMs?: number;
}

export function idempotencyKeyOf(row: MessageRow): string {
  return row.dedupeKey ?? `message-${row.id}-${row.createdAt.getTime()}`;
}

export function createWebhookSender(settings: WebhookSettings): ChannelSender {
  return {
    name: 'webhook',
    idempotent: true,
    async send(row: MessageRow) {
      const headers: Record<string, string> = { 'content-type': 'application/json', 'idempotency-key': idempotencyKeyOf(row) };
      if (settings.token) headers.authorization = `Bearer ${settings.token}`;
      let response: Response;
      try {
        response = await fetch(settings.url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ id: row.id, to: row.recipient, text: row.body, language: row.language, kind: row.kind, purpose: row.purpose }),
          signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
        });
      } catch (error) {
        throw transient(`SMS webhook unreachable: ${error instanceof Error ? error.message : String(error)}`);
      }
      const text = await response.text();
      if (response.ok) {
        let answer: { id?: unknown; messageId?: unknown } = {};
        try {
          answer = JSON.parse(text);
        } catch {
          // an empty or plain-text success
        }
        const id = answer.id ?? answer.messageId;
        return { providerMessageId: id === undefined || id === null ? null : String(id) };
      }
      const message = `SMS webhook answered HTTP ${response.status}: ${text.slice(0, 200)}`;
      throw response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429 ? permanent(message) : transient(message);
    },
  };
}
