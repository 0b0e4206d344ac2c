// What a payment pays for, frozen when it starts: lines, totals, carrier, addresses, gift note
// and the contract texts accepted. The order is built from this snapshot, so a cart edited during
// 3-D Secure cannot change it.
import type { Address, Language } from 'shared-contracts/server';
import type { PaymentTermsKurus } from './installments.js';

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
  /** The cart's total, paid in one go (the cash price). */
  totalKurus: number;
  couponCode: string | null;
  shippingMethod: string | null;
  trackingUrlTemplate: string | null;
  shippingAddress: Address;
  billingAddress: Address;
  giftNote: string | null;
  /** The checkout contracts as shown when the payment started (absent in older snapshots). */
  contracts?: AcceptedContract[];
  /**
   * The payment's terms, as the contracts state them: terms.totalKurus is the payment's amount
   * (interest included). Absent in older snapshots.
   */
  terms?: PaymentTermsKurus;
}

/** A contract text the shopper accepted: copied to the order (OrderDetail.contracts). */
export interface AcceptedContract {
  widgetZone: string;
  hTML: string;
  /** SHA-256 of hTML (Contract.version). */
  version: string;
  /** When the payment started, ISO 8601. */
  acceptedOn: string;
}

export function readSnapshot(value: Record<string, unknown>): PaymentSnapshot {
  return value as unknown as PaymentSnapshot;
}
