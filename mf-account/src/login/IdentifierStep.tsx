// First login step: phone or e-mail, then easyLoginCheck decides code or password.
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useMutation, Link, useLocalizedPath, ROUTES } from 'shared-contracts';
import { AccountEasyLoginCheckDocument, type LoginType } from 'shared-contracts/graphql';
import { loginIdentifierSchema } from 'shared-contracts/forms';
import { outcomeOfResult, type CodeChannel } from '../auth/login-outcome';
import type { OtpDataLike } from '../auth/otp-rules';
import { useLoginMessages } from '../auth/useLoginMessages';
import { FormStatus, type FormMessage } from '../common/FormStatus';
import { PhoneField } from '../common/PhoneField';
import { TextField } from '../common/TextField';
import { useSchemaValidate } from '../common/useSchemaValidate';
import { useT } from '../common/useT';
import type { LoginIdentifier } from './login-types';
import buttons from '../common/Button.module.css';
import styles from './LoginFlow.module.css';

export interface IdentifierStepProps {
  initial: LoginIdentifier;
  onCode: (identifier: LoginIdentifier, channel: CodeChannel, otpData: OtpDataLike) => void;
  onPassword: (identifier: LoginIdentifier) => void;
}

export function IdentifierStep({ initial, onCode, onPassword }: IdentifierStepProps) {
  const t = useT();
  const localize = useLocalizedPath();
  const messages = useLoginMessages();
  const validate = useSchemaValidate(loginIdentifierSchema);
  const [check] = useMutation(AccountEasyLoginCheckDocument);
  const [status, setStatus] = useState<FormMessage>(null);

  const submit = async (identifier: LoginIdentifier) => {
    setStatus(null);
    try {
      const { data } = await check({ variables: { type: identifier.type, value: identifier.value.trim() } });
      const response = data?.easyLoginCheck;
      const outcome = outcomeOfResult(response?.result);
      if (outcome.kind === 'password') onPassword(identifier);
      else if (outcome.kind === 'code' && response?.otpData) onCode(identifier, outcome.channel, response.otpData);
      else setStatus({ kind: 'error', text: messages.checkFailed(response?.errors) });
    } catch {
      setStatus({ kind: 'error', text: messages.unexpected() });
    }
  };

  return (
    <Formik<LoginIdentifier> initialValues={initial} validate={validate} onSubmit={submit}>
      {({ values, isSubmitting, setValues, setTouched }) => {
        const switchType = (type: LoginType) => {
          if (type === values.type) return;
          void setValues({ type, value: '' }, false);
          void setTouched({}, false);
          setStatus(null);
        };
        return (
          <Form noValidate className={styles.form}>
            <div role="radiogroup" aria-label={t('account.login.method')} className={styles.methods}>
              {(['PHONE', 'EMAIL'] as const).map((type) => (
                <label key={type} className={values.type === type ? styles.methodActive : styles.method}>
                  <input type="radio" name="loginMethod" checked={values.type === type} onChange={() => switchType(type)} />
                  {t(type === 'PHONE' ? 'account.login.methodPhone' : 'account.login.methodEmail')}
                </label>
              ))}
            </div>
            {values.type === 'PHONE' ? (
              <PhoneField key="phone" name="value" label={t('account.login.phone')} />
            ) : (
              <TextField key="email" name="value" type="email" label={t('account.login.email')} autoComplete="email" />
            )}
            <FormStatus message={status} />
            <button type="submit" className={buttons.primary} disabled={isSubmitting}>
              {isSubmitting ? t('account.login.sending') : t('account.login.continue')}
            </button>
            {values.type === 'EMAIL' ? (
              <Link to={localize(ROUTES.passwordRecovery.path)} className={styles.forgot}>
                {t('account.login.forgotPassword')}
              </Link>
            ) : null}
          </Form>
        );
      }}
    </Formik>
  );
}
