// Profile details: names, e-mail, birth date, gender and notification permissions.
import { useMutation } from 'shared-contracts';
import { Field, Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { AccountCustomerInfoDocument, AccountUpdateCustomerInfoDocument } from 'shared-contracts/graphql';
import { profileSchema } from 'shared-contracts/forms';
import { firstErrorText } from '../auth/login-outcome';
import { BirthDateSelects } from '../common/BirthDateSelects';
import { FormStatus, type FormMessage } from '../common/FormStatus';
import { TextField } from '../common/TextField';
import { useSchemaValidate } from '../common/useSchemaValidate';
import { useT } from '../common/useT';
import { GENDERS, PERMISSION_NAMES, toCustomerInfoInput, toProfileValues, type CustomerInfoData, type ProfileValues } from './profile-values';
import buttons from '../common/Button.module.css';
import fieldStyles from '../common/FormField.module.css';
import styles from './ProfilePage.module.css';

const GENDER_LABEL = { F: 'account.profile.genderF', M: 'account.profile.genderM', O: 'account.profile.genderO' } as const;
const PERMISSION_LABEL = {
  CALL_PERMISSION: 'account.profile.permissionCall',
  SMS_PERMISSION: 'account.profile.permissionSms',
  EMAIL_PERMISSION: 'account.profile.permissionEmail',
} as const;

export function ProfileForm({ customer }: { customer: CustomerInfoData }) {
  const t = useT();
  const validate = useSchemaValidate(profileSchema);
  const initialValues = useMemo(() => toProfileValues(customer), [customer]);
  const [update] = useMutation(AccountUpdateCustomerInfoDocument, { refetchQueries: [AccountCustomerInfoDocument] });
  const [status, setStatus] = useState<FormMessage>(null);

  const submit = async (values: ProfileValues) => {
    setStatus(null);
    try {
      const { data } = await update({ variables: { input: toCustomerInfoInput(values) } });
      const response = data?.updateCustomerInfo;
      if (response?.status) {
        setStatus({ kind: 'success', text: t('ui.account.update_success') });
        return;
      }
      const detail = firstErrorText(response?.validationResult.errors) ?? response?.exception ?? '';
      setStatus({ kind: 'error', text: [t('ui.account.update_error'), detail].filter(Boolean).join(' ') });
    } catch {
      setStatus({ kind: 'error', text: t('ui.notify.unexpected_error') });
    }
  };

  return (
    <Formik<ProfileValues> initialValues={initialValues} validate={validate} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate className={styles.section} aria-label={t('account.profile.details')}>
          <h2 className={styles.sectionTitle}>{t('account.profile.details')}</h2>
          <div className={styles.row}>
            <TextField name="firstName" label={t('account.register.firstName')} autoComplete="given-name" />
            <TextField name="lastName" label={t('account.register.lastName')} autoComplete="family-name" />
          </div>
          <TextField name="email" type="email" label={t('account.register.email')} autoComplete="email" />
          <BirthDateSelects legend={t('account.profile.birthDate')} allowEmpty={false} />
          <fieldset className={styles.fieldset}>
            <legend className={fieldStyles.label}>{t('account.profile.gender')}</legend>
            <div className={styles.inline}>
              {GENDERS.map((g) => (
                <label key={g} className={fieldStyles.checkbox}>
                  <Field type="radio" name="gender" value={g} />
                  {t(GENDER_LABEL[g])}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={fieldStyles.label}>{t('account.profile.permissions')}</legend>
            <div className={styles.inline}>
              {PERMISSION_NAMES.map((name) => (
                <label key={name} className={fieldStyles.checkbox}>
                  <Field type="checkbox" name={`permissions.${name}`} />
                  {t(PERMISSION_LABEL[name])}
                </label>
              ))}
            </div>
          </fieldset>
          <FormStatus message={status} />
          <button type="submit" className={buttons.primary} disabled={isSubmitting}>
            {t('account.common.save')}
          </button>
        </Form>
      )}
    </Formik>
  );
}
