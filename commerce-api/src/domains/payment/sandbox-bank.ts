// The built-in sandbox bank (the default payment provider). Documented test cards:
//   4355 0843 5508 4358  Axess / Akbank     -> approved
//   5406 6754 0667 5403  Maximum / İş Bankası -> approved
//   4111 1111 1111 1111  (other bank)       -> declined by the bank
// Any other Luhn-valid number is approved. The outcome is fixed when the payment starts and
// applied after the 3-D Secure code is confirmed.

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
