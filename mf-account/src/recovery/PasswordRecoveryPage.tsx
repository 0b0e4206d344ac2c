// /passwordrecovery: title, intro, one e-mail field and a send button; the result is shown as
// an info message, a failure as an error.
import { useMutation } from 'shared-contracts';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { AccountPasswordRecoveryDocument } from 'shared-contracts/graphql';
import { passwordRecoverySchema } from 'shared-contracts/forms';
import { firstErrorText } from '../auth/login-outcome';
import { FormStatus, type FormMessage } from '../common/FormStatus';
import { TextField } from '../common/TextField';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { useSchemaValidate } from '../common/useSchemaValidate';
import { useT } from '../common/useT';
import buttons from '../common/Button.module.css';
import styles from './Recovery.module.css';

export function PasswordRecoveryPage() {
  const t = useT();
  useDocumentTitle(t('account.recovery.title'));
  const validate = useSchemaValidate(passwordRecoverySchema);
  const [recover] = useMutation(AccountPasswordRecoveryDocument);
  const [status, setStatus] = useState<FormMessage>(null);

  const submit = async ({ email }: { email: string }) => {
    setStatus(null);
    try {
      const { data } = await recover({ variables: { email: email.trim() } });
      const response = data?.passwordRecovery;
      if (response?.result) setStatus({ kind: 'info', text: response.resultText || t('ui.password.recovery_sent') });
      else setStatus({ kind: 'error', text: firstErrorText(response?.errors) ?? (response?.resultText || t('ui.notify.unexpected_error')) });
    } catch {
      setStatus({ kind: 'error', text: t('ui.notify.unexpected_error') });
    }
  };

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('account.recovery.title')}</h1>
      <p className={styles.intro}>{t('account.recovery.intro')}</p>
      <Formik initialValues={{ email: '' }} validate={validate} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <TextField name="email" type="email" label={t('account.recovery.email')} autoComplete="email" />
            <FormStatus message={status} />
            <button type="submit" className={buttons.primary} disabled={isSubmitting}>
              {isSubmitting ? t('account.login.sending') : t('account.recovery.send')}
            </button>
          </Form>
        )}
      </Formik>
    </section>
  );
}
