// /account/password: old password, new password (at least 8), confirmation.
import { useMutation } from 'shared-contracts';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { AccountChangePasswordDocument } from 'shared-contracts/graphql';
import { changePasswordSchema } from 'shared-contracts/forms';
import { firstErrorText } from '../auth/login-outcome';
import { AccountLayout } from '../account/AccountLayout';
import { FormStatus, type FormMessage } from '../common/FormStatus';
import { TextField } from '../common/TextField';
import { useSchemaValidate } from '../common/useSchemaValidate';
import { useT } from '../common/useT';
import buttons from '../common/Button.module.css';
import styles from './ChangePasswordPage.module.css';

interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordPage() {
  const t = useT();
  const validate = useSchemaValidate(changePasswordSchema);
  const [changePassword] = useMutation(AccountChangePasswordDocument);
  const [status, setStatus] = useState<FormMessage>(null);

  const submit = async (values: ChangePasswordValues, helpers: FormikHelpers<ChangePasswordValues>) => {
    setStatus(null);
    try {
      const { data } = await changePassword({ variables: { oldPassword: values.oldPassword, newPassword: values.newPassword } });
      const response = data?.changePassword;
      if (response?.success) {
        setStatus({ kind: 'success', text: t('ui.password.change_success') });
        helpers.resetForm({ values: EMPTY });
      } else {
        setStatus({ kind: 'error', text: firstErrorText(response?.errors) ?? t('account.password.failed') });
      }
    } catch {
      setStatus({ kind: 'error', text: t('account.password.failed') });
    }
  };

  return (
    <AccountLayout title={t('account.menu.password')}>
      <Formik<ChangePasswordValues> initialValues={EMPTY} validate={validate} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className={styles.form}>
            <TextField name="oldPassword" type="password" label={t('account.password.old')} autoComplete="current-password" />
            <TextField name="newPassword" type="password" label={t('account.password.new')} hint={t('account.login.passwordHint')} autoComplete="new-password" />
            <TextField name="confirmPassword" type="password" label={t('account.password.confirm')} autoComplete="new-password" />
            <FormStatus message={status} />
            <button type="submit" className={buttons.primary} disabled={isSubmitting}>
              {t('account.password.submit')}
            </button>
          </Form>
        )}
      </Formik>
    </AccountLayout>
  );
}
