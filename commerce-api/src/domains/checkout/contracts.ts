// contractByWidgetZone: the seeded pre-information form / distance sales contract, filled with
// the buyer, the selected addresses, the cart lines and totals (placeholders documented in
// src/seed/content/contracts.ts). Every value is HTML-escaped; the item rows are built here.
import { and, eq } from 'drizzle-orm';
import { formatKurus, formatPhone, type Address, type Contract, type Language } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { contractTemplates, customers } from '../../db/schema.js';
import { loadCartState } from '../cart/cart-view.js';
import { findOwner } from '../cart/owner.js';
import { attributeInfo, localized } from '../cart/product-presentation.js';
import { customerAddress } from './checkout-address.js';
import { escapeHtml } from './html-escape.js';

export const CONTRACT_ZONES = ['pre_info_contract', 'sales_contract'] as const;

const dateFormat = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', day: '2-digit', month: '2-digit', year: 'numeric' });

export function addressLine(a: Address | null): string {
  if (!a) return '';
  const street = [a.address1, a.address2].filter(Boolean).join(' ');
  return `${street}, ${a.neighborhood}, ${a.region} / ${a.city} ${a.zipPostalCode}`.trim();
}

/** Replaces {{name}}; `raw` values are trusted HTML built here, everything else is escaped. */
export function fillTemplate(html: string, values: Record<string, string>, raw: Record<string, string> = {}): string {
  return html.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => (name in raw ? raw[name] : escapeHtml(values[name] ?? '')));
}

async function template(ctx: ApiContext, zone: string): Promise<string | null> {
  for (const language of [ctx.language, 'tr'] as Language[]) {
    const [row] = await ctx.db.select({ html: contractTemplates.html }).from(contractTemplates).where(and(eq(contractTemplates.widgetZone, zone), eq(contractTemplates.language, language))).limit(1);
    if (row) return row.html;
  }
  return null;
}

export async function contractByWidgetZone(ctx: ApiContext, widgetZone: string, now = new Date()): Promise<Contract | null> {
  const zone = widgetZone.trim();
  if (!(CONTRACT_ZONES as readonly string[]).includes(zone)) return null;
  const html = await template(ctx, zone);
  if (html === null) return null;

  const state = await loadCartState(ctx.db, await findOwner(ctx, null));
  const customerId = ctx.customer?.id ?? null;
  const [customer] = customerId !== null ? await ctx.db.select().from(customers).where(eq(customers.id, customerId)) : [];
  const shipping = customerId !== null ? await customerAddress(ctx.db, customerId, state.cart?.shippingAddressId) : null;
  const billing = (customerId !== null ? await customerAddress(ctx.db, customerId, state.cart?.billingAddressId) : null) ?? shipping;

  const name = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ') || [shipping?.firstName, shipping?.lastName].filter(Boolean).join(' ');
  const phone = customer?.phone ? formatPhone(customer.phone) : (shipping?.phoneNumber ?? '');
  const items = state.lines
    .map((l) => {
      const info = attributeInfo(localized(ctx.language, l.attributeName ?? '', l.attributeNameEn) || null, l.valueName);
      const label = `${localized(ctx.language, l.name, l.nameEn)}${info ? ` (${info})` : ''}`;
      return `<tr><td>${escapeHtml(label)}</td><td>${l.quantity}</td><td>${escapeHtml(formatKurus(l.priceKurus, ctx.language))}</td><td>${escapeHtml(formatKurus(l.priceKurus * l.quantity, ctx.language))}</td></tr>`;
    })
    .join('');
  const filled = fillTemplate(
    html,
    {
      date: dateFormat.format(now),
      customerName: name,
      customerEmail: customer?.email ?? shipping?.email ?? '',
      customerPhone: phone,
      shippingAddress: addressLine(shipping),
      billingAddress: addressLine(billing),
      subtotal: formatKurus(state.totals.subtotalKurus, ctx.language),
      shipping: formatKurus(state.totals.shippingKurus, ctx.language),
      discount: formatKurus(state.totals.discountKurus, ctx.language),
      total: formatKurus(state.totals.totalKurus, ctx.language),
      carrier: state.cart?.shippingOption ?? '',
      paymentMethod: ctx.language === 'en' ? 'Credit card' : 'Kredi kartı',
    },
    { items },
  );
  return { widgetZone: zone, contents: [{ hTML: filled }] };
}
