// Contract templates (contractByWidgetZone): widget zones 'pre_info_contract' and
// 'sales_contract', each in tr and en. The seller's details are fixed text; everything about the
// order is a {{placeholder}} the checkout fills in:
//
//   {{date}}             contract date, dd.MM.yyyy (Istanbul time)
//   {{customerName}}     first and last name of the buyer
//   {{customerEmail}}    buyer's e-mail
//   {{customerPhone}}    buyer's phone, formatted 0(5XX) XXX XX XX
//   {{shippingAddress}}  delivery address on one line (address, neighbourhood, district / city, postcode)
//   {{billingAddress}}   billing address on one line
//   {{items}}            table rows, one per cart line:
//                        <tr><td>name (attribute info)</td><td>quantity</td><td>unit price</td><td>line total</td></tr>
//   {{subtotal}}         items total, TRY text (formatKurus)
//   {{shipping}}         shipping charge, TRY text ('0,00 TL' when free)
//   {{discount}}         discount total, TRY text
//   {{total}}            amount charged, TRY text: the cash total plus any instalment interest
//   {{cashTotal}}        the amount to pay in one go (the cart's total), TRY text
//   {{interest}}         instalment interest (vade farkı), TRY text ('₺0,00' when none)
//   {{installmentCount}} number of instalments (1: advance payment)
//   {{installmentAmount}} one instalment, TRY text
//   {{bankName}}         the card's bank and card family, e.g. 'Akbank Axess' (empty without a card)
//   {{carrier}}          selected carrier's name (empty when none yet)
//   {{paymentMethod}}    the payment and its terms: 'Kredi kartı, tek çekim (peşin)', or with
//                        instalments 'Kredi kartı (Akbank Axess), 3 taksit: 3 x ₺5.801,27 (son taksit
//                        ₺5.801,26); peşin fiyat ₺16.901,82, vade farkı ₺501,98, toplam ₺17.403,80'
//
// The figures come from the card BIN and instalment count the checkout asks the contracts for
// (contractByWidgetZone(bin, installmentCount)): the same terms the payment charges.
//
// Every value except {{items}} is inserted HTML-escaped; a placeholder with no value yet (no
// address chosen) is replaced by an empty string.
import type { contractTemplates } from '../../db/schema.js';
import { SELLER } from './legal-texts.js';

export const CONTRACT_PLACEHOLDERS = [
  'date', 'customerName', 'customerEmail', 'customerPhone', 'shippingAddress', 'billingAddress',
  'items', 'subtotal', 'shipping', 'discount', 'total', 'cashTotal', 'interest', 'installmentCount',
  'installmentAmount', 'bankName', 'carrier', 'paymentMethod',
] as const;

const sellerTr = `<p><strong>Satıcı:</strong> ${SELLER.name}<br/>Adres: ${SELLER.address}<br/>Telefon: ${SELLER.phone} — E-posta: ${SELLER.email}<br/>MERSİS No: ${SELLER.mersis}</p>`;
const sellerEn = `<p><strong>Seller:</strong> ${SELLER.name}<br/>Address: ${SELLER.address}<br/>Phone: ${SELLER.phone} — E-mail: ${SELLER.email}<br/>MERSIS no: ${SELLER.mersis}</p>`;
const buyerTr = '<p><strong>Alıcı:</strong> {{customerName}}<br/>E-posta: {{customerEmail}} — Telefon: {{customerPhone}}<br/>Teslimat adresi: {{shippingAddress}}<br/>Fatura adresi: {{billingAddress}}</p>';
const buyerEn = '<p><strong>Buyer:</strong> {{customerName}}<br/>E-mail: {{customerEmail}} — Phone: {{customerPhone}}<br/>Delivery address: {{shippingAddress}}<br/>Billing address: {{billingAddress}}</p>';
const itemsTr = '<table><thead><tr><th>Ürün</th><th>Adet</th><th>Birim fiyat</th><th>Tutar</th></tr></thead><tbody>{{items}}</tbody></table>' +
  '<p>Ara toplam: {{subtotal}}<br/>Kargo ({{carrier}}): {{shipping}}<br/>İndirim: {{discount}}<br/><strong>Toplam (KDV dahil): {{total}}</strong><br/>Ödeme şekli: {{paymentMethod}}</p>';
