// A new staff account: e-mail, name, a first password (at least 12 characters), the role, and the
// store for the STORE role. The server's refusals are shown beside their fields. The password is
// never kept in a draft.
import { useId } from 'react';
import { Form, Formik } from 'formik';
import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type StaffRole } from 'shared-contracts/admin';
import { BackofficeCreateStaffMemberDocument } from 'shared-contracts/admin/documents/staff';
import { ResultNotice, fieldError } from '../common/ResultNotice';
import { TextField } from '../common/TextField';
import { useStaffAction } from '../common/useStaffAction';
import { zodValidate } from '../common/zod-formik';
import { SelectField } from './SelectField';
import { MIN_STAFF_PASSWORD, newStaffMemberRules, storeOfRole, type NewStaffMemberValues } from './staff-rules';
import { useRoleOptions } from './useRoleOptions';
import { useStoreOptions } from './useStoreOptions';
import styles from './staff.module.css';

const EMPTY: NewStaffMemberValues = { email: '', name: '', password: '', role: '', storeId: '' };

export function StaffMemberCreateForm({ onCreated }: { onCreated: () => unknown }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const headingId = useId();
  const roles = useRoleOptions();
  const stores = useStoreOptions();
  const { run, notice, busy } = useStaffAction();
  const [create] = useMutation(BackofficeCreateStaffMemberDocument);

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>
        <FormattedMessage id="bo.staff.create.title" />
      </h2>
      <Formik<NewStaffMemberValues>
        initialValues={EMPTY}
        validate={zodValidate(newStaffMemberRules, (id) => t(id, { min: MIN_STAFF_PASSWORD }))}
        onSubmit={async (values, helpers) => {
          const input = { email: values.email.trim(), name: values.name.trim(), password: values.password, role: values.role as StaffRole, storeId: storeOfRole(values) };
          const result = await run(() => create({ variables: { input } }), (d) => d.createStaffMember);
          if (result?.success) {
            helpers.resetForm();
            await onCreated();
          }
        }}
      >
        {({ values }) => (
          <Form noValidate aria-labelledby={headingId}>
            <div className={styles.formGrid}>
              <TextField name="email" type="email" label={t('bo.staff.field.email')} autoComplete="off" serverError={fieldError(notice, 'email')} />
              <TextField name="name" label={t('bo.staff.field.name')} autoComplete="off" serverError={fieldError(notice, 'name')} />
              <TextField
                name="password"
                type="password"
                label={t('bo.staff.field.password')}
                autoComplete="new-password"
                hint={t('bo.staff.field.password_hint', { min: MIN_STAFF_PASSWORD })}
                serverError={fieldError(notice, 'password')}
              />
              <SelectField name="role" label={t('bo.staff.field.role')} placeholder={t('bo.staff.field.role_choose')} options={roles} serverError={fieldError(notice, 'role')} />
              {values.role === 'STORE' ? (
                <SelectField name="storeId" label={t('bo.staff.field.store')} placeholder={t('bo.staff.field.store_choose')} options={stores} serverError={fieldError(notice, 'storeId')} />
              ) : null}
            </div>
            <p className={styles.hint}>
              <FormattedMessage id="bo.staff.create.hint" />
            </p>
            <button type="submit" disabled={busy}>
              <FormattedMessage id="bo.staff.create.submit" />
            </button>
          </Form>
        )}
      </Formik>
      <ResultNotice notice={notice} />
    </section>
  );
}
