// sendContactUs: stored and e-mailed to the shop on valid input; translated field errors and
// nothing stored on bad input; rate limited, then accepted again with a solved captcha.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { count } from 'drizzle-orm';
import * as t from '../../db/schema.js';
import { createTestApi, type TestApi } from '../../testing/test-api.js';
import { SELLER } from '../../seed/content/legal-texts.js';

/** CONTACT_TO is not set in the tests: the shop's own address. */
const SHOP_CONTACT_INBOX = SELLER.email;

const SEND = 'mutation($input: ContactUsInput!) { sendContactUs(input: $input) { status result errors { code message field } } }';
const valid = { fullName: 'Ayşe Yılmaz', email: 'ayse@example.com', subject: 'Sipariş durumu', body: 'Merhaba, siparişim ne zaman kargoya verilir?' };

describe('sendContactUs', () => {
  let api: TestApi;
  before(async () => {
    api = await createTestApi();
  });
  after(async () => api?.close());

  const stored = async () => Number((await api.db.select({ n: count() }).from(t.contactMessages))[0]!.n);

  test('a valid message is stored and sent to the shop inbox', async () => {
    const res = await api.gql(SEND, { input: valid }, { ip: '198.51.100.1' });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.data.sendContactUs, { status: 'Successful', result: 'Mesajınız gönderildi.', errors: [] });
    const [row] = await api.db.select().from(t.contactMessages);
    assert.equal(row!.fullName, 'Ayşe Yılmaz');
    assert.equal(row!.body, valid.body);
    const mail = (await api.outbox(SHOP_CONTACT_INBOX))[0]!;
    assert.equal(mail.channel, 'EMAIL');
    assert.match(mail.subject, /Sipariş durumu/);
    assert.match(mail.body, /ayse@example\.com/);
    assert.match(mail.body, /ne zaman kargoya/);
  });

  test('the result text follows the request language; first and last name may stand in for fullName', async () => {
    const res = await api.gql(SEND, { input: { ...valid, fullName: '', firstName: 'John', lastName: 'Smith' } }, { language: 'en', ip: '198.51.100.2' });
    assert.equal(res.body.data.sendContactUs.status, 'Successful');
    assert.equal(res.body.data.sendContactUs.result, 'Your message has been sent.');
  });

  test('bad input gets translated field errors, status Error, and changes nothing', async () => {
    const before = await stored();
    const outboxBefore = (await api.outbox(SHOP_CONTACT_INBOX)).length;
    const res = await api.gql(SEND, { input: { fullName: 'Ayşe  1', email: 'not-an-email', subject: ' ', body: '' } }, { ip: '198.51.100.3' });
    assert.equal(res.status, 200);
    const result = res.body.data.sendContactUs;
    assert.equal(result.status, 'Error');
    assert.equal(result.result, 'Mesajınız gönderilemedi.');
    const fields = new Set(result.errors.map((e: { field: string }) => e.field));
    for (const f of ['fullName', 'email', 'subject', 'body']) assert.ok(fields.has(f), `error for ${f}`);
    assert.ok(result.errors.every((e: { code: string; message: string }) => e.code.startsWith('ui.') && e.message && !e.message.startsWith('ui.')));
    assert.equal(await stored(), before);
    assert.equal((await api.outbox(SHOP_CONTACT_INBOX)).length, outboxBefore);

    const en = await api.gql(SEND, { input: { ...valid, email: 'nope' } }, { language: 'en', ip: '198.51.100.3' });
    const emailError = en.body.data.sendContactUs.errors.find((e: { field: string }) => e.field === 'email');
    assert.equal(emailError.code, 'ui.pattern.email');
  });

  test('past the limit the API answers 410 until a solved captcha comes along', async () => {
    const ip = '198.51.100.9';
    const input = { ...valid, email: 'limit@example.com' };
    let blockedAt = 0;
    for (let i = 1; i <= 12 && !blockedAt; i++) {
      const res = await api.gql(SEND, { input }, { ip });
      if (res.status === 410) blockedAt = i;
      else assert.equal(res.body.data.sendContactUs.status, 'Successful');
    }
    assert.ok(blockedAt > 1, `blocked after ${blockedAt - 1} messages`);
    const blocked = await api.gql(SEND, { input }, { ip });
    assert.equal(blocked.status, 410);
    assert.equal(blocked.body.errors?.[0]?.extensions?.code, 'CAPTCHA_REQUIRED');
    const before = await stored();
    const withCaptcha = await api.gql(SEND, { input }, { ip, captcha: await api.solveCaptcha(blocked) });
    assert.equal(withCaptcha.status, 200);
    assert.equal(withCaptcha.body.data.sendContactUs.status, 'Successful');
    assert.equal(await stored(), before + 1);
  });
});
