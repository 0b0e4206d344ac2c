// The order messages, end to end through the payment: placing an order queues exactly one
// e-mail and one SMS (even when the bank's completion arrives twice), in the language the
// shopper paid in, with the order's own figures and both accepted contracts attached as PDF; a
// rolled-back order queues nothing; guests get them at the checkout's address; cancelling and
// returning queue their e-mails in the request's transaction.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { formatKurus, type Language } from 'shared-contracts/server';
import type { Database } from '../../db/client.js';
import { customers, orderItems, orders, requestReasons } from '../../db/schema.js';
import type { Messaging } from '../../messages/messaging.js';
import { requestReasonRows } from '../../seed/checkout-reference.js';
import { insertAddress, insertCategory, insertCoupon, insertCustomer, insertProduct, insertSizeAttribute, recordingNotifier, testContext, type ProductFixture } from '../../testing/cart-fixtures.js';
import { composeAndParse } from '../../testing/mime.js';
import { cardInput, lastCode, readyToPay, seedCheckout, startCardPayment, type PayingContext } from '../../testing/payment-fixtures.js';
import { pdfText } from '../../testing/pdf-text.js';
import { createTestDatabase } from '../../testing/test-db.js';
import { transactionalNotifier, type TransactionalNotifier } from '../../testing/transactional-notifier.js';
import { addToCart } from '../cart/add-to-cart.js';
import { applyDiscountCoupon } from '../cart/coupons.js';
import { addGiftPackageNote } from '../cart/gift-note.js';
import { selectShippingAddressWithShippingOption } from '../checkout/shipping-options.js';
import { completePayment } from '../payment/complete-payment.js';
import { createItemRequest } from './item-requests.js';

let database: Database;
let ring: ProductFixture; // sizes 12 and 13, 500,00 TL
let pendant: ProductFixture; // 600,00 TL
let cancelReason: number;
let returnReason: number;

before(async () => {
  database = await createTestDatabase();
  const categoryId = await insertCategory(database.db);
  const sizeId = await insertSizeAttribute(database.db);
  ring = await insertProduct(database.db, { categoryId, priceKurus: 50000, stocks: [50, 50], attributeId: sizeId });
  pendant = await insertProduct(database.db, { categoryId, priceKurus: 60000, stocks: [50] });
  await seedCheckout(database.db);
  await insertCoupon(database.db, { code: 'INDIRIM50', discountType: 'AMOUNT', value: 5000 });
  const reasons = await database.db.insert(requestReasons).values(requestReasonRows()).returning();
  cancelReason = reasons.find((r) => r.kind === 'CANCEL')!.id;
  returnReason = reasons.find((r) => r.kind === 'RETURN')!.id;
});
after(() => database.close());

function messagingWith(notifier: TransactionalNotifier): Messaging {
  return { notifier, config: { publicUrl: 'https://shop.example/ignored-path' } };
}

/** A cart of 2 rings (size 13) and a pendant, a gift note and a coupon, paid in 3 instalments. */
async function paidInInstalments(language: Language, giftNote: string): Promise<{ ctx: PayingContext; paymentId: string; code: string }> {
  const ctx = await readyToPay(database.db, pendant.productId, 1, 'Yurtiçi Kargo', language);
  const added = await addToCart(ctx, { productId: ring.productId, attributeValueId: ring.variantIds[1], quantity: 2 });
  assert.ok(added.status, 'ring added');
  assert.equal((await addGiftPackageNote(ctx, giftNote)).errors.length, 0);
  assert.deepEqual((await applyDiscountCoupon(ctx, 'INDIRIM50')).errors, []);
  const started = await startCardPayment(ctx, { installmentCount: 3 });
  return { ctx, ...started };
}

async function orderOf(paymentId: string) {
  const [order] = await database.db.select().from(orders).where(eq(orders.paymentId, paymentId));
  return order!;
}

