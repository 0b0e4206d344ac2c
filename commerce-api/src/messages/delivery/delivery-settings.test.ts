// The delivery settings: what each SMS_PROVIDER needs, the warnings a shop without SMTP_URL or an
// SMS provider gets at start, and settings that cannot work refused before the API starts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { deliverySettings } from './delivery-settings.js';

test('without SMTP_URL and SMS_PROVIDER nothing is delivered and both settings are named', () => {
  const settings = deliverySettings({});
  assert.deepEqual(Object.keys(settings.senders), []);
  assert.equal(settings.warnings.length, 2);
  assert.match(settings.warnings[0], /^SMTP_URL is not set: .*NOT delivered/);
  assert.match(settings.warnings[1], /^SMS_PROVIDER is not set: .*NOT delivered/);
});

test('each provider gets its sender; missing settings are named', () => {
  assert.equal(deliverySettings({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Shop <shop@example.com>', SMS_PROVIDER: 'mail-catcher' }).senders.SMS?.name, 'mail-catcher');
  assert.equal(deliverySettings({ SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms' }).senders.SMS?.name, 'webhook');
  assert.equal(deliverySettings({ SMS_PROVIDER: 'Netgsm', NETGSM_USERCODE: 'u', NETGSM_PASSWORD: 'p', SMS_SENDER: 'SHOP' }).senders.SMS?.name, 'netgsm');
  assert.throws(() => deliverySettings({ SMS_PROVIDER: 'netgsm', NETGSM_USERCODE: 'u' }), /SMS_PROVIDER=netgsm needs NETGSM_PASSWORD, SMS_SENDER/);
  assert.throws(() => deliverySettings({ SMS_PROVIDER: 'mail-catcher' }), /needs SMTP_URL/);
  assert.throws(() => deliverySettings({ SMS_PROVIDER: 'pigeon' }), /SMS_PROVIDER must be one of netgsm, webhook, mail-catcher/);
});

test('a MAIL_FROM with a line break or without an address is refused', () => {
  assert.throws(() => deliverySettings({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Shop <shop@example.com>\r\nBcc: x@evil.example' }), /MAIL_FROM is not an e-mail address/);
  assert.throws(() => deliverySettings({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Shop' }), /MAIL_FROM/);
});
