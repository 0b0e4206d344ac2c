// Phone change (section 4): edit, save, a code is sent, verify it, then the page reloads.
import { useMutation } from 'shared-contracts';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { AccountCustomerOtpResultDocument, AccountUpdateCustomerPhoneDocument } from 'shared-contracts/graphql';
import { phoneChangeSchema } from 'shared-contracts/forms';
import { CodeEntry } from '../auth/CodeEntry';
import { firstErrorText } from '../auth/login-outcome';
import type { OtpDataLike } from '../auth/otp-rules';
import { useOtpRenewal } from '../auth/useOtpRenewal';
import { FormStatus, type FormMessage } from '../common/FormStatus';
import { reloadPage } from '../common/reload-page';
import { PhoneField } from '../common/PhoneField';
import { useSchemaValidate } from '../common/useSchemaValidate';
import { useT } from '../common/useT';
import buttons from '../common/Button.module.css';
import styles from './ProfilePage.module.css';

type PhoneState = { step: 'view' } | { step: 'edit' } | { step: 'code'; phone: string; otpData: OtpDataLike };

export function PhoneSection({ phone }: { phone: string | null }) {
  const t = useT();
  const validate = useSchemaValidate(phoneChangeSchema);
  const renew = useOtpRenewal();
  const [updatePhone] = useMutation(AccountUpdateCustomerPhoneDocument);
  const [verify] = useMutation(AccountCustomerOtpResultDocument);
  const [state, setState] = useState<PhoneState>({ step: 'view' });
  const [status, setStatus] = useState<FormMessage>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);

  const failure = (detail: string | null | undefined) => [t('ui.account.update_error'), detail ?? ''].filter(Boolean).join(' ');

  const save = async ({ phone: next }: { phone: string }) => {
    setStatus(null);
    try {
      const { data } = await updatePhone({ variables: { phone: next } });
      const response = data?.updateCustomerPhone;
      if (response?.status && response.oTPData) {
        setState({ step: 'code', phone: next, otpData: response.oTPData });
        setCodeError(null);
      } else {
        setStatus({ kind: 'error', text: failure(firstErrorText(response?.errors) ?? response?.message) });
      }
    } catch {
      setStatus({ kind: 'error', text: t('ui.notify.unexpected_error') });
    }
  };

  const submitCode = async (code: string) => {
    if (state.step !== 'code') return;
    setVerifying(true);
    setCodeError(null);
    try {
      const { data } = await verify({ variables: { externalId: state.otpData.externalId, otpQueueId: state.otpData.otpQueueId, verificationCode: code } });
      const response = data?.customerOTPResult;
      if (response?.result) {
        setStatus({ kind: 'success', text: t('ui.account.update_success') });
        setState({ step: 'view' });
        reloadPage();
        return;
      }
      setCodeError(failure(firstErrorText(response?.errors) ?? response?.resultText));
    } catch {
      setCodeError(t('ui.notify.unexpected_error'));
    }
    setVerifying(false);
  };

  const resend = async () => {
    if (state.step !== 'code') return null;
    const outcome = await renew(state.otpData);
    if (!outcome.ok) {
      setCodeError(outcome.error);
      return null;
    }
    setState({ ...state, otpData: outcome.otpData });
    return outcome.otpData;
  };

  return (
    <section className={styles.section} aria-labelledby="account-phone-title">
      <h2 id="account-phone-title" className={styles.sectionTitle}>
        {t('account.profile.phone')}
      </h2>
      {state.step === 'view' ? (
        <div className={styles.phoneView}>
          <span>{phone || t('account.profile.noPhone')}</span>
          <button type="button" className={buttons.secondary} onClick={() => setState({ step: 'edit' })}>
            {t('account.profile.editPhone')}
          </button>
        </div>
      ) : null}
      {state.step === 'edit' ? (
        <Formik initialValues={{ phone: phone ?? '' }} validate={validate} onSubmit={save}>
          {({ isSubmitting }) => (
            <Form noValidate>
              <PhoneField name="phone" label={t('account.profile.newPhone')} />
              <div className={styles.inline}>
                <button type="submit" className={buttons.secondary} disabled={isSubmitting}>
                  {t('account.profile.savePhone')}
                </button>
                <button type="button" className={buttons.link} onClick={() => setState({ step: 'view' })}>
                  {t('account.common.cancel')}
                </button>
              </div>
            </Form>
          )}
        </Formik>
      ) : null}
      {state.step === 'code' ? (
        <CodeEntry
          otpData={state.otpData}
          heading={t('account.code.headingSms')}
          target={state.phone}
          channel="sms"
          submitting={verifying}
          error={codeError}
          onSubmit={(code) => void submitCode(code)}
          onResend={resend}
        >
          <button type="button" className={buttons.link} onClick={() => setState({ step: 'view' })}>
            {t('account.common.cancel')}
          </button>
        </CodeEntry>
      ) : null}
      <FormStatus message={status} />
    </section>
  );
}
