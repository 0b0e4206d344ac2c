// The built-in sandbox bank (the default payment provider). Documented test cards:
//   4355 0843 5508 4358  Axess / Akbank     -> approved
//   5406 6754 0667 5403  Maximum / İş Bankası -> approved
//   4111 1111 1111 1111  (other bank)       -> declined by the bank
// Any other Luhn-valid number is approved. The outcome is fixed when the payment starts and
// applied after the 3-D Secure code is confirmed.

import { createHash } from 'node:crypto';
import { sameBankingDay, type PaymentProvider, type ProviderPayment } from './payment-provider.js';

export type BankOutcome = 'APPROVE' | 'DECLINE';

export const SANDBOX_TEST_CARDS: Record<string, BankOutcome> = {
  '4355084355084358': 'APPROVE',
  '5406675406675403': 'APPROVE',
  '4111111111111111': 'DECLINE',
};

export const SANDBOX_BANK_NAME = 'Sanal POS Test Bankası';

export function sandboxOutcome(cardNumber: string): BankOutcome {
  return SANDBOX_TEST_CARDS[cardNumber] ?? 'APPROVE';
}

/** Card number as shown on the 3-D Secure page: only the last four digits. */
export function maskCard(last4: string): string {
  return `•••• •••• •••• ${last4}`;
}

/**
 * The sandbox bank as a payment adapter: voids on the payment's banking day, refunds any amount
 * the caller allows (the shop checks the limits, refund-money.ts), and always succeeds. The
 * reference is derived from the refund key, as a real provider answers a repeated key with the
 * same reference.
 */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  canVoid: (payment, now) => payment.refundedKurus === 0 && sameBankingDay(payment.completedAt ?? payment.createdAt, now),
  void: async (_payment, refundKey) => ({ ok: true, reference: `SBV-${sandboxReference(refundKey)}` }),
  refund: async (_payment, _amount, refundKey) => ({ ok: true, reference: `SBR-${sandboxReference(refundKey)}` }),
};

function sandboxReference(key: string): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 12).toUpperCase();
}

/** The provider of a payment (every payment goes through the sandbox bank today). */
export function paymentProviderFor(_payment: ProviderPayment): PaymentProvider {
  return sandboxProvider;
}
