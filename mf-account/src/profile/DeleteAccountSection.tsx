// Delete account: asks for the password in a modal; on success says so and logs out.
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useMutation, EVENTS, ShopModal } from 'shared-contracts';
import { AccountDeleteCustomerAccountDocument } from 'shared-contracts/graphql';
import { deleteAccountSchema } from 'shared-contracts/forms';
import { firstErrorText } from '../auth/login-outcome';
import { FormStatus, type FormMessage } from '../common/FormStatus';
import { TextField } from '../common/TextField';
import { useSchemaValidate } from '../common/useSchemaValidate';
import { useToast } from '../common/useToast';
import { useT } from '../common/useT';
import root from '../common/AccountBoundary.module.css';
import buttons from '../common/Button.module.css';
import styles from './ProfilePage.module.css';

export function DeleteAccountSection() {
  const t = useT();
  const dispatch = useDispatch();
  const toast = useToast();
  const validate = useSchemaValidate(deleteAccountSchema);
  const [deleteAccount] = useMutation(AccountDeleteCustomerAccountDocument);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<FormMessage>(null);

  const submit = async ({ password }: { password: string }) => {
    setStatus(null);
    try {
      const { data } = await deleteAccount({ variables: { password } });
      const response = data?.deleteCustomerAccount;
      const error = firstErrorText(response?.errors);
      if (error) setStatus({ kind: 'error', text: error });
      else if (response?.result) {
        setOpen(false);
        toast('success', t('ui.account.delete_success'));
        dispatch(EVENTS.authLoggedOut());
      } else setStatus({ kind: 'error', text: response?.resultText || t('ui.notify.generic_error') });
    } catch {
      setStatus({ kind: 'error', text: t('ui.notify.unexpected_error') });
    }
  };

  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{t('account.profile.deleteTitle')}</h2>
      <p className={styles.muted}>{t('account.profile.deleteIntro')}</p>
      <button type="button" className={buttons.danger} onClick={() => setOpen(true)}>
        {t('account.profile.deleteButton')}
      </button>
      {open ? (
        <ShopModal title={t('account.profile.deleteTitle')} onClose={() => setOpen(false)} size="narrow" keepOnOutsideClick boundary="mf-account" className={root.boundary}>
          <Formik initialValues={{ password: '' }} validate={validate} onSubmit={submit}>
            {({ isSubmitting }) => (
              <Form noValidate>
                <p className={styles.muted}>{t('account.profile.deleteConfirm')}</p>
                <TextField name="password" type="password" label={t('account.login.password')} autoComplete="current-password" />
                <FormStatus message={status} />
                <div className={styles.inline}>
                  <button type="submit" className={buttons.danger} disabled={isSubmitting}>
                    {t('account.profile.deleteSubmit')}
                  </button>
                  <button type="button" className={buttons.link} onClick={() => setOpen(false)}>
                    {t('account.common.cancel')}
                  </button>
                </div>
              </Form>
            )}
          </Formik>
        </ShopModal>
      ) : null}
    </section>
  );
}
