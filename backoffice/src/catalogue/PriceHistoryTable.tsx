// A product's price changes, newest first: when, the price and old price, where it came from (a
// feed run, the migration, the first data), with a link to the feed run for prices.write.
import { useId, useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../app/backoffice-routes';
import { useBackofficeLanguage } from '../app/BackofficeIntl';
import { DataTable } from '../common/DataTable';
import { formatDateTime } from '../common/formatting';
import { useStaffSession } from '../session/staff-session';
import type { PricePointView } from './product-types';
import styles from './catalogue.module.css';

export function PriceHistoryTable({ history }: { history: PricePointView[] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { language } = useBackofficeLanguage();
  const { can } = useStaffSession();
  const headingId = useId();
  const canSeeRuns = can('prices.write');
  const columns = useMemo<ColumnDef<PricePointView>[]>(
    () => [
      { id: 'from', header: t('bo.catalogue.history.from'), cell: ({ row }) => formatDateTime(row.original.effectiveFrom, language) },
      { id: 'price', header: t('bo.catalogue.history.price'), cell: ({ row }) => row.original.price?.text ?? '—' },
      { id: 'oldPrice', header: t('bo.catalogue.history.old_price'), cell: ({ row }) => row.original.oldPrice?.text ?? '—' },
      {
        id: 'source',
        header: t('bo.catalogue.history.source'),
        // Known sources in words; an unknown one as the API names it.
        cell: ({ row }) => {
          const key = `bo.catalogue.source.${row.original.source}`;
          return intl.messages[key] ? t(key) : row.original.source;
        },
      },
      {
        id: 'run',
        header: t('bo.catalogue.history.run'),
        cell: ({ row }) => {
          const runId = row.original.feedRunId;
          if (!runId) return '—';
          const text = t('bo.catalogue.run.title', { id: String(runId) });
          return canSeeRuns ? <Link to={paths.feedRun(runId)}>{text}</Link> : text;
        },
      },
    ],
    [intl, language, canSeeRuns],
  );
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>
        <FormattedMessage id="bo.catalogue.history.title" />
      </h2>
      <DataTable
        caption={t('bo.catalogue.history.caption')}
        columns={columns}
        rows={history}
        empty={t('bo.catalogue.history.empty')}
        rowKey={(point) => `${point.effectiveFrom}-${point.feedRunId ?? ''}-${point.price?.value ?? ''}`}
      />
    </section>
  );
}
