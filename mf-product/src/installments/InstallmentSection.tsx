// The instalment options section, mounted on its first open: one table per partner bank at the
// product's price; 1 instalment reads 'peşin' (advance), the others count, monthly amount and
// total (section 9).
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from 'shared-contracts';
import { PaymentMark, programmeMarkFor } from 'shared-contracts/payment-marks';
import { ProductInstallmentTableDocument } from 'shared-contracts/graphql';
import { LoadFailure, Loading } from '../sections/SectionStatus';
import styles from './InstallmentSection.module.css';

export function InstallmentSection({ productId }: { productId: number }) {
  const intl = useIntl();
  const result = useQuery(ProductInstallmentTableDocument, { variables: { productId } });

  useEffect(() => {
    if (result.error) console.error('[mf-product] productInstallments failed', result.error);
  }, [result.error]);

  if (result.error) return <LoadFailure onRetry={() => void result.refetch()} />;
  if (result.dataState !== 'complete') return <Loading messageId="product.installments.loading" />;
  const banks = result.data.productInstallments;
  if (banks.length === 0) return <p>{intl.formatMessage({ id: 'product.installments.none' })}</p>;
  return (
    <div className={styles.banks}>
      {banks.map((bank) => {
        const name = [bank.bankName, bank.cardFamily].filter(Boolean).join(' · ');
        const mark = programmeMarkFor(bank.bankName, bank.cardFamily);
        return (
          <table key={name} className={styles.table}>
            <caption className={styles.caption}>
              {mark ? <PaymentMark id={mark} height={24} className={styles.mark} decorative /> : null}
              <span>{name}</span>
            </caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'product.installments.count' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'product.installments.monthly' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'product.installments.total' })}</th>
              </tr>
            </thead>
            <tbody>
              {bank.installmentPrices.map((p) => (
                <tr key={p.installmentNumber}>
                  <th scope="row">
                    {p.installmentNumber === 1 ? intl.formatMessage({ id: 'product.installments.advance' }) : intl.formatMessage({ id: 'product.installments.times' }, { count: p.installmentNumber })}
                  </th>
                  <td>{p.priceText}</td>
                  <td>{p.totalPriceText}</td>
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
    </div>
  );
}