describe('order placed', () => {
  for (const language of ['tr', 'en'] as const) {
    test(`one e-mail and one SMS (${language}), even when the completion arrives twice; the figures are the order's`, async () => {
      const notifier = transactionalNotifier(database.db);
      const messaging = messagingWith(notifier);
      const { ctx, paymentId, code } = await paidInInstalments(language, 'Nice yıllara <3 & sevgiyle\r\nBcc: x@example.com');
      const first = await completePayment(database.db, paymentId, { kind: 'verify', code }, messaging);
      const second = await completePayment(database.db, paymentId, { kind: 'verify', code }, messaging);
      assert.equal(first.status, 'success');
      assert.deepEqual(second, first);

      const order = await orderOf(paymentId);
      const [customer] = await database.db.select().from(customers).where(eq(customers.id, ctx.customer!.id));
      const sent = await notifier.delivered();
      assert.deepEqual(
        sent.map((m) => [m.channel, m.kind, m.recipient, m.dedupeKey, m.language]),
        [
          ['EMAIL', 'order-placed', customer!.email, `order-placed:${order.orderNumber}:email`, language],
          ['SMS', 'order-placed', customer!.phone, `order-placed:${order.orderNumber}:sms`, language],
        ],
      );
      const [email, sms] = sent as [(typeof sent)[0], (typeof sent)[0]];
      const money = (kurus: number) => formatKurus(kurus, language);
      assert.ok(order.interestKurus > 0, 'the 3 instalments of this card carry interest');

      const { mail } = await composeAndParse(email);
      const text = mail.text!;
      const html = mail.html as string;
      assert.equal(mail.subject, language === 'en' ? `We received your order (${order.orderNumber})` : `Siparişiniz alındı (${order.orderNumber})`);
      const lines = await database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      for (const line of lines) {
        assert.ok(html.includes(`https://shop.example/images/products/${line.productId}/1/thumb.svg`), 'each line has its picture, absolute');
        assert.ok(text.includes(`${money(line.unitPriceKurus)} = ${money(line.unitPriceKurus * line.quantity)}`), 'unit price and line total');
      }
      const ringName = language === 'en' ? 'Gold Ring' : 'Altın Yüzük';
      assert.match(text, new RegExp(`${ringName} \\d+\\n  ${language === 'en' ? 'Ring size' : 'Yüzük Ölçüsü'}: 13\\n  ${language === 'en' ? 'Quantity' : 'Adet'}: 2 ×`));
      const row = (label: string, value: string) => assert.ok(text.includes(`${label}: ${value}`), `${label}: ${value}`);
      const L = language === 'en'
        ? { sub: 'Subtotal', disc: 'Discount (coupon INDIRIM50)', ship: 'Shipping', int: 'Instalment interest', total: 'Total', pay: 'Payment', bank: 'Bank', carrier: 'Carrier', plan: 'Credit card, 3 instalments' }
        : { sub: 'Ara toplam', disc: 'İndirim (kupon INDIRIM50)', ship: 'Kargo', int: 'Vade farkı', total: 'Toplam', pay: 'Ödeme', bank: 'Banka', carrier: 'Kargo firması', plan: 'Kredi kartı, 3 taksit' };
      row(L.sub, money(order.subtotalKurus));
      row(L.disc, `-${money(order.discountKurus)}`);
      row(L.int, money(order.interestKurus));
      row(L.total, money(order.totalKurus));
      row(L.pay, `${L.plan} (3 x ${money(Math.round(order.totalKurus / 3))})`);
      row(L.bank, order.bankName!);
      row(L.carrier, order.shippingMethod!);
      assert.ok(text.includes(order.orderNumber));
      assert.ok(text.includes('Caferağa Mahallesi Moda Caddesi No: 12 Daire 3'), 'the delivery address');
      assert.ok(text.includes(language === 'en' ? 'Billing address:' : 'Fatura adresi:'));
      // The gift note is the shopper's text: escaped in the HTML, never a header.
      assert.ok(html.includes('Nice yıllara &lt;3 &amp; sevgiyle'));
      assert.ok(!html.includes('<3 &'));
      assert.equal(mail.bcc, undefined);
      const orderLink = `https://shop.example${language === 'en' ? '/en' : ''}/account/orders/${order.orderNumber}`;
      assert.ok(html.includes(`href="${orderLink}"`), 'the order page in the shopper language');
      assert.ok(html.includes(`href="https://shop.example${language === 'en' ? '/en' : '/'}"`), 'the logo opens the home page in that language');

      // Both contracts the order keeps, as PDF files with their full text.
      assert.deepEqual(mail.attachments.map((a) => [a.filename, a.contentType]), [
        ['pre-info-contract.pdf', 'application/pdf'],
        ['sales-contract.pdf', 'application/pdf'],
      ]);
      assert.equal(order.contracts.length, 2);
      for (const [i, contract] of order.contracts.entries()) {
        const pdf = pdfText(mail.attachments[i]!.content).replace(/\s+/g, ' ');
        const kept = contract.hTML.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
        for (const phrase of kept.split(/ (?=\d+\. )/).slice(0, 4)) assert.ok(pdf.includes(phrase.slice(0, 40).trim()), `contract ${contract.widgetZone} says "${phrase.slice(0, 40)}"`);
        assert.ok(pdf.includes(money(order.totalKurus).replace(/\s+/g, ' ')), 'the contract states the total charged');
      }

      assert.equal(sms.body, language === 'en'
        ? `Işıltı Takı: we received your order ${order.orderNumber}. Total ${money(order.totalKurus)}, ${L.plan} (3 x ${money(Math.round(order.totalKurus / 3))}). The details were sent to your e-mail.`
        : `Işıltı Takı: ${order.orderNumber} numaralı siparişiniz alındı. Toplam ${money(order.totalKurus)}, ${L.plan} (3 x ${money(Math.round(order.totalKurus / 3))}). Ayrıntılar e-posta adresinize gönderildi.`);
      assert.equal(lastCode(ctx), code, 'the 3-D Secure code went through the shopper request, as before');
    });
  }

  test('an order rolled back queues nothing; the retried completion queues once', async () => {
    const notifier = transactionalNotifier(database.db);
    const { paymentId, code } = await paidInInstalments('tr', 'Doğum günün kutlu olsun');
    notifier.failWhen = (m) => m.channel === 'SMS';
    await assert.rejects(completePayment(database.db, paymentId, { kind: 'verify', code }, messagingWith(notifier)), /test fault/);
    assert.equal((await database.db.select().from(orders).where(eq(orders.paymentId, paymentId))).length, 0, 'no order');
    assert.deepEqual(await notifier.delivered(), [], 'the e-mail queued before the fault went with the rollback');

    notifier.failWhen = null;
    assert.equal((await completePayment(database.db, paymentId, { kind: 'verify', code }, messagingWith(notifier))).status, 'success');
    assert.deepEqual((await notifier.delivered()).map((m) => m.channel), ['EMAIL', 'SMS']);
  });

  test("a guest's order goes to the e-mail and phone given at checkout", async () => {
    const guest = await insertCustomer(database.db, { isGuest: true });
    const ctx = testContext(database.db, guest, { notifier: recordingNotifier(), language: 'en' }) as PayingContext;
    assert.ok((await addToCart(ctx, { productId: pendant.productId, quantity: 1 })).status);
    const addressId = await insertAddress(database.db, guest.id);
    assert.ok((await selectShippingAddressWithShippingOption(ctx, addressId, 'Yurtiçi Kargo')).success);
    const { paymentId, code } = await startCardPayment(ctx, cardInput());
    const notifier = transactionalNotifier(database.db);
    assert.equal((await completePayment(database.db, paymentId, { kind: 'verify', code }, messagingWith(notifier))).status, 'success');
    const order = await orderOf(paymentId);
    const sent = await notifier.delivered();
    assert.deepEqual(sent.map((m) => [m.channel, m.recipient]), [
      ['EMAIL', 'ayse@storefront.test'],
      ['SMS', '5321112233'],
    ]);
    const { mail } = await composeAndParse(sent[0]!);
    assert.match(mail.text!, /^Hello Ayşe,$/m);
    assert.match(mail.text!, /Payment: Credit card, single payment/);
    assert.ok(!(mail.html as string).includes('/account/orders/'), 'a guest has no account page to open');
    assert.equal(sent[0]!.customerId, order.customerId);
  });
});

