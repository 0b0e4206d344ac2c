// Which senders the API process gets, from its environment:
//   SMTP_URL (smtp://user:pass@host:587), MAIL_FROM ("Shop <shop@example.com>")
//   SMS_PROVIDER: netgsm (NETGSM_USERCODE, NETGSM_PASSWORD, SMS_SENDER, NETGSM_URL),
//     webhook (SMS_WEBHOOK_URL, SMS_WEBHOOK_TOKEN), mail-catcher (each SMS as an e-mail to
//     <phone>@sms.localhost over SMTP_URL: `npm start` sets it with its local mail catcher)
// A channel without a sender keeps its messages queued (never dropped) and says so at start.
import type { Senders } from './deliver-message.js';
import { createMailCatcherSmsSender } from './sms-mail-catcher.js';
import { createNetgsmSender } from './sms-netgsm.js';
import { createWebhookSender } from './sms-webhook.js';
import { createSmtpSender, parseMailFrom } from './smtp-sender.js';

export const DEFAULT_MAIL_FROM = 'Storefront <no-reply@storefront.localhost>';
export const SMS_PROVIDERS = ['netgsm', 'webhook', 'mail-catcher'] as const;

export interface DeliverySettings {
  senders: Senders;
  /** Said once at start: what is not configured and what happens to those messages. */
  warnings: string[];
  /** For the start-up line: where e-mail and SMS go. */
  summary: string;
}

function need(env: NodeJS.ProcessEnv, names: string[], provider: string): void {
  const missing = names.filter((name) => !env[name]);
  if (missing.length) throw new Error(`SMS_PROVIDER=${provider} needs ${missing.join(', ')}`);
}

/** Throws on a setting that cannot work (an unknown SMS_PROVIDER, a bad MAIL_FROM): the API does not start on it. */
export function deliverySettings(env: NodeJS.ProcessEnv): DeliverySettings {
  const senders: Senders = {};
  const warnings: string[] = [];
  const from = env.MAIL_FROM || DEFAULT_MAIL_FROM;
  parseMailFrom(from);
  const smtp = env.SMTP_URL ? createSmtpSender({ url: env.SMTP_URL, from }) : null;
  if (smtp) senders.EMAIL = smtp;
  else warnings.push('SMTP_URL is not set: e-mails (login codes, password resets, order e-mails) are kept in the outbox table as queued and NOT delivered until SMTP_URL is set and the API restarted.');
  if (smtp && !env.MAIL_FROM) warnings.push(`MAIL_FROM is not set: e-mails are sent from ${DEFAULT_MAIL_FROM}.`);

  const provider = (env.SMS_PROVIDER ?? '').trim().toLowerCase();
  if (provider === 'netgsm') {
    need(env, ['NETGSM_USERCODE', 'NETGSM_PASSWORD', 'SMS_SENDER'], provider);
    senders.SMS = createNetgsmSender({ usercode: env.NETGSM_USERCODE!, password: env.NETGSM_PASSWORD!, sender: env.SMS_SENDER!, baseUrl: env.NETGSM_URL || undefined });
  } else if (provider === 'webhook') {
    need(env, ['SMS_WEBHOOK_URL'], provider);
    senders.SMS = createWebhookSender({ url: env.SMS_WEBHOOK_URL!, token: env.SMS_WEBHOOK_TOKEN || undefined });
  } else if (provider === 'mail-catcher') {
    if (!smtp) throw new Error('SMS_PROVIDER=mail-catcher sends each SMS as an e-mail: it needs SMTP_URL');
    senders.SMS = createMailCatcherSmsSender(smtp);
  } else if (provider) {
    throw new Error(`SMS_PROVIDER must be one of ${SMS_PROVIDERS.join(', ')} (got "${env.SMS_PROVIDER}")`);
  } else {
    warnings.push('SMS_PROVIDER is not set: SMS (login codes, phone changes) are kept in the outbox table as queued and NOT delivered until SMS_PROVIDER is set and the API restarted.');
  }
  const smtpHost = env.SMTP_URL ? new URL(env.SMTP_URL).host : null;
  const summary = `e-mail: ${smtpHost ? `SMTP ${smtpHost}` : 'not delivered (SMTP_URL unset)'}; SMS: ${senders.SMS ? senders.SMS.name : 'not delivered (SMS_PROVIDER unset)'}`;
  return { senders, warnings, summary };
}

/**
 * The queue's timings (defaults for a shop; the fault suite shortens them): MESSAGE_WORKERS (4),
 * MESSAGE_RETRY_DELAY_SECONDS (15: the first retry, doubled each time), MESSAGE_RETRY_LIMIT (8),
 * MESSAGE_LEASE_SECONDS (120: a worker silent this long counts as stopped), MESSAGE_SWEEP_SECONDS (60).
 */
export function queueTimings(env: NodeJS.ProcessEnv) {
  const whole = (name: string, fallback: number, min: number) => {
    const value = Number(env[name] ?? fallback);
    if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number of at least ${min} (got "${env[name]}")`);
    return value;
  };
  const leaseSeconds = whole('MESSAGE_LEASE_SECONDS', 120, 1);
  return {
    workers: whole('MESSAGE_WORKERS', 4, 0),
    retryDelaySeconds: whole('MESSAGE_RETRY_DELAY_SECONDS', 15, 1),
    retryLimit: whole('MESSAGE_RETRY_LIMIT', 8, 0),
    leaseSeconds,
    maintenanceIntervalSeconds: Math.min(30, Math.max(1, Math.floor(leaseSeconds / 2))),
    sweepIntervalMs: whole('MESSAGE_SWEEP_SECONDS', 60, 1) * 1000,
  };
}
