// A queued e-mail as it would leave: composed into MIME by nodemailer's MailComposer, then read
// back with mailparser, so tests see the parts and attachments a mail app would.
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { OutgoingMessage } from '../context.js';

export async function composeAndParse(message: OutgoingMessage, from = 'Işıltı Takı <siparis@isiltitaki.com.tr>'): Promise<{ raw: string; mail: ParsedMail }> {
  const composer = new MailComposer({
    from,
    to: message.recipient,
    subject: message.subject,
    text: message.body,
    html: message.html,
    attachments: (message.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.contentBase64, 'base64') })),
  });
  const raw = await composer.compile().build();
  return { raw: raw.toString('utf8'), mail: await simpleParser(raw) };
}
