// An audit entry's before and after, pretty-printed JSON in a disclosure (long, read on demand).
import { FormattedMessage } from 'react-intl';
import styles from './staff.module.css';

function pretty(value: unknown): string {
  if (value === null || value === undefined) return '—';
  try {
    return JSON.stringify(value, null, 2);
  } catch {
    return String(value);
  }
}

export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  if ((before === null || before === undefined) && (after === null || after === undefined)) return <>—</>;
  return (
    <details>
      <summary>
        <FormattedMessage id="bo.staff.audit.changes_show" />
      </summary>
      <p className={styles.jsonLabel}>
        <FormattedMessage id="bo.staff.audit.before" />
      </p>
      <pre className={styles.json}>{pretty(before)}</pre>
      <p className={styles.jsonLabel}>
        <FormattedMessage id="bo.staff.audit.after" />
      </p>
      <pre className={styles.json}>{pretty(after)}</pre>
    </details>
  );
}
