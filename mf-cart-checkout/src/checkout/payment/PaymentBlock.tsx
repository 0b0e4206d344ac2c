// Card payment form. Usable only with a delivery address, nothing loading and a carrier chosen
// (or none offered); otherwise a message asks for the address. The price card's button submits
// it through `registerSubmit`, after the blocking rules.
import { useEffect, useRef } from 'react';
import { FormikProvider, useFormik } from 'formik';
import { useIntl } from 'react-intl';
import { cardPaymentFormSchema, formatCardNumber, toFormikValidate } from 'shared-contracts/forms';
import { FormField } from '../../common/FormField';
import { useNotify } from '../../common/useNotify';
import { AgreementField } from './AgreementField';
import { cardBin, formatCvv, formatExpiry } from './cardFormat';
import { InstallmentOptions } from './InstallmentOptions';
import { paymentBlocker, type PaymentReadiness } from './paymentBlockers';
import type { CardFormValues } from './useCardPayment';
import styles from '../CheckoutPage.module.css';

export interface PaymentBlockProps {
  usable: boolean;
  readiness: Omit<PaymentReadiness, 'agreementAccepted'>;
  pay: (values: CardFormValues) => Promise<void>;
  registerSubmit: (submit: (() => void) | null) => void;
}

const INITIAL: CardFormValues = { creditCardNumber: '', creditCardHolderName: '', expireDate: '', creditCardCvv: '', installmentCount: 1, agreement: false };

export function PaymentBlock({ usable, readiness, pay, registerSubmit }: PaymentBlockProps) {
  const intl = useIntl();
  const notify = useNotify();
  const formik = useFormik<CardFormValues>({
    initialValues: INITIAL,
    validate: toFormikValidate(cardPaymentFormSchema, (id, values) => intl.formatMessage({ id }, values)),
    onSubmit: pay,
  });
  const bin = cardBin(formik.values.creditCardNumber);

  const submit = () => {
    const blocker = paymentBlocker({ ...readiness, agreementAccepted: formik.values.agreement });
    if (blocker) {
      notify.error(blocker);
      return;
    }
    void formik.submitForm();
  };
  const submitRef = useRef(submit);
  submitRef.current = submit;
  useEffect(() => {
    if (!usable) return;
    registerSubmit(() => submitRef.current());
    return () => registerSubmit(null);
  }, [usable, registerSubmit]);

  // An instalment choice belongs to one card prefix: below six digits (or another card) it is
  // back to a single payment.
  const { setFieldValue } = formik;
  useEffect(() => {
    void setFieldValue('installmentCount', 1, false);
  }, [bin, setFieldValue]);

  const label = (id: string) => intl.formatMessage({ id: `checkout.payment.${id}` });
  return (
    <section className={styles.block} aria-labelledby="mf-cc-payment-title">
      <h2 id="mf-cc-payment-title" className={styles.blockTitle}>
        {label('title')}
      </h2>
      {!usable ? (
        <p className={styles.hint}>{label('addressRequired')}</p>
      ) : (
        <FormikProvider value={formik}>
          <form
            id="mf-cc-payment-form"
            noValidate
            className={styles.form}
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <FormField
              name="creditCardNumber"
              label={label('cardNumber')}
              inputMode="numeric"
              autoComplete="cc-number"
              maxLength={19}
              placeholder="0000 0000 0000 0000"
              format={(v) => formatCardNumber(v)}
            />
            <FormField name="creditCardHolderName" label={label('holder')} autoComplete="cc-name" />
            <div className={styles.formRow}>
              <FormField name="expireDate" label={label('expiry')} inputMode="numeric" autoComplete="cc-exp" maxLength={5} placeholder="AA/YY" format={formatExpiry} />
              <FormField name="creditCardCvv" label={label('cvv')} inputMode="numeric" autoComplete="cc-csc" maxLength={4} format={(v) => formatCvv(v)} />
            </div>
            <InstallmentOptions bin={bin} />
            <AgreementField />
          </form>
        </FormikProvider>
      )}
    </section>
  );
}
