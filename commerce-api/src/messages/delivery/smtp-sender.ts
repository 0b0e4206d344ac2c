// E-mail over SMTP with nodemailer (SMTP_URL, MAIL_FROM): an HTML and a text part, the
// attachments, a Message-ID fixed per message (a copy sent again after a crash is recognised by
// receivers as the same message). Nothing the shopper typed can add a header: the subject is one
// line, the recipient a bare address given as an address object (never parsed as "Name <addr>").
import nodemailer from 'nodemailer';
import type { ChannelSender, MessageRow } from './transport.js';
import { permanent, transient } from './delivery-error.js';

export interface SmtpSettings {
  /** smtp://user:pass@host:587, smtps://... */
  url: string;
  /** "Shop name <shop@example.com>" or a bare address */
  from: string;
  /** connections kept open to the server (default 2) */
  maxConnections?: number;
}

/** One header line: CR, LF and the other line breaks become a space. */
export function oneLine(value: string): string {
  return value.replace(/[\r\n\u0085\u2028\u2029]+/g, ' ').trim();
}

const ADDRESS = /^[^\s@<>()[\]\\,;:"\u0000-\u001f\u007f]+@[^\s@<>()[\]\\,;:"\u0000-\u001f\u007f]+\.[^\s@<>()[\]\\,;:"\u0000-\u001f\u007f]+$/u;
/** A bare e-mail address with nothing a header or an SMTP command could be smuggled in. */
export function isSafeAddress(value: string): boolean {
  return value.length <= 254 && ADDRESS.test(value);
}

/** MAIL_FROM as nodemailer's address object; throws on a value that is not one safe address. */
export function parseMailFrom(from: string): { name: string; address: string } {
  const match = /^\s*(?:"?([^"<>]*?)"?\s*<([^<>]+)>|([^<>\s]+))\s*$/.exec(from);
  const address = (match?.[2] ?? match?.[3] ?? '').trim();
  if (!match || /[\r\n]/.test(from) || !isSafeAddress(address)) throw new Error(`MAIL_FROM is not an e-mail address ("Shop <shop@example.com>" or shop@example.com): ${JSON.stringify(from)}`);
  return { name: oneLine(match[1] ?? ''), address };
}

/** SMTP answers in 5xx (not an authentication problem, which is the shop's to fix) never succeed. */
function classify(error: unknown): Error {
  const e = error as { message?: string; responseCode?: number; code?: string };
  const text = `SMTP: ${e.message ?? String(error)}`;
  if (e.code !== 'EAUTH' && typeof e.responseCode === 'number' && e.responseCode >= 500) return permanent(text);
  return transient(text);
}

export function messageIdOf(row: MessageRow, fromAddress: string): string {
  const domain = fromAddress.split('@')[1] ?? 'localhost';
  return `<message-${row.id}.${row.createdAt.getTime().toString(36)}@${domain}>`;
}

export interface SmtpSender extends ChannelSender {
  /** Sends a row to another address (the SMS mail catcher). */
  sendTo(row: MessageRow, address: string, subject: string): Promise<{ providerMessageId: string | null }>;
}

export function createSmtpSender(settings: SmtpSettings): SmtpSender {
  const from = parseMailFrom(settings.from);
  const transporter = nodemailer.createTransport({
    url: settings.url,
    pool: true,
    maxConnections: settings.maxConnections ?? 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as never);

  async function sendTo(row: MessageRow, address: string, subject: string) {
    if (!isSafeAddress(address)) throw permanent(`not an e-mail address: ${JSON.stringify(address.slice(0, 80))}`);
    const messageId = messageIdOf(row, from.address);
    try {
      await transporter.sendMail({
        from,
        to: { name: '', address },
        subject: oneLine(subject),
        text: row.body,
        ...(row.html ? { html: row.html } : {}),
        messageId,
        attachments: (row.attachments ?? []).map((a) => ({ filename: oneLine(a.filename), contentType: oneLine(a.contentType), content: a.contentBase64, encoding: 'base64' })),
        headers: { 'X-Message-Kind': oneLine(row.kind ?? row.channel.toLowerCase()) },
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    } catch (error) {
      throw classify(error);
    }
    return { providerMessageId: messageId };
  }

  return {
    name: 'smtp',
    idempotent: true,
    sendTo,
    send: (row) => sendTo(row, row.recipient, row.subject),
    close: () => transporter.close(),
  };
}
