// Instalment choice looked up from the card's first six digits; 1 is labelled 'peşin'. A count
// whose total equals the advance payment's says so ('vade farksız'); the others carry interest.
import { useQuery } from 'shared-contracts';
import { PaymentMark, programmeMarkFor } from 'shared-contracts/payment-marks';
import { useField } from 'formik';
import { useIntl } from 'react-intl';
import { CheckoutInstallmentsDocument } from 'shared-contracts/graphql';
import styles from '../CheckoutPage.module.css';

export function InstallmentOptions({ bin }: { bin: string | null }) {
  const intl = useIntl();
  const [field, , helpers] = useField<number>('installmentCount');
  const { data, loading } = useQuery(CheckoutInstallmentsDocument, { variables: { bin: bin ?? '' }, skip: !bin });
  const prices = bin ? (data?.installments.installmentPrices ?? []) : [];
  const advanceTotal = prices.find((p) => p.installmentNumber === 1)?.totalPriceValue;
  const bank = bin && prices.length ? data?.installments : null;
  const mark = bank ? programmeMarkFor(bank.bankName, bank.cardFamily) : null;
  const bankName = bank ? [bank.bankName, bank.cardFamily].filter(Boolean).join(' ') : '';

  return (
    <fieldset className={styles.fieldset} aria-busy={loading}>
      <legend className={styles.legend}>{intl.formatMessage({ id: 'checkout.payment.installments' })}</legend>
      {!prices.length ? <p className={styles.hint}>{intl.formatMessage({ id: 'checkout.payment.installmentsHint' })}</p> : null}
      {bankName ? (
        <p className={styles.bank}>
          {mark ? <PaymentMark id={mark} height={24} decorative /> : null}
          <span>{bankName}</span>
        </p>
      ) : null}
      {prices.map((p) => (
        <label key={p.installmentNumber} className={styles.installment}>
          <input
            type="radio"
            name="installmentCount"
            checked={field.value === p.installmentNumber}
            onChange={() => void helpers.setValue(p.installmentNumber)}
          />
          <span>
            {p.installmentNumber === 1
              ? intl.formatMessage({ id: 'checkout.payment.advance' })
              : intl.formatMessage({ id: 'checkout.payment.installmentCount' }, { count: p.installmentNumber })}
          </span>
          <span className={styles.installmentPrice}>
            {p.installmentNumber === 1
              ? p.totalPriceText
              : intl.formatMessage(
                  { id: p.totalPriceValue === advanceTotal ? 'checkout.payment.installmentPriceInterestFree' : 'checkout.payment.installmentPrice' },
                  { monthly: p.priceText, count: p.installmentNumber, total: p.totalPriceText },
                )}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
