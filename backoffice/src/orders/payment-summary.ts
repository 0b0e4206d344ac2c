// How a payment reads in one line: bank, card family and the instalments ("Akbank · Axess · 3 taksit").
import type { IntlShape } from 'react-intl';

export function paymentSummary(payment: { bankName?: string | null; cardFamily?: string | null; installmentCount?: number | null }, intl: IntlShape): string {
  const parts = [payment.bankName, payment.cardFamily].filter((part): part is string => Boolean(part));
  const count = payment.installmentCount ?? 1;
  parts.push(count > 1 ? intl.formatMessage({ id: 'bo.orders.payment.installments' }, { count }) : intl.formatMessage({ id: 'bo.orders.payment.single' }));
  return parts.join(' · ');
}
