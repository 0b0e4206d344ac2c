// Changes a staff member's role (and the STORE role's store) and whether the account is active.
// A change of any of them ends the member's open sessions (the staff API does it): they log in
// again under the new terms.
import { useEffect, useId, useRef } from 'react';
import { Field, Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StaffMemberPartsFragment } from 'shared-contracts/admin';
import { fieldError, type NoticeState } from '../common/ResultNotice';
import { zodValidate } from '../common/zod-formik';
import { SelectField } from './SelectField';
import { staffMemberChangeRules, type StaffMemberChangeValues } from './staff-rules';
import { useRoleOptions } from './useRoleOptions';
import { useStoreOptions } from './useStoreOptions';
import styles from './staff.module.css';

export interface StaffMemberEditFormProps {
  member: StaffMemberPartsFragment;
  notice: NoticeState;
  busy: boolean;
  onSave: (values: StaffMemberChangeValues) => unknown;
  onClose: () => void;
}

export function StaffMemberEditForm({ member, notice, busy, onSave, onClose }: StaffMemberEditFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const headingId = useId();
  const activeId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const roles = useRoleOptions();
  const stores = useStoreOptions();
  // Opened from a row's button: the keyboard continues in the form.
  useEffect(() => heading.current?.focus(), [member.id]);

  return (
    <section aria-labelledby={headingId} className={styles.editor}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        <FormattedMessage id="bo.staff.edit.title" values={{ name: member.name }} />
      </h2>
      <Formik<StaffMemberChangeValues>
        initialValues={{ role: member.role, storeId: member.storeId ? String(member.storeId) : '', active: member.active }}
        enableReinitialize
        validate={zodValidate(staffMemberChangeRules, (id) => t(id))}
        onSubmit={async (values) => {
          await onSave(values);
        }}
      >
        {({ values }) => (
          <Form noValidate aria-labelledby={headingId}>
            <div className={styles.formGrid}>
              <SelectField name="role" label={t('bo.staff.field.role')} options={roles} serverError={fieldError(notice, 'role')} />
              {values.role === 'STORE' ? (
                <SelectField name="storeId" label={t('bo.staff.field.store')} placeholder={t('bo.staff.field.store_choose')} options={stores} serverError={fieldError(notice, 'storeId')} />
              ) : null}
            </div>
            <div className={styles.check}>
              <Field id={activeId} type="checkbox" name="active" />
              <label htmlFor={activeId}>
                <FormattedMessage id="bo.staff.field.active" />
              </label>
            </div>
            <p className={styles.hint}>
              <FormattedMessage id="bo.staff.edit.hint" />
            </p>
            <div className={styles.actions}>
              <button type="submit" disabled={busy}>
                <FormattedMessage id="bo.staff.edit.save" />
              </button>
              <button type="button" onClick={onClose}>
                <FormattedMessage id="bo.common.cancel" />
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}
