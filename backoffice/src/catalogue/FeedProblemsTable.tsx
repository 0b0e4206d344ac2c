// The problems a feed run found, by line of the file (the API keeps the first 200).
import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useIntl } from 'react-intl';
import type { FeedRunPartsFragment } from 'shared-contracts/admin';
import { DataTable } from '../common/DataTable';

type Problem = FeedRunPartsFragment['problems'][number];

export function FeedProblemsTable({ problems }: { problems: Problem[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const columns = useMemo<ColumnDef<Problem>[]>(
    () => [
      { id: 'line', header: t('bo.catalogue.problems.line'), cell: ({ row }) => row.original.line },
      { id: 'sku', header: t('bo.catalogue.problems.sku'), cell: ({ row }) => row.original.sku ?? '—' },
      { id: 'code', header: t('bo.catalogue.problems.code'), cell: ({ row }) => <code>{row.original.code}</code> },
      { id: 'message', header: t('bo.catalogue.problems.message'), cell: ({ row }) => row.original.message },
    ],
    [intl],
  );
  return (
    <DataTable
      caption={t('bo.catalogue.problems.caption')}
      columns={columns}
      rows={problems}
      empty={t('bo.catalogue.problems.empty')}
      rowKey={(problem) => `${problem.line}-${problem.code}-${problem.sku ?? ''}`}
    />
  );
}
