// The payment adapter: what the shop asks of a virtual POS or a payment provider. Authorisation
// and its 3-D Secure callback already run through card-payment.ts / complete-payment.ts (a real
// provider verifies the callback's hash there); giving money back is here:
//   - void: cancels the whole authorisation, only on the day it was made (before the bank's end
//     of day, Europe/Istanbul): nothing is ever charged;
//   - refund: part or all of a settled charge, any later day.
// Each call carries the shop's refund key, which a real provider takes as its idempotency key, so
// a retried call cannot pay twice. The sandbox bank (sandbox-bank.ts) implements it.

export interface ProviderPayment {
  id: string;
  amountKurus: number;
  refundedKurus: number;
  completedAt: Date | null;
  createdAt: Date;
}

export type ProviderResult = { ok: true; reference: string } | { ok: false; message: string };

export interface PaymentProvider {
  readonly name: string;
  /** Whether the authorisation may still be voided at `now` (the same banking day). */
  canVoid(payment: ProviderPayment, now: Date): boolean;
  void(payment: ProviderPayment, refundKey: string): Promise<ProviderResult>;
  refund(payment: ProviderPayment, amountKurus: number, refundKey: string): Promise<ProviderResult>;
}

const ISTANBUL_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (YYYY-MM-DD) of an instant in Europe/Istanbul. */
export function istanbulDay(at: Date): string {
  return ISTANBUL_DAY.format(at);
}

/** Banks close the day at midnight Istanbul time: a payment can be voided on its own day only. */
export function sameBankingDay(paidAt: Date, now: Date): boolean {
  return istanbulDay(paidAt) === istanbulDay(now);
}
