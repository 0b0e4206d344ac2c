// Card payment form. Usable only with a delivery address, nothing loading and a carrier chosen
// (or none offered); otherwise a message asks for the address. The price card's button submits
// it through `registerSubmit` while it is usable: address and carrier blocks first, then every
// field shows its error (an empty form too), and only a valid form with the agreement ticked pays.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FormikProvider, useFormik } from 'formik';
import { useIntl } from 'react-intl';
import { useQuery } from 'shared-contracts';
import { CheckoutInstallmentsDocument } from 'shared-contracts/graphql';
import { cardPaymentSchema, cvvLengthFor, formatCardNumber, toFormikValidate } from 'shared-contracts/forms';
import { FormField } from '../../common/FormField';
import { useNotify } from '../../common/useNotify';
import { AgreementField } from './AgreementField';
import { cardBin, formatCvv, formatExpiry } from './card-format';
import { InstallmentOptions } from './InstallmentOptions';
import { PAYMENT_TOAST_SOURCE, paymentBlocker, type PaymentReadiness } from './payment-blockers';
import type { CardChoice, CheckoutContracts } from './useCheckoutContracts';
import type { CardFormValues } from './useCardPayment';
import styles from '../CheckoutPage.module.css';

export interface PaymentBlockProps {
  usable: boolean;
  readiness: Omit<PaymentReadiness, 'agreementAccepted'>;
  contracts: CheckoutContracts;
  pay: (values: CardFormValues, acceptedContracts: string[] | null) => Promise<void>;
  registerSubmit: (submit: (() => void) | null) => void;
  /** Told the card prefix and instalment count chosen: the contracts and the price card follow them. */
  onCardChoice?: (choice: CardChoice) => void;
}

const INITIAL: CardFormValues = { creditCardNumber: '', creditCardHolderName: '', expireDate: '', creditCardCvv: '', installmentCount: 1, agreement: false };

const sameVersions = (a: readonly string[] | null, b: readonly string[] | null) => a !== null && b !== null && a.length === b.length && a.every((v, i) => v === b[i]);

export function PaymentBlock({ usable, readiness, contracts, pay, registerSubmit, onCardChoice }: PaymentBlockProps) {
  const intl = useIntl();
  const notify = useNotify();
  // The contract versions the tick was given to; a new text takes the tick away.
  const accepted = useRef<[string, string] | null>(null);
  const [contractsChanged, setContractsChanged] = useState(false);
  // The family the BIN look-up names decides the CVV length (4 digits for American Express).
  const cardFamily = useRef<string | null>(null);
  const formik = useFormik<CardFormValues>({
    initialValues: INITIAL,
    validate: (values) => toFormikValidate(cardPaymentSchema({ cardFamily: cardFamily.current }), (id, v) => intl.formatMessage({ id }, v))(values),
    onSubmit: (values) => pay(values, accepted.current ?? contracts.versions),
  });
  const currentBin = cardBin(formik.values.creditCardNumber);
  // The same query as the instalment list: answered once, from the cache for the other.
  const installments = useQuery(CheckoutInstallmentsDocument, { variables: { bin: currentBin ?? '' }, skip: !currentBin });
  const family = currentBin ? (installments.data?.installments.cardFamily ?? null) : null;
  cardFamily.current = family;
  const { validateForm } = formik;
  // The family arrives after the digits were typed: the CVV is judged again by it.
  useEffect(() => {
    void validateForm();
  }, [family, validateForm]);

  const { setFieldValue, values } = formik;
  // The tick belongs to the texts shown when it was given.
  useEffect(() => {
    if (!values.agreement) {
      accepted.current = null;
      return;
    }
    if (accepted.current === null) {
      accepted.current = contracts.versions;
      setContractsChanged(false);
      return;
    }
    if (contracts.versions && !sameVersions(accepted.current, contracts.versions)) {
      accepted.current = null;
      setContractsChanged(true);
      void setFieldValue('agreement', false, false);
    }
  }, [values.agreement, contracts.versions, setFieldValue]);

  const submit = () => {
    const blocker = paymentBlocker({ ...readiness, agreementAccepted: formik.values.agreement });
    if (blocker && blocker !== 'ui.checkout.agreement_not_accepted') {
      notify.error(blocker, undefined, PAYMENT_TOAST_SOURCE);
      return;
    }
    if (blocker) notify.error(blocker, undefined, PAYMENT_TOAST_SOURCE);
    // Touches every field, so each shows its error; pays only a valid form.
    void formik.submitForm();
  };
  const submitRef = useRef(submit);
  submitRef.current = submit;
  // Registered once, as the block is put on the page (not after it is painted): the price card's
  // button submits whenever the form is usable, from the first frame it shows.
  useLayoutEffect(() => {
    registerSubmit(() => submitRef.current());
    return () => registerSubmit(null);
  }, [registerSubmit]);

  // An instalment choice belongs to one card prefix: below six digits (or another card) it is
  // back to a single payment.
  useEffect(() => {
    void setFieldValue('installmentCount', 1, false);
  }, [currentBin, setFieldValue]);
  const chosenCount = currentBin ? values.installmentCount : 1;
  useEffect(() => onCardChoice?.({ bin: currentBin, installmentCount: chosenCount }), [currentBin, chosenCount, onCardChoice]);

  const label = (id: string) => intl.formatMessage({ id: `checkout.payment.${id}` });
  const cvvLength = cvvLengthFor(cardFamily.current, formik.values.creditCardNumber);
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
              <FormField
                name="creditCardCvv"
                label={label('cvv')}
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={cvvLength}
                placeholder={'0'.repeat(cvvLength)}
                format={(v) => formatCvv(v)}
              />
            </div>
            <InstallmentOptions bin={currentBin} />
            <AgreementField contracts={contracts} changed={contractsChanged} />
          </form>
        </FormikProvider>
      )}
    </section>
  );
}