const itemsEn = '<table><thead><tr><th>Item</th><th>Qty</th><th>Unit price</th><th>Amount</th></tr></thead><tbody>{{items}}</tbody></table>' +
  '<p>Subtotal: {{subtotal}}<br/>Shipping ({{carrier}}): {{shipping}}<br/>Discount: {{discount}}<br/><strong>Total (VAT included): {{total}}</strong><br/>Payment: {{paymentMethod}}</p>';

export function contractTemplateRows(): (typeof contractTemplates.$inferInsert)[] {
  return [
    {
      widgetZone: 'pre_info_contract',
      language: 'tr',
      html: `<h2>Ön Bilgilendirme Formu</h2><p>Tarih: {{date}}</p>${sellerTr}${buyerTr}<h3>Sözleşme konusu ürünler</h3>${itemsTr}
<h3>Teslimat</h3><p>Ürünler, seçilen kargo firmasıyla 1-2 iş günü içinde kargoya verilir; tahmini teslimat süresi 3-5 iş günüdür. Aynı gün kurye seçeneğinde hafta içi 17:00’ye kadar verilen siparişler aynı gün teslim edilir.</p>
<h3>Cayma hakkı</h3><p>Alıcı, ürünün kendisine teslim edildiği tarihten itibaren 15 gün içinde hiçbir gerekçe göstermeksizin cayma hakkını kullanabilir. Kişiye özel üretilen ürünlerde cayma hakkı bulunmaz.</p>
<h3>Şikâyet ve itirazlar</h3><p>Alıcı, şikâyetlerini Satıcı’ya ya da bulunduğu yerdeki Tüketici Hakem Heyeti’ne iletebilir.</p>`,
    },
    {
      widgetZone: 'pre_info_contract',
      language: 'en',
      html: `<h2>Pre-information Form</h2><p>Date: {{date}}</p>${sellerEn}${buyerEn}<h3>Items</h3>${itemsEn}
<h3>Delivery</h3><p>Items are handed to the chosen carrier within 1-2 business days; estimated delivery takes 3-5 business days. With the same-day courier, weekday orders placed before 17:00 are delivered the same day.</p>
<h3>Right of withdrawal</h3><p>The buyer may withdraw within 15 days of delivery without giving a reason. Personalised items cannot be returned.</p>
<h3>Complaints</h3><p>The buyer may address complaints to the Seller or to the local Consumer Arbitration Committee.</p>`,
    },
    {
      widgetZone: 'sales_contract',
      language: 'tr',
      html: `<h2>Mesafeli Satış Sözleşmesi</h2><p>Tarih: {{date}}</p><h3>1. Taraflar</h3>${sellerTr}${buyerTr}
<h3>2. Konu</h3><p>İşbu sözleşmenin konusu, Alıcı’nın Satıcı’ya ait internet sitesinden elektronik ortamda siparişini verdiği aşağıda nitelikleri ve satış fiyatı belirtilen ürünlerin satışı ve teslimidir.</p>${itemsTr}
<h3>3. Teslimat</h3><p>Ürünler {{shippingAddress}} adresine, {{carrier}} ile teslim edilir.</p>
<h3>4. Cayma hakkı</h3><p>Alıcı, teslimattan itibaren 15 gün içinde cayma hakkını kullanabilir; bedel, iadenin onayından sonra 7 iş günü içinde ödemenin yapıldığı karta iade edilir.</p>
<h3>5. Yürürlük</h3><p>Alıcı, siparişi onaylamakla bu sözleşmenin tüm koşullarını kabul etmiş sayılır.</p>`,
    },
    {
      widgetZone: 'sales_contract',
      language: 'en',
      html: `<h2>Distance Sales Contract</h2><p>Date: {{date}}</p><h3>1. Parties</h3>${sellerEn}${buyerEn}
<h3>2. Subject</h3><p>This contract covers the sale and delivery of the items below, ordered electronically by the Buyer on the Seller’s website.</p>${itemsEn}
<h3>3. Delivery</h3><p>The items are delivered to {{shippingAddress}} by {{carrier}}.</p>
<h3>4. Right of withdrawal</h3><p>The Buyer may withdraw within 15 days of delivery; the amount is refunded to the card used within 7 business days of the return being approved.</p>
<h3>5. Entry into force</h3><p>By confirming the order the Buyer accepts all terms of this contract.</p>`,
    },
  ];
}
