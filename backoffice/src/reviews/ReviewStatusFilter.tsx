// The moderation list's one filter: the reviews' status (pending by default).
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ReviewStatus } from 'shared-contracts/admin';
import styles from './reviews.module.css';

export const REVIEW_STATUSES: ReviewStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];

export function ReviewStatusFilter({ value, onChange }: { value: ReviewStatus; onChange: (status: ReviewStatus) => void }) {
  const intl = useIntl();
  const id = useId();
  return (
    <form role="search" aria-label={intl.formatMessage({ id: 'bo.reviews.filters' })} className={styles.filters} onSubmit={(e) => e.preventDefault()}>
      <div className={styles.field}>
        <label htmlFor={id}>{intl.formatMessage({ id: 'bo.reviews.filter.status' })}</label>
        <select id={id} value={value} onChange={(e) => onChange(e.target.value as ReviewStatus)}>
          {REVIEW_STATUSES.map((status) => (
            <option key={status} value={status}>
              {intl.formatMessage({ id: `bo.reviews.status.${status}` })}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
