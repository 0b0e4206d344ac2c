// The account and contact messages in both languages, as a mail app receives them (MIME built
// by MailComposer, parsed by mailparser): codes (SMS and e-mail), welcome, password reset,
// contact message and receipt; links open the page in the reader's language; shopper text is
// escaped in the HTML and can never break a header.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { composeAndParse } from '../../testing/mime.js';
import type { ShopIdentity } from '../shop-identity.js';
import { contactReceiptEmail } from './contact-receipt.js';
import { contactToShopEmail } from './contact-to-shop.js';
import { oneTimeCodeMessage } from './one-time-code.js';
import { passwordResetMessage } from './password-reset.js';
import { threeDsCodeMessage } from './three-ds-code.js';
import { welcomeMessage } from './welcome.js';

const shop: ShopIdentity = {
  name: 'Işıltı Takı',
  origin: 'https://shop.example',
  logoUrl: 'https://shop.example/images/shop-logo.png',
  email: 'iletisim@shop.example',
  telephone: '0(850) 222 45 45',
  address: 'Teşvikiye Mah. No:34, 34365 Şişli / İstanbul',
};

describe('one-time codes', () => {
  test('the SMS is short, in the shopper language, code first in the sentence', async () => {
    const tr = await oneTimeCodeMessage({ shop, language: 'tr', channel: 'SMS', recipient: '5321112233', purpose: 'LOGIN', code: '482913', minutes: 5 });
    assert.equal(tr.body, 'Işıltı Takı giriş kodunuz: 482913. 5 dakika geçerlidir. Kimseyle paylaşmayınız.');
    assert.equal(tr.html, undefined);
    assert.equal(tr.code, '482913');
    const en = await oneTimeCodeMessage({ shop, language: 'en', channel: 'SMS', recipient: '5321112233', purpose: 'PHONE_CHANGE', code: '000417', minutes: 5 });
    assert.equal(en.body, 'Işıltı Takı phone verification code: 000417. Valid for 5 minutes. Do not share it.');
    assert.ok(tr.body.length <= 160 && en.body.length <= 160, 'one SMS each');
    assert.equal(en.kind, 'code-phone-change');
  });

  for (const [language, subject, intro] of [
    ['tr', 'Üyelik doğrulama kodunuz', 'Üyeliğinizi tamamlamak için doğrulama kodunuz:'],
    ['en', 'Your registration code', 'Your code to complete your registration:'],
  ] as const) {
    test(`the e-mail (${language}) has the code in both parts, the logo and the shop name`, async () => {
      const message = await oneTimeCodeMessage({ shop, language, channel: 'EMAIL', recipient: 'ayse@example.com', purpose: 'REGISTER', code: '730051', minutes: 5 });
      const { mail } = await composeAndParse(message);
      assert.equal(mail.subject, subject);
      assert.match(mail.text!, new RegExp(intro));
      assert.match(mail.text!, /730051/);
      assert.match(mail.html as string, /730051/);
      assert.match(mail.html as string, /src="https:\/\/shop\.example\/images\/shop-logo\.png"/);
      assert.match(mail.html as string, /Işıltı Takı/);
      assert.match(mail.html as string, new RegExp(`<html lang="${language}"`));
      assert.match(mail.html as string, /@media only screen and \(min-width:480px\)/, 'responsive layout');
      assert.equal(mail.attachments.length, 0);
    });
  }
});

