// The price and stock files sent before, newest first, a page at a time (the page in the address).
import { useId, useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import type { ColumnDef } from '@tanstack/react-table';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { type FeedRunPartsFragment } from 'shared-contracts/admin';
import { BackofficeFeedRunsDocument } from 'shared-contracts/admin/documents/catalogue';
import { paths } from '../app/backoffice-routes';
import { useBackofficeLanguage } from '../app/BackofficeIntl';
import { DataTable } from '../common/DataTable';
import { formatDateTime } from '../common/formatting';
import { Pager } from '../common/Pager';
import { QueryState } from '../common/QueryState';
import { FeedStatusText } from './FeedStatusText';
import styles from './catalogue.module.css';

export const FEED_RUNS_PAGE_SIZE = 25;

export function FeedRunList() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { language } = useBackofficeLanguage();
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const { data, previousData, loading, error, refetch } = useQuery(BackofficeFeedRunsDocument, { variables: { page, pageSize: FEED_RUNS_PAGE_SIZE } });
  const shown = data ?? previousData;

  const columns = useMemo<ColumnDef<FeedRunPartsFragment>[]>(
    () => [
      { id: 'created', header: t('bo.catalogue.runs.created'), cell: ({ row }) => formatDateTime(row.original.createdOn, language) },
      { id: 'file', header: t('bo.catalogue.runs.file'), cell: ({ row }) => row.original.fileName ?? t('bo.catalogue.runs.no_file') },
      { id: 'dryRun', header: t('bo.catalogue.runs.dry_run'), cell: ({ row }) => t(row.original.dryRun ? 'bo.common.yes' : 'bo.common.no') },
      { id: 'status', header: t('bo.catalogue.runs.status'), cell: ({ row }) => <FeedStatusText status={row.original.status} /> },
      { id: 'total', header: t('bo.catalogue.runs.total'), cell: ({ row }) => intl.formatNumber(row.original.totalRows) },
      { id: 'updated', header: t('bo.catalogue.runs.updated'), cell: ({ row }) => intl.formatNumber(row.original.updatedRows) },
      { id: 'unchanged', header: t('bo.catalogue.runs.unchanged'), cell: ({ row }) => intl.formatNumber(row.original.unchangedRows) },
      { id: 'errors', header: t('bo.catalogue.runs.errors'), cell: ({ row }) => intl.formatNumber(row.original.errorRows) },
      { id: 'staff', header: t('bo.catalogue.runs.staff'), cell: ({ row }) => row.original.staffEmail ?? row.original.source },
      {
        id: 'link',
        header: t('bo.catalogue.runs.open'),
        cell: ({ row }) => <Link to={paths.feedRun(row.original.id)}>{t('bo.catalogue.run.title', { id: String(row.original.id) })}</Link>,
      },
    ],
    [intl, language],
  );

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>
        <FormattedMessage id="bo.catalogue.runs.title" />
      </h2>
      {shown ? (
        <>
          <DataTable
            caption={t('bo.catalogue.runs.caption')}
            columns={columns}
            rows={shown.feedRuns.items}
            empty={t('bo.catalogue.runs.empty')}
            rowKey={(run) => run.id}
            busy={loading}
          />
          <Pager
            pageInfo={shown.feedRuns.pageInfo}
            label={t('bo.catalogue.runs.pager')}
            onPage={(next) =>
              setParams((current) => {
                const updated = new URLSearchParams(current);
                updated.set('page', String(next));
                return updated;
              })
            }
          />
        </>
      ) : null}
      <QueryState loading={loading && !shown} error={error} retry={() => void refetch()} />
    </section>
  );
}
