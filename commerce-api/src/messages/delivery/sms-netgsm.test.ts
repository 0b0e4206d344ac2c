// The Netgsm adapter against a local server speaking Netgsm's REST v2 protocol: the request it
// sends (basic authentication, sender title, TR encoding, the 90-prefixed number, Turkish text
// as is) and each documented answer mapped to sent, try again, or dead.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startHttpTestServer, type HttpTestServer } from '../../testing/http-test-server.js';
import { createNetgsmSender, netgsmNumber } from './sms-netgsm.js';
import { DeliveryError } from './delivery-error.js';
import type { MessageRow } from './transport.js';

let netgsm: HttpTestServer;
before(async () => {
  netgsm = await startHttpTestServer();
});
after(() => netgsm.close());

const row = (extra: Partial<MessageRow> = {}) => ({ id: 7, channel: 'SMS', recipient: '5321234567', subject: 'Giriş kodu', body: 'Giriş kodunuz: 482913. Şifrenizi kimseyle paylaşmayın.', purpose: 'transactional', dedupeKey: null, createdAt: new Date(), ...extra }) as MessageRow;
const sender = () => createNetgsmSender({ usercode: '8501234567', password: 's3cr3t', sender: 'MUCEVHER', baseUrl: netgsm.url });

test('sends the documented request and keeps the job id', async () => {
  netgsm.answer = () => ({ status: 200, body: JSON.stringify({ code: '00', jobid: '17377215342605050417149344', description: 'queued' }) });
  const receipt = await sender().send(row());
  assert.equal(receipt.providerMessageId, '17377215342605050417149344');
  const request = netgsm.requests.at(-1)!;
  assert.equal(request.method, 'POST');
  assert.equal(request.path, '/sms/rest/v2/send');
  assert.equal(request.headers.authorization, `Basic ${Buffer.from('8501234567:s3cr3t').toString('base64')}`);
  const body = JSON.parse(request.body);
  assert.deepEqual(body, { msgheader: 'MUCEVHER', encoding: 'TR', iysfilter: '0', messages: [{ msg: 'Giriş kodunuz: 482913. Şifrenizi kimseyle paylaşmayın.', no: '905321234567' }] });
});

test('a marketing SMS goes through the İYS filter for individuals', async () => {
  netgsm.answer = () => ({ status: 200, body: JSON.stringify({ code: '00', jobid: '1' }) });
  await sender().send(row({ purpose: 'marketing' }));
  assert.equal(JSON.parse(netgsm.requests.at(-1)!.body).iysfilter, '11');
});

for (const [code, permanent] of [['20', true], ['70', true], ['50', true], ['51', true], ['30', false], ['40', false], ['80', false], ['85', false], ['100', false]] as const) {
  test(`answer code ${code} is ${permanent ? 'final (dead)' : 'tried again'}`, async () => {
    netgsm.answer = () => ({ status: code === '30' ? 406 : 200, body: JSON.stringify({ code, description: 'error' }) });
    await assert.rejects(sender().send(row()), (error: unknown) => error instanceof DeliveryError && error.permanent === permanent && error.message.startsWith(`Netgsm ${code}:`));
  });
}

test('a server error page or an unreachable server is tried again', async () => {
  netgsm.answer = () => ({ status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html' });
  await assert.rejects(sender().send(row()), (error: unknown) => error instanceof DeliveryError && !error.permanent && /HTTP 502/.test(error.message));
  const away = createNetgsmSender({ usercode: 'u', password: 'p', sender: 'S', baseUrl: 'http://127.0.0.1:1' });
  await assert.rejects(away.send(row()), (error: unknown) => error instanceof DeliveryError && !error.permanent && /unreachable/.test(error.message));
});

test('numbers: the national forms become 90 and ten digits; anything else is refused', () => {
  assert.equal(netgsmNumber('5321234567'), '905321234567');
  assert.equal(netgsmNumber('0532 123 45 67'), '905321234567');
  assert.equal(netgsmNumber('+90 532 123 45 67'), '905321234567');
  assert.throws(() => netgsmNumber('12345'), (error: unknown) => error instanceof DeliveryError && error.permanent);
});
