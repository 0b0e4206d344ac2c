// A feed run's figures: the file, who sent it, when, and how many rows changed, stayed, failed.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { FeedRunPartsFragment } from 'shared-contracts/admin';
import { paths } from '../app/backoffice-routes';
import { useBackofficeLanguage } from '../app/BackofficeIntl';
import { formatDateTime } from '../common/formatting';
import { FeedStatusText } from './FeedStatusText';
import styles from './catalogue.module.css';

export function FeedRunSummary({ run }: { run: FeedRunPartsFragment }) {
  const intl = useIntl();
  const { language } = useBackofficeLanguage();
  const n = (value: number) => intl.formatNumber(value);
  const rows: [string, ReactNode][] = [
    ['bo.catalogue.run.status', <FeedStatusText key="s" status={run.status} />],
    ['bo.catalogue.run.file', run.fileName ?? intl.formatMessage({ id: 'bo.catalogue.runs.no_file' })],
    ['bo.catalogue.run.dry_run', intl.formatMessage({ id: run.dryRun ? 'bo.common.yes' : 'bo.common.no' })],
    ['bo.catalogue.run.staff', run.staffEmail ?? run.source],
    ['bo.catalogue.run.created', formatDateTime(run.createdOn, language)],
    ['bo.catalogue.run.started', formatDateTime(run.startedOn, language) || '—'],
    ['bo.catalogue.run.finished', formatDateTime(run.finishedOn, language) || '—'],
    ['bo.catalogue.run.total', n(run.totalRows)],
    ['bo.catalogue.run.updated', n(run.updatedRows)],
    ['bo.catalogue.run.unchanged', n(run.unchangedRows)],
    ['bo.catalogue.run.errors', n(run.errorRows)],
    ['bo.catalogue.run.old_price_lowered', n(run.oldPriceLoweredRows)],
  ];
  return (
    <dl className={styles.figures}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.pair}>
          <dt>
            <FormattedMessage id={label} />
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
      {run.fromRunId ? (
        <div className={styles.pair}>
          <dt>
            <FormattedMessage id="bo.catalogue.run.from_run" />
          </dt>
          <dd>
            <Link to={paths.feedRun(run.fromRunId)}>{intl.formatMessage({ id: 'bo.catalogue.run.title' }, { id: String(run.fromRunId) })}</Link>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
