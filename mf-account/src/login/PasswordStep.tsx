// Password login for an identifier the first step (or the code screen) handed over.
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useMutation, Link, useLocalizedPath, ROUTES } from 'shared-contracts';
import { AccountEasyPasswordLoginDocument } from 'shared-contracts/graphql';
import { passwordLoginSchema } from 'shared-contracts/forms';
import { useCompleteLogin } from '../auth/useCompleteLogin';
import { useLoginMessages } from '../auth/useLoginMessages';
import { FormStatus, type FormMessage } from '../common/FormStatus';
import { TextField } from '../common/TextField';
import { useSchemaValidate } from '../common/useSchemaValidate';
import { useT } from '../common/useT';
import type { LoginIdentifier } from './login-types';
import buttons from '../common/Button.module.css';
import styles from './LoginFlow.module.css';

export interface PasswordStepProps {
  identifier: LoginIdentifier;
  onChangeIdentifier: () => void;
  /** Shown above the form (e.g. why registration led here). */
  intro?: string;
}

export function PasswordStep({ identifier, onChangeIdentifier, intro }: PasswordStepProps) {
  const t = useT();
  const localize = useLocalizedPath();
  const messages = useLoginMessages();
  const completeLogin = useCompleteLogin();
  const validate = useSchemaValidate(passwordLoginSchema);
  const [login] = useMutation(AccountEasyPasswordLoginDocument);
  const [status, setStatus] = useState<FormMessage>(null);

  const submit = async ({ password }: { password: string }) => {
    setStatus(null);
    try {
      const isEmail = identifier.type === 'EMAIL';
      const { data } = await login({
        variables: { type: identifier.type, email: isEmail ? identifier.value : null, phone: isEmail ? null : identifier.value, password },
      });
      const response = data?.easyPasswordLogin;
      if (response?.token) completeLogin(response.token, 'password');
      else setStatus({ kind: 'error', text: messages.loginFailed(response ?? {}) });
    } catch {
      setStatus({ kind: 'error', text: messages.unexpected() });
    }
  };

  return (
    <Formik initialValues={{ password: '' }} validate={validate} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate className={styles.form}>
          <h2 className={styles.stepHeading}>{t('account.login.passwordHeading')}</h2>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
          <p className={styles.identifier}>
            <span>{identifier.value}</span>
            <button type="button" className={buttons.link} onClick={onChangeIdentifier}>
              {t('account.login.changeIdentifier')}
            </button>
          </p>
          <TextField name="password" type="password" label={t('account.login.password')} hint={t('account.login.passwordHint')} autoComplete="current-password" autoFocus />
          <FormStatus message={status} />
          <button type="submit" className={buttons.primary} disabled={isSubmitting}>
            {isSubmitting ? t('account.login.sending') : t('account.login.passwordSubmit')}
          </button>
          {identifier.type === 'EMAIL' ? (
            <Link to={localize(ROUTES.passwordRecovery.path)} className={styles.forgot}>
              {t('account.login.forgotPassword')}
            </Link>
          ) : null}
        </Form>
      )}
    </Formik>
  );
}
