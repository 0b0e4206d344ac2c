// The instalment terms of a payment as the server computed them (PaymentTerms): the cash price,
// the interest (vade farkı), the card and the instalments. Rows of a description list, shown only
// for a payment in instalments; the total row stays with the list that holds them (the price
// card, the success page), where it reads terms.orderTotal: the amount charged.
import { useIntl } from 'react-intl';
import type { PaymentTermsFieldsFragment } from 'shared-contracts/graphql';

export function hasInstallments(terms: PaymentTermsFieldsFragment | null | undefined): terms is PaymentTermsFieldsFragment {
  return terms != null && terms.installmentCount > 1;
}

export function PaymentTermsRows({ terms, lineClassName }: { terms: PaymentTermsFieldsFragment; lineClassName?: string }) {
  const intl = useIntl();
  if (!hasInstallments(terms)) return null;
  const card = [terms.bankName, terms.cardFamily].filter(Boolean).join(' ');
  const row = (id: string, label: string, value: string) => (
    <div className={lineClassName} key={id}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <>
      {row('cash', intl.formatMessage({ id: 'checkout.terms.cashTotal' }), terms.cashTotal)}
      {row(
        'interest',
        intl.formatMessage({ id: 'checkout.terms.interest' }, { count: terms.installmentCount }),
        terms.interestValue > 0 ? terms.interest : intl.formatMessage({ id: 'checkout.terms.interestFree' }),
      )}
      {row(
        'installments',
        card ? intl.formatMessage({ id: 'checkout.terms.installmentsWithCard' }, { card }) : intl.formatMessage({ id: 'checkout.terms.installments' }),
        intl.formatMessage({ id: 'checkout.terms.installmentPrice' }, { count: terms.installmentCount, amount: terms.installmentPrice }),
      )}
    </>
  );
}
