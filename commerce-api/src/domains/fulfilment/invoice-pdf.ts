// The sandbox e-archive invoice as a PDF (what the invoice link opens): the number, the date, the
// buyer, the lines with their VAT-included prices, shipping and the total. Served only to a link
// carrying the invoice's random token (invoice-document.ts).
import { timingSafeEqual } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { formatKurus } from 'shared-contracts/server';
import type { Db } from '../../db/client.js';
import { orderItems, orders } from '../../db/schema.js';
import { dejaVuPdf } from '../../messages/contract-pdf.js';
import { INVOICE_PATH } from './e-archive.js';

const INVOICE_NUMBER = /^[A-Z]{3}\d{13}$/;
const TOKEN = /^[A-Za-z0-9_-]{22}$/;

/** The invoice PDF for /payment/invoices/<number>/<token>.pdf, or null (unknown number, wrong token). */
export async function invoiceDocument(db: Db, number: string, file: string): Promise<Buffer | null> {
  const token = file.endsWith('.pdf') ? file.slice(0, -4) : '';
  if (!INVOICE_NUMBER.test(number) || !TOKEN.test(token)) return null;
  const [order] = await db.select().from(orders).where(eq(orders.invoiceNumber, number)).limit(1);
  const expected = Buffer.from(`${INVOICE_PATH}/${number}/${token}.pdf`);
  const stored = Buffer.from(order?.invoiceUrl ? order.invoiceUrl.slice(-expected.length) : '');
  // compared in constant time, so the answer's timing says nothing about the token
  if (!order || stored.length !== expected.length || !timingSafeEqual(stored, expected)) return null;
  const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  return renderInvoice(order, lines);
}

function renderInvoice(order: typeof orders.$inferSelect, lines: (typeof orderItems.$inferSelect)[]): Promise<Buffer> {
  const { doc, done } = dejaVuPdf({ size: 'A4', margin: 56, info: { Title: `e-Arşiv Fatura ${order.invoiceNumber}` }, lang: 'tr', font: null });
  const billing = (order.billingAddress ?? {}) as Record<string, unknown>;
  const text = (k: string) => (typeof billing[k] === 'string' ? (billing[k] as string) : '');
  doc.font('bold').fontSize(16).text('e-Arşiv Fatura (sandbox)').moveDown(0.5);
  doc.font('regular').fontSize(10);
  doc.text(`Fatura No: ${order.invoiceNumber}`);
  doc.text(`Fatura Tarihi: ${(order.invoicedAt ?? new Date()).toLocaleDateString('tr-TR', { timeZone: 'Europe/Istanbul' })}`);
  doc.text(`Sipariş No: ${order.orderNumber}`);
  doc.text(`Alıcı: ${[text('firstName'), text('lastName')].join(' ').trim()}`).moveDown(1);
  for (const line of lines) doc.text(`${line.quantity} × ${line.productName} (${line.sku})  ${formatKurus(line.unitPriceKurus * line.quantity, 'tr')}`);
  doc.moveDown(0.5);
  if (order.discountKurus) doc.text(`İndirim: -${formatKurus(order.discountKurus, 'tr')}`);
  doc.text(`Kargo: ${formatKurus(order.shippingKurus, 'tr')}`);
  if (order.interestKurus) doc.text(`Vade farkı: ${formatKurus(order.interestKurus, 'tr')}`);
  doc.text(`KDV (dahil): ${formatKurus(order.taxKurus, 'tr')}`);
  doc.font('bold').text(`Toplam: ${formatKurus(order.totalKurus, 'tr')}`);
  doc.end();
  return done;
}
