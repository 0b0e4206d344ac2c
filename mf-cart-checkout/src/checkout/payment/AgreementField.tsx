// Agreement checkbox whose text links to the pre-information form and the distance sales
// contract, each shown in a modal.
import { useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { useField } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckoutContractsDocument } from 'shared-contracts/graphql';
import { ContractModal } from './ContractModal';
import styles from '../CheckoutPage.module.css';

export function AgreementField() {
  const intl = useIntl();
  const [field, meta, helpers] = useField<boolean>('agreement');
  // Cached until an address change evicts them (useAddressSelection).
  const { data } = useQuery(CheckoutContractsDocument);
  const [open, setOpen] = useState<'preInfo' | 'sales' | null>(null);
  const html = open === 'preInfo' ? data?.preInfoContract?.contents[0]?.hTML : open === 'sales' ? data?.salesContract?.contents[0]?.hTML : null;
  const linkButton = (which: 'preInfo' | 'sales') => (chunks: ReactNode[]) => (
    <button key={which} type="button" className={styles.inlineLink} onClick={() => setOpen(which)}>
      {chunks}
    </button>
  );

  return (
    <div className={styles.agreement}>
      <input
        id="mf-cc-agreement"
        type="checkbox"
        name="agreement"
        checked={field.value}
        onChange={(e) => void helpers.setValue(e.target.checked)}
        onBlur={field.onBlur}
        aria-invalid={meta.touched && meta.error ? true : undefined}
      />
      <label htmlFor="mf-cc-agreement">
        <FormattedMessage id="checkout.payment.agreement" values={{ preInfo: linkButton('preInfo'), sales: linkButton('sales') }} />
      </label>
      {open ? (
        <ContractModal
          title={intl.formatMessage({ id: open === 'preInfo' ? 'checkout.payment.preInfoTitle' : 'checkout.payment.salesTitle' })}
          html={html ?? null}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
