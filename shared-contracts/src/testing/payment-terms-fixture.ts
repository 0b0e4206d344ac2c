// Payment terms (PaymentTermsFieldsFragment) as the API answers them, for the tests of every team
// that shows them: an advance payment by default, and the issue 22 example (₺16.901,82 with the
// Akbank card in 3 instalments: ₺17.403,80).
import type { PaymentTermsFieldsFragment } from '../graphql/generated';

export function makePaymentTerms(overrides: Partial<PaymentTermsFieldsFragment> = {}): PaymentTermsFieldsFragment {
  return {
    __typename: 'PaymentTerms',
    bankName: null,
    cardFamily: null,
    installmentCount: 1,
    cashTotal: '₺1.250,00',
    cashTotalValue: 1250,
    interest: '₺0,00',
    interestValue: 0,
    installmentPrice: '₺1.250,00',
    installmentPriceValue: 1250,
    orderTotal: '₺1.250,00',
    orderTotalValue: 1250,
    ...overrides,
  };
}

/** ₺16.901,82 paid with the Akbank Axess card in 3: 3 x ₺5.801,27, interest ₺501,98, ₺17.403,80. */
export const AKBANK_IN_3_TERMS = makePaymentTerms({
  bankName: 'Akbank',
  cardFamily: 'Axess',
  installmentCount: 3,
  cashTotal: '₺16.901,82',
  cashTotalValue: 16901.82,
  interest: '₺501,98',
  interestValue: 501.98,
  installmentPrice: '₺5.801,27',
  installmentPriceValue: 5801.27,
  orderTotal: '₺17.403,80',
  orderTotalValue: 17403.8,
});
