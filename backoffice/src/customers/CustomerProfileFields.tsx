// A customer's record: name, contact, guest or account, when created, whether deleted.
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StaffCustomerSummaryPartsFragment } from 'shared-contracts/admin';
import { useBackofficeLanguage } from '../app/BackofficeIntl';
import { formatDateTime } from '../common/formatting';
import styles from './customers.module.css';

export function CustomerProfileFields({ customer }: { customer: StaffCustomerSummaryPartsFragment }) {
  const intl = useIntl();
  const { language } = useBackofficeLanguage();
  const headingId = useId();
  const yesNo = (value: boolean) => intl.formatMessage({ id: value ? 'bo.common.yes' : 'bo.common.no' });
  const fields: [string, string][] = [
    ['bo.customers.field.first_name', customer.firstName ?? '—'],
    ['bo.customers.field.last_name', customer.lastName ?? '—'],
    ['bo.customers.field.email', customer.email ?? '—'],
    ['bo.customers.field.phone', customer.phone ?? '—'],
    ['bo.customers.field.guest', yesNo(customer.isGuest)],
    ['bo.customers.field.created', formatDateTime(customer.createdOn, language)],
    ['bo.customers.field.deleted', yesNo(customer.deleted)],
  ];
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>
        <FormattedMessage id="bo.customers.profile" />
      </h2>
      {customer.deleted ? (
        <p className={styles.deleted}>
          <FormattedMessage id="bo.customers.deleted_note" />
        </p>
      ) : null}
      <dl className={styles.figures}>
        {fields.map(([label, value]) => (
          <div key={label} className={styles.pair}>
            <dt>
              <FormattedMessage id={label} />
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
