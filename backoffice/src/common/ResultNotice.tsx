// The answer of a staff API action, as the server worded it (translated there): a success
// message (status) or the refusal and its field errors (alert). A transport failure says the
// connection was lost and that nothing typed was lost.
import { FormattedMessage } from 'react-intl';
import type { FieldErrorPartsFragment } from 'shared-contracts/admin';
import styles from './result-notice.module.css';

export interface ActionOutcome {
  success: boolean;
  message?: string | null;
  errors?: FieldErrorPartsFragment[];
}

export type NoticeState = { kind: 'result'; outcome: ActionOutcome } | { kind: 'offline' } | { kind: 'failed'; message: string } | null;

export function ResultNotice({ notice }: { notice: NoticeState }) {
  if (!notice) return null;
  if (notice.kind === 'offline') {
    return (
      <p role="alert" className={styles.error}>
        <FormattedMessage id="bo.common.offline" />
      </p>
    );
  }
  if (notice.kind === 'failed') {
    return (
      <p role="alert" className={styles.error}>
        {notice.message}
      </p>
    );
  }
  const { outcome } = notice;
  if (outcome.success) {
    return outcome.message ? (
      <p role="status" className={styles.success}>
        {outcome.message}
      </p>
    ) : null;
  }
  // Errors tied to no field, unless they only repeat the message above them.
  const unplaced = (outcome.errors ?? []).filter((e) => !e.field && e.message !== outcome.message);
  return (
    <div role="alert" className={styles.error}>
      {outcome.message ? <p>{outcome.message}</p> : null}
      {unplaced.length > 0 ? (
        <ul>
          {unplaced.map((e) => (
            <li key={e.code + e.message}>{e.message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The server's message for one field of a refused action (shown beside that field). */
export function fieldError(notice: NoticeState, field: string): string | undefined {
  if (notice?.kind !== 'result' || notice.outcome.success) return undefined;
  return notice.outcome.errors?.find((e) => e.field === field)?.message;
}
