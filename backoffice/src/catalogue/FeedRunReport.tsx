// One feed run's report, read again every second while it is queued or running (pollInterval,
// off once it is DONE or FAILED): its figures, its problems, why it failed, and for a finished
// dry run the button that applies it.
import { useEffect, useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { BackofficeFeedRunDocument } from 'shared-contracts/admin/documents/catalogue';
import { QueryState } from '../common/QueryState';
import { useStaffSession } from '../session/staff-session';
import { ApplyFeedRunButton } from './ApplyFeedRunButton';
import { FeedProblemsTable } from './FeedProblemsTable';
import { FeedRunSummary } from './FeedRunSummary';
import styles from './catalogue.module.css';

export const FEED_POLL_MS = 1000;

export function FeedRunReport({ id }: { id: number }) {
  const { can } = useStaffSession();
  const problemsId = useId();
  // Polling starts once the run is seen queued or running, and stops when it has finished.
  const [live, setLive] = useState(false);
  const { data, loading, error, refetch } = useQuery(BackofficeFeedRunDocument, { variables: { id }, pollInterval: live ? FEED_POLL_MS : 0 });
  const run = data?.feedRun ?? null;
  const status = run?.status;
  useEffect(() => {
    if (status) setLive(status === 'QUEUED' || status === 'RUNNING');
  }, [status]);

  if (!data) return <QueryState loading={loading} error={error} retry={() => void refetch()} />;
  if (!run) {
    return (
      <p>
        <FormattedMessage id="bo.catalogue.run.not_found" />
      </p>
    );
  }
  const working = run.status === 'QUEUED' || run.status === 'RUNNING';
  return (
    <>
      {working ? (
        <p role="status" className={styles.status}>
          <FormattedMessage id="bo.catalogue.run.working" />
        </p>
      ) : null}
      {/* A poll that failed (connection lost) says so above the last figures read. */}
      {error ? <QueryState loading={false} error={error} retry={() => void refetch()} /> : null}
      <FeedRunSummary run={run} />
      {run.failureMessage ? (
        <p className={styles.failure}>
          <FormattedMessage id="bo.catalogue.run.failure" values={{ message: run.failureMessage }} />
        </p>
      ) : null}
      {run.dryRun && run.status === 'DONE' && can('prices.write') ? <ApplyFeedRunButton run={run} /> : null}
      <section aria-labelledby={problemsId} className={styles.section}>
        <h2 id={problemsId}>
          <FormattedMessage id="bo.catalogue.problems.title" />
        </h2>
        {run.problems.length >= 200 ? (
          <p className={styles.hint}>
            <FormattedMessage id="bo.catalogue.problems.first_only" />
          </p>
        ) : null}
        <FeedProblemsTable problems={run.problems} />
      </section>
    </>
  );
}
