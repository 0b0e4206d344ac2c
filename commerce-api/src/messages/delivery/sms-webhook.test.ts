// The webhook adapter against a local gateway: the JSON it posts, the Idempotency-Key and token,
// and each kind of answer mapped to sent, try again, or dead.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startHttpTestServer, type HttpTestServer } from '../../testing/http-test-server.js';
import { createWebhookSender } from './sms-webhook.js';
import { DeliveryError } from './delivery-error.js';
import type { MessageRow } from './transport.js';

let gateway: HttpTestServer;
before(async () => {
  gateway = await startHttpTestServer();
});
after(() => gateway.close());

const row = { id: 12, channel: 'SMS', recipient: '5321234567', subject: 'Kod', body: 'Doğrulama kodunuz: 111222', language: 'tr', kind: 'phone-change-code', purpose: 'transactional', dedupeKey: 'phone-change-12', createdAt: new Date() } as MessageRow;

test('posts the message as JSON with the idempotency key and the bearer token', async () => {
  gateway.answer = () => ({ status: 202, body: JSON.stringify({ id: 'gw-991' }) });
  const receipt = await createWebhookSender({ url: `${gateway.url}/sms`, token: 'tok' }).send(row);
  assert.equal(receipt.providerMessageId, 'gw-991');
  const request = gateway.requests.at(-1)!;
  assert.equal(request.path, '/sms');
  assert.equal(request.headers['idempotency-key'], 'phone-change-12');
  assert.equal(request.headers.authorization, 'Bearer tok');
  assert.deepEqual(JSON.parse(request.body), { id: 12, to: '5321234567', text: 'Doğrulama kodunuz: 111222', language: 'tr', kind: 'phone-change-code', purpose: 'transactional' });
});

for (const [status, permanent] of [[400, true], [422, true], [408, false], [429, false], [500, false], [503, false]] as const) {
  test(`HTTP ${status} is ${permanent ? 'final (dead)' : 'tried again'}`, async () => {
    gateway.answer = () => ({ status, body: '{"error":"x"}' });
    await assert.rejects(createWebhookSender({ url: gateway.url }).send(row), (error: unknown) => error instanceof DeliveryError && error.permanent === permanent);
  });
}
