// The audit log's filters: the staff member (a list of the members for staff.manage, else their
// number), the action, the target's type and id, a range of days. Applied to the address.
import { useId } from 'react';
import { Form, Formik } from 'formik';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BackofficeStaffMembersDocument } from 'shared-contracts/admin/documents/staff';
import { TextField } from '../common/TextField';
import { zodValidate } from '../common/zod-formik';
import { useStaffSession } from '../session/staff-session';
import { auditFilterRules, type AuditFilterValues } from './audit-filter';
import { SelectField } from './SelectField';
import styles from './staff.module.css';

const EMPTY: AuditFilterValues = { staff: '', action: '', targetType: '', targetId: '', from: '', to: '' };

export interface AuditFiltersProps {
  values: AuditFilterValues;
  onApply: (values: AuditFilterValues) => void;
}

export function AuditFilters({ values, onApply }: AuditFiltersProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const headingId = useId();
  const { can } = useStaffSession();
  const canList = can('staff.manage');
  const { data } = useQuery(BackofficeStaffMembersDocument, { skip: !canList });
  const members = (data?.staffMembers ?? []).map((m) => ({ value: String(m.id), label: `${m.name} (${m.email})` }));

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>
        <FormattedMessage id="bo.staff.audit.filters" />
      </h2>
      <Formik<AuditFilterValues> initialValues={values} enableReinitialize validate={zodValidate(auditFilterRules, t)} onSubmit={(next) => onApply(next)}>
        {({ resetForm }) => (
          <Form noValidate aria-labelledby={headingId}>
            <div className={styles.formGrid}>
              {canList ? (
                <SelectField name="staff" label={t('bo.staff.audit.staff')} placeholder={t('bo.staff.audit.staff_all')} options={members} />
              ) : (
                <TextField name="staff" label={t('bo.staff.audit.staff_id')} inputMode="numeric" />
              )}
              <TextField name="action" label={t('bo.staff.audit.action')} hint={t('bo.staff.audit.action_hint')} spellCheck={false} />
              <TextField name="targetType" label={t('bo.staff.audit.target_type')} hint={t('bo.staff.audit.target_type_hint')} spellCheck={false} />
              <TextField name="targetId" label={t('bo.staff.audit.target_id')} spellCheck={false} />
              <TextField name="from" type="date" label={t('bo.staff.audit.from')} />
              <TextField name="to" type="date" label={t('bo.staff.audit.to')} />
            </div>
            <div className={styles.actions}>
              <button type="submit">
                <FormattedMessage id="bo.staff.audit.apply" />
              </button>
              <button
                type="button"
                onClick={() => {
                  resetForm({ values: EMPTY });
                  onApply(EMPTY);
                }}
              >
                <FormattedMessage id="bo.common.clear" />
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}
