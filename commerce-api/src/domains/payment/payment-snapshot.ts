// What a payment pays for, frozen when it starts: lines, totals, carrier, addresses and gift
// note. The order is built from this snapshot, so a cart edited during 3-D Secure cannot change it.
import type { Address, Language } from 'shared-contracts/server';

export interface SnapshotLine {
  productId: number;
  variantId: number;
  sku: string;
  productName: string;
  productSeName: string;
  attributeInfo: string | null;
  quantity: number;
  unitPriceKurus: number;
  isGiftPackage: boolean;
}

export interface PaymentSnapshot {
  language: Language;
  lines: SnapshotLine[];
  subtotalKurus: number;
  discountKurus: number;
  shippingKurus: number;
  totalKurus: number;
  couponCode: string | null;
  shippingMethod: string | null;
  trackingUrlTemplate: string | null;
  shippingAddress: Address;
  billingAddress: Address;
  giftNote: string | null;
}

export function readSnapshot(value: Record<string, unknown>): PaymentSnapshot {
  return value as unknown as PaymentSnapshot;
}