describe('cancel and return requests', () => {
  async function placed(language: Language) {
    const { ctx, paymentId, code } = await paidInInstalments(language, 'Sevgiyle');
    assert.equal((await completePayment(database.db, paymentId, { kind: 'verify', code }, messagingWith(transactionalNotifier(database.db)))).status, 'success');
    const order = await orderOf(paymentId);
    const lines = await database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id);
    const notifier = transactionalNotifier(database.db);
    return { ctx: { ...ctx, notifier, config: { ...ctx.config, publicUrl: 'https://shop.example' } }, notifier, order, lines };
  }

  test('cancelling one line: the request e-mail names the line and the reason; cancelling the rest: the order-cancelled e-mail', async () => {
    const { ctx, notifier, order, lines } = await placed('en');
    const one = await createItemRequest(ctx, 'CANCEL', order.id, [{ orderItemLineId: lines[0]!.id, reasonId: cancelReason, note: 'Ordered <twice>' }]);
    assert.equal(one.success, true);
    const rest = await createItemRequest(ctx, 'CANCEL', order.id, lines.slice(1).map((l) => ({ orderItemLineId: l.id, reasonId: cancelReason })));
    assert.equal(rest.success, true);
    const sent = await notifier.delivered();
    assert.deepEqual(sent.map((m) => [m.kind, m.language, m.subject]), [
      ['cancel-request', 'en', `Cancellation request received (${order.orderNumber})`],
      ['order-cancelled', 'en', `Your order was cancelled (${order.orderNumber})`],
    ]);
    const request = (await composeAndParse(sent[0]!)).mail;
    assert.match(request.text!, new RegExp(`Your cancellation request for 1 item of order ${order.orderNumber} was received and approved`));
    assert.match(request.text!, /Reason: .+\n  Your note: Ordered <twice>/);
    assert.ok((request.html as string).includes('Your note: Ordered &lt;twice&gt;'));
    assert.match(request.html as string, new RegExp(`href="https://shop.example/en/account/orders/${order.orderNumber}"`));
    const cancelled = (await composeAndParse(sent[1]!)).mail;
    assert.match(cancelled.text!, /The amount you paid goes back to the card/);
    assert.equal(sent[1]!.dedupeKey, `order-cancelled:${order.orderNumber}:email`);
  });

  test('a return request (tr) says the cargo code comes with the approval; a refused request queues nothing', async () => {
    const { ctx, notifier, order, lines } = await placed('tr');
    await database.db.update(orders).set({ status: 'DELIVERED', deliveredAt: new Date() }).where(eq(orders.id, order.id));
    await database.db.update(orderItems).set({ status: 'DELIVERED' }).where(eq(orderItems.orderId, order.id));
    const refused = await createItemRequest(ctx, 'RETURN', order.id, [{ orderItemLineId: lines[0]!.id, reasonId: cancelReason }]);
    assert.equal(refused.success, false);
    assert.deepEqual(await notifier.delivered(), []);
    const done = await createItemRequest(ctx, 'RETURN', order.id, [{ orderItemLineId: lines[0]!.id, reasonId: returnReason }]);
    assert.equal(done.success, true);
    const [line] = await database.db.select().from(orderItems).where(eq(orderItems.id, lines[0]!.id));
    assert.ok(line);
    const sent = await notifier.delivered();
    assert.equal(sent.length, 1);
    const mail = (await composeAndParse(sent[0]!)).mail;
    assert.equal(mail.subject, `İade talebiniz alındı (${order.orderNumber})`);
    assert.doesNotMatch(mail.text!, /YK\d{9}/);
    assert.match(mail.text!, /iade kargo kodunuz e-posta ile gönderilir/);
    assert.match(mail.html as string, new RegExp(`href="https://shop.example/account/orders/${order.orderNumber}"`));
  });
});
