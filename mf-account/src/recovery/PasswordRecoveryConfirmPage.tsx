// /passwordrecovery/confirm?token=&gid=: without both parameters a title, a message and the ways on
// (ask for a new link, log in);
// otherwise new password + confirmation (mismatch, empty and server errors each say so).
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useMutation, Link, useSearchParams, useLocalizedPath, ROUTES } from 'shared-contracts';
import { AccountPasswordRecoveryConfirmDocument } from 'shared-contracts/graphql';
import { passwordResetSchema } from 'shared-contracts/forms';
import { firstErrorText } from '../auth/login-outcome';
import { FormStatus, type FormMessage } from '../common/FormStatus';
import { TextField } from '../common/TextField';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { useSchemaValidate } from '../common/useSchemaValidate';
import { useT } from '../common/useT';
import buttons from '../common/Button.module.css';
import styles from './Recovery.module.css';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

export function PasswordRecoveryConfirmPage() {
  const t = useT();
  const localize = useLocalizedPath();
  useDocumentTitle(t('account.reset.title'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const gid = params.get('gid')?.trim() ?? '';
  const validate = useSchemaValidate(passwordResetSchema);
  const [confirm] = useMutation(AccountPasswordRecoveryConfirmDocument);
  const [status, setStatus] = useState<FormMessage>(null);
  const [done, setDone] = useState(false);

  if (!token || !gid) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{t('account.reset.title')}</h1>
        <FormStatus message={{ kind: 'error', text: t('ui.password.reset_missing_params') }} />
        <p className={styles.actions}>
          <Link to={localize(ROUTES.passwordRecovery.path)} className={buttons.primary}>
            {t('account.reset.newLink')}
          </Link>
          <Link to={localize(ROUTES.login.path)} className={buttons.secondary}>
            {t('account.reset.toLogin')}
          </Link>
        </p>
      </section>
    );
  }

  const submit = async ({ password }: ResetValues) => {
    setStatus(null);
    try {
      const { data } = await confirm({ variables: { password, token, gid } });
      const response = data?.passwordRecoveryConfirm;
      if (response?.result) {
        setDone(true);
        setStatus({ kind: 'success', text: response.resultText || t('account.reset.success') });
      } else {
        setStatus({ kind: 'error', text: firstErrorText(response?.errors) ?? t('ui.password.reset_error') });
      }
    } catch {
      setStatus({ kind: 'error', text: t('ui.password.reset_error') });
    }
  };

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('account.reset.title')}</h1>
      {done ? (
        <>
          <FormStatus message={status} />
          <Link to={localize(ROUTES.login.path)} className={buttons.secondary}>
            {t('account.reset.toLogin')}
          </Link>
        </>
      ) : (
        <Formik<ResetValues> initialValues={{ password: '', confirmPassword: '' }} validate={validate} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form noValidate>
              <TextField name="password" type="password" label={t('account.reset.newPassword')} hint={t('account.login.passwordHint')} autoComplete="new-password" />
              <TextField name="confirmPassword" type="password" label={t('account.reset.confirmPassword')} autoComplete="new-password" />
              <FormStatus message={status} />
              <button type="submit" className={buttons.primary} disabled={isSubmitting}>
                {t('account.reset.submit')}
              </button>
            </Form>
          )}
        </Formik>
      )}
    </section>
  );
}
