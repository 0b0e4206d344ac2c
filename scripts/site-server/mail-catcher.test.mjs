// The mail catcher of `npm start`: when it runs, that it points the API's environment at itself,
// and that a mail sent to its SMTP port is read back through its REST API.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import nodemailer from 'nodemailer';
import { mailCatcherLine, mailCatcherWanted, startMailCatcher } from './mail-catcher.mjs';

test('runs by default on the embedded database without SMTP_URL, and when asked', () => {
  assert.equal(mailCatcherWanted({}), true);
  assert.equal(mailCatcherWanted({ SMTP_URL: 'smtp://mail.example.com:587' }), false);
  assert.equal(mailCatcherWanted({ DATABASE_URL: 'postgres://db/shop' }), false);
  assert.equal(mailCatcherWanted({ DATABASE_URL: 'postgres://db/shop', MAIL_CATCHER: 'on' }), true);
  assert.equal(mailCatcherWanted({ MAIL_CATCHER: 'off' }), false);
});

test('points SMTP_URL and SMS_PROVIDER at itself and shows what it caught', async () => {
  const env = {};
  const catcher = await startMailCatcher(env);
  try {
    assert.equal(env.SMTP_URL, catcher.smtpUrl);
    assert.equal(env.SMS_PROVIDER, 'mail-catcher');
    assert.match(mailCatcherLine(catcher), /^Mail catcher .* at http:\/\/127\.0\.0\.1:\d+$/);
    const transport = nodemailer.createTransport(catcher.smtpUrl);
    await transport.sendMail({ from: 'shop@example.com', to: '5321234567@sms.localhost', subject: 'SMS: Giriş kodu', text: 'Giriş kodunuz: 482913' });
    transport.close();
    let mails = [];
    for (let i = 0; i < 50 && mails.length === 0; i++) {
      mails = await (await fetch(`${catcher.webUrl}/email`)).json();
      if (!mails.length) await new Promise((r) => setTimeout(r, 100));
    }
    assert.equal(mails.length, 1);
    assert.equal(mails[0].to[0].address, '5321234567@sms.localhost');
    assert.match(mails[0].text, /Giriş kodunuz: 482913/);
    const page = await fetch(catcher.webUrl);
    assert.equal(page.status, 200);
  } finally {
    catcher.stop();
  }
});

test('keeps an SMTP_URL already set', async () => {
  const env = { MAIL_CATCHER: 'on', SMTP_URL: 'smtp://mail.example.com:587' };
  const catcher = await startMailCatcher(env);
  try {
    assert.equal(env.SMTP_URL, 'smtp://mail.example.com:587');
    assert.equal(env.SMS_PROVIDER, undefined);
  } finally {
    catcher.stop();
  }
});
