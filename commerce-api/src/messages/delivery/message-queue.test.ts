// The queue against a real SMTP server: a message queued in the caller's transaction arrives once
// with its HTML and text parts and attachments; a rolled back transaction sends nothing; the same
// dedupe key twice sends once; a server that refuses for a while gets the message later (failed,
// then sent); a refusal in 5xx ends the message dead at once; marketing without the permission is
// dropped with the reason; a header injection in the subject adds no header and no recipient.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { customers, outbox } from '../../db/schema.js';
import { createTestDatabase } from '../../testing/test-db.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server.mjs';
import { createMessageQueue, type MessageQueue } from './message-queue.js';
import { createSmtpSender } from './smtp-sender.js';
import type { DeliveryOutcome } from './deliver-message.js';

let database: Database;
let smtp: SmtpTestServer;
let queue: MessageQueue;
const outcomes: { id: number; outcome: DeliveryOutcome }[] = [];

before(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpTestServer();
  queue = createMessageQueue({
    database,
    senders: { EMAIL: createSmtpSender({ url: smtp.url, from: 'Mücevher Evi <magaza@example.com>' }) },
    retryDelaySeconds: 1,
    retryLimit: 3,
    pollingIntervalSeconds: 0.5,
    onDelivered: (id, outcome) => outcomes.push({ id, outcome }),
  });
  await queue.start();
});

after(async () => {
  await queue.stop();
  await smtp.stop();
  await database.close();
});

async function stateOf(recipient: string) {
  const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, recipient));
  return row;
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`timed out; last: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const email = (recipient: string, extra: Record<string, unknown> = {}) => ({ channel: 'EMAIL' as const, recipient, subject: 'Siparişiniz alındı', body: 'Merhaba, siparişiniz alındı.', kind: 'test', language: 'tr' as const, ...extra });

test('a message queued in a transaction arrives once, with html, text and attachment', async () => {
  await database.db.transaction(async (tx) => {
    await queue.notifier.send(email('ayse@example.com', { html: '<p>Merhaba <b>Ayşe</b></p>', attachments: [{ filename: 'sozlesme.pdf', contentType: 'application/pdf', contentBase64: Buffer.from('%PDF-1.4 test').toString('base64') }] }), tx as never);
  });
  const row = await until(() => stateOf('ayse@example.com'), (r) => r?.state === 'sent');
  const mail = smtp.mails.find((m) => m.envelopeTo.includes('ayse@example.com'))!;
  assert.equal(mail.parsed.subject, 'Siparişiniz alındı');
  assert.match(mail.parsed.text ?? '', /siparişiniz alındı/);
  assert.match(String(mail.parsed.html), /<b>Ayşe<\/b>/);
  assert.equal(mail.parsed.attachments[0].filename, 'sozlesme.pdf');
  assert.equal(mail.parsed.attachments[0].content.toString(), '%PDF-1.4 test');
  assert.equal(mail.parsed.messageId, row.providerMessageId);
  assert.equal(row.attempts, 1);
  assert.equal(smtp.mails.filter((m) => m.envelopeTo.includes('ayse@example.com')).length, 1);
});

test('a rolled back transaction leaves no message; one dedupe key sends once', async () => {
  await assert.rejects(
    database.db.transaction(async (tx) => {
      await queue.notifier.send(email('rolled@example.com'), tx as never);
      throw new Error('the order failed');
    }),
  );
  await queue.notifier.send(email('once@example.com', { dedupeKey: 'order-1-placed' }));
  await queue.notifier.send(email('once@example.com', { dedupeKey: 'order-1-placed' }));
  await until(() => stateOf('once@example.com'), (r) => r?.state === 'sent');
  assert.equal(await stateOf('rolled@example.com'), undefined);
  const rows = await database.db.select().from(outbox).where(eq(outbox.recipient, 'once@example.com'));
  assert.equal(rows.length, 1);
  await new Promise((r) => setTimeout(r, 600));
  assert.equal(smtp.mails.filter((m) => m.envelopeTo.includes('once@example.com')).length, 1);
});

test('a server refusing for a while (4xx) delays the message; it arrives later, once', async () => {
  smtp.refuseNext(2, 451);
  await queue.notifier.send(email('later@example.com'));
  const failed = await until(() => stateOf('later@example.com'), (r) => r?.state === 'failed');
  assert.match(failed.lastError ?? '', /smtp: SMTP: .*451/i);
  const row = await until(() => stateOf('later@example.com'), (r) => r?.state === 'sent');
  assert.equal(row.attempts, 3);
  assert.equal(smtp.mails.filter((m) => m.envelopeTo.includes('later@example.com')).length, 1);
});

test('a 5xx refusal ends the message dead at once, with the reason', async () => {
  smtp.refuseNext(1, 550);
  await queue.notifier.send(email('refused@example.com'));
  const row = await until(() => stateOf('refused@example.com'), (r) => r?.state === 'dead');
  assert.equal(row.attempts, 1);
  assert.match(row.lastError ?? '', /550/);
});

test('marketing goes only with the permission; transactional always', async () => {
  const [without] = await database.db.insert(customers).values({ email: 'nope@example.com' }).returning();
  const [withPermission] = await database.db.insert(customers).values({ email: 'yes@example.com', permissions: { CALL_PERMISSION: false, SMS_PERMISSION: false, EMAIL_PERMISSION: true } }).returning();
  await queue.notifier.send(email('nope@example.com', { purpose: 'marketing', customerId: without.id }));
  await queue.notifier.send(email('yes@example.com', { purpose: 'marketing', customerId: withPermission.id }));
  await queue.notifier.send(email('nope-order@example.com', { purpose: 'transactional', customerId: without.id }));
  const dropped = await until(() => stateOf('nope@example.com'), (r) => r?.state === 'dropped');
  assert.match(dropped.lastError ?? '', /EMAIL_PERMISSION/);
  await until(() => stateOf('yes@example.com'), (r) => r?.state === 'sent');
  await until(() => stateOf('nope-order@example.com'), (r) => r?.state === 'sent');
  assert.equal(smtp.mails.filter((m) => m.envelopeTo.includes('nope@example.com')).length, 0);
});

test('CR/LF in a subject adds no header and no recipient', async () => {
  await queue.notifier.send(email('victim@example.com', { subject: 'Merhaba\r\nBcc: attacker@evil.example\r\nX-Injected: 1' }));
  await until(() => stateOf('victim@example.com'), (r) => r?.state === 'sent');
  const mail = smtp.mails.find((m) => m.envelopeTo.includes('victim@example.com'))!;
  assert.deepEqual(mail.envelopeTo, ['victim@example.com']);
  assert.equal(mail.parsed.headers.get('x-injected'), undefined);
  assert.equal(mail.parsed.bcc, undefined);
  assert.equal(mail.parsed.subject, 'Merhaba Bcc: attacker@evil.example X-Injected: 1');
  assert.ok(!smtp.mails.some((m) => m.envelopeTo.includes('attacker@evil.example')));
});

test('a recipient with CR/LF or a second address is refused, never sent', async () => {
  await queue.notifier.send(email('x@example.com\r\nRCPT TO:<attacker@evil.example>'));
  const row = await until(() => stateOf('x@example.com\r\nRCPT TO:<attacker@evil.example>'), (r) => r?.state === 'dead');
  assert.match(row.lastError ?? '', /not an e-mail address/);
  assert.ok(!smtp.mails.some((m) => m.envelopeTo.includes('attacker@evil.example')));
});
