// SMS as e-mails (SMS_PROVIDER=mail-catcher, the default of `npm start`): each SMS goes over SMTP to
// <phone>@sms.localhost, so the local mail catcher shows texts and e-mails on one page.
import type { ChannelSender, MessageRow } from './transport.js';
import type { SmtpSender } from './smtp-sender.js';

export const SMS_MAIL_DOMAIN = 'sms.localhost';

export function createMailCatcherSmsSender(smtp: SmtpSender): ChannelSender {
  return {
    name: 'mail-catcher',
    idempotent: true,
    send: (row: MessageRow) => smtp.sendTo({ ...row, html: null, attachments: null }, `${row.recipient.replace(/\D/g, '')}@${SMS_MAIL_DOMAIN}`, `SMS: ${row.subject}`),
  };
}
