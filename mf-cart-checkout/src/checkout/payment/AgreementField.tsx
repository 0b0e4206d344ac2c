// Agreement checkbox whose text links to the pre-information form and the distance sales
// contract, each shown in a modal. When the texts change after the tick (another address,
// carrier, coupon...) the tick is cleared by the payment block and a notice says why.
import { useState, type ReactNode } from 'react';
import { useField } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { ContractModal } from './ContractModal';
import type { CheckoutContracts } from './useCheckoutContracts';
import styles from '../CheckoutPage.module.css';

export function AgreementField({ contracts, changed }: { contracts: CheckoutContracts; changed: boolean }) {
  const intl = useIntl();
  const [field, meta, helpers] = useField<boolean>('agreement');
  const [open, setOpen] = useState<'preInfo' | 'sales' | null>(null);
  const html = open === 'preInfo' ? contracts.preInfoHtml : open === 'sales' ? contracts.salesHtml : null;
  const showError = meta.touched && meta.error;
  const linkButton = (which: 'preInfo' | 'sales') => (chunks: ReactNode[]) => (
    <button key={which} type="button" className={styles.inlineLink} onClick={() => setOpen(which)}>
      {chunks}
    </button>
  );
  const describedBy = [changed ? 'mf-cc-agreement-changed' : '', showError ? 'mf-cc-agreement-error' : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div>
      <div className={styles.agreement}>
        <input
          id="mf-cc-agreement"
          type="checkbox"
          name="agreement"
          checked={field.value}
          onChange={(e) => void helpers.setValue(e.target.checked)}
          onBlur={field.onBlur}
          aria-invalid={showError ? true : undefined}
          aria-describedby={describedBy}
        />
        <label htmlFor="mf-cc-agreement">
          <FormattedMessage id="checkout.payment.agreement" values={{ preInfo: linkButton('preInfo'), sales: linkButton('sales') }} />
        </label>
      </div>
      <div role="status">
        {changed ? (
          <p id="mf-cc-agreement-changed" className={styles.notice}>
            {intl.formatMessage({ id: 'checkout.payment.contractsChanged' })}
          </p>
        ) : null}
      </div>
      {showError ? (
        <p id="mf-cc-agreement-error" className={styles.fieldError} role="alert">
          {meta.error}
        </p>
      ) : null}
      {open ? (
        <ContractModal
          title={intl.formatMessage({ id: open === 'preInfo' ? 'checkout.payment.preInfoTitle' : 'checkout.payment.salesTitle' })}
          html={html}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