describe('welcome and password reset', () => {
  test('welcome: e-mail with links to the account in the shopper language', async () => {
    const en = (await welcomeMessage({ shop, language: 'en', customerId: 7, firstName: 'Ayşe', email: 'ayse@example.com', phone: null }))!;
    assert.equal(en.subject, 'Welcome to Işıltı Takı');
    assert.equal(en.dedupeKey, 'welcome:7:email');
    const { mail } = await composeAndParse(en);
    assert.match(mail.text!, /^Hello Ayşe,$/m);
    assert.match(mail.html as string, /href="https:\/\/shop\.example\/en\/account"/);
    assert.match(mail.text!, /https:\/\/shop\.example\/en\/account\/orders/);
    const tr = (await welcomeMessage({ shop, language: 'tr', customerId: 7, firstName: 'Ayşe', email: 'ayse@example.com', phone: null }))!;
    assert.equal(tr.subject, 'Işıltı Takı ailesine hoş geldiniz');
    assert.match(tr.html!, /href="https:\/\/shop\.example\/account"/);
  });

  test('welcome: an account with only a phone gets an SMS; with neither, nothing', async () => {
    const sms = (await welcomeMessage({ shop, language: 'tr', customerId: 8, firstName: null, email: null, phone: '5321112233' }))!;
    assert.equal(sms.channel, 'SMS');
    assert.equal(sms.body, 'Işıltı Takı ailesine hoş geldiniz! Üyeliğiniz oluşturuldu.');
    assert.equal(await welcomeMessage({ shop, language: 'tr', customerId: 9, firstName: null, email: null, phone: null }), null);
  });

  test('password reset: the button and the written link are the reset link', async () => {
    const link = 'https://shop.example/en/passwordrecovery/confirm?token=abc&gid=def';
    const message = await passwordResetMessage({ shop, language: 'en', recipient: 'ayse@example.com', customerId: 3, link, minutes: 60 });
    const { mail } = await composeAndParse(message);
    assert.equal(mail.subject, 'Reset your password');
    assert.match(mail.html as string, /href="https:\/\/shop\.example\/en\/passwordrecovery\/confirm\?token=abc&amp;gid=def"/);
    assert.ok(mail.text!.includes(link));
    assert.match(mail.text!, /valid for 60 minutes/);
    const tr = await passwordResetMessage({ shop, language: 'tr', recipient: 'ayse@example.com', customerId: 3, link, minutes: 60 });
    assert.match(tr.body, /60 dakika geçerlidir/);
    assert.equal(tr.link, link);
  });

  test('3-D Secure code SMS in both languages', () => {
    const facts = { recipient: '5321112233', customerId: 1, bank: 'Akbank', amount: '₺1.400,00', code: '123456', paymentId: 'p1' };
    assert.equal(threeDsCodeMessage({ ...facts, language: 'tr' }).body, 'Akbank: ₺1.400,00 tutarındaki ödemeniz için 3-D Secure doğrulama kodunuz 123456. Kimseyle paylaşmayınız.');
    assert.equal(threeDsCodeMessage({ ...facts, language: 'en' }).body, 'Akbank: your 3-D Secure code for ₺1.400,00 is 123456. Do not share it.');
  });
});

describe('contact form', () => {
  const hostile = {
    shop,
    messageId: 41,
    name: 'Ayşe <b>Yılmaz</b>',
    email: 'ayse@example.com',
    subject: 'Sipariş\r\nBcc: victim@example.com',
    message: 'Merhaba,\n<script>alert(1)</script> siparişim & iadem?',
  };

  test('the shop inbox gets the message in Turkish with the sender; nothing the sender typed becomes a header or markup', async () => {
    const message = await contactToShopEmail({ ...hostile, language: 'en' });
    assert.equal(message.recipient, 'iletisim@shop.example');
    assert.equal(message.subject, '[İletişim] Sipariş Bcc: victim@example.com');
    const { raw, mail } = await composeAndParse(message);
    const headers = raw.slice(0, raw.search(/\r?\n\r?\n/));
    assert.doesNotMatch(headers, /^Bcc:/im, 'no injected header');
    assert.doesNotMatch(raw, /^Bcc:/im, 'not even a line of the body looks like one');
    assert.equal(mail.bcc, undefined);
    assert.equal(mail.subject, '[İletişim] Sipariş Bcc: victim@example.com');
    assert.ok(!(mail.html as string).includes('<script>'), 'script escaped');
    assert.ok((mail.html as string).includes('&lt;script&gt;alert(1)&lt;/script&gt; siparişim &amp; iadem?'));
    assert.ok((mail.html as string).includes('Ayşe &lt;b&gt;Yılmaz&lt;/b&gt;'));
    assert.match(mail.text!, /> <script>alert\(1\)<\/script> siparişim & iadem\?/);
    assert.match(mail.text!, /Dil \/ Language: en/);
  });

  test('the receipt goes to the sender in their language, with their message', async () => {
    const en = await contactReceiptEmail({ ...hostile, language: 'en' });
    assert.equal(en.recipient, 'ayse@example.com');
    assert.equal(en.subject, 'Işıltı Takı: we received your message');
    const { mail } = await composeAndParse(en);
    assert.match(mail.text!, /Your message reached us/);
    assert.match(mail.text!, /Subject: Sipariş Bcc: victim@example\.com/);
    const tr = await contactReceiptEmail({ ...hostile, language: 'tr' });
    assert.equal(tr.subject, 'Işıltı Takı: mesajınızı aldık');
    assert.equal(tr.dedupeKey, 'contact:41:receipt');
  });
});
