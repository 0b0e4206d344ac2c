// The flag set when the bank frame reports success: the success page fires one purchase event
// from it and clears it. It lives in sessionStorage so a reload of the success page does not
// lose it and another tab never sees it; it carries the cart's analytics snapshot because the
// order detail has no numeric totals.
import type { AnalyticsItem } from 'shared-contracts';

const KEY = 'mf-cart-checkout:purchase';

export interface PurchaseSnapshot {
  value: number;
  shipping: number;
  items: AnalyticsItem[];
  coupon: string | null;
}

export function setPurchaseFlag(snapshot: PurchaseSnapshot): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(snapshot));
  } catch (e) {
    console.warn('purchase flag not stored', e);
  }
}

export function readPurchaseFlag(): PurchaseSnapshot | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as PurchaseSnapshot) : null;
  } catch (e) {
    console.warn('purchase flag not readable', e);
    return null;
  }
}

export function clearPurchaseFlag(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch (e) {
    console.warn('purchase flag not cleared', e);
  }
}
