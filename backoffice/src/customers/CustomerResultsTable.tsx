// The customers a search found: name (to the profile), contact, guest or account, when created,
// whether deleted.
import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { StaffCustomerSummaryPartsFragment } from 'shared-contracts/admin';
import { paths } from '../app/backoffice-routes';
import { useBackofficeLanguage } from '../app/BackofficeIntl';
import { DataTable } from '../common/DataTable';
import { formatDate } from '../common/formatting';
import { customerName } from './customer-name';

export interface CustomerResultsTableProps {
  term: string;
  customers: StaffCustomerSummaryPartsFragment[];
  busy: boolean;
}

export function CustomerResultsTable({ term, customers, busy }: CustomerResultsTableProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { language } = useBackofficeLanguage();
  const yesNo = (value: boolean) => t(value ? 'bo.common.yes' : 'bo.common.no');
  const columns = useMemo<ColumnDef<StaffCustomerSummaryPartsFragment>[]>(
    () => [
      {
        id: 'name',
        header: t('bo.customers.col.name'),
        cell: ({ row }) => <Link to={paths.customer(row.original.id)}>{customerName(row.original) ?? t('bo.customers.unnamed', { id: String(row.original.id) })}</Link>,
      },
      { id: 'email', header: t('bo.customers.col.email'), cell: ({ row }) => row.original.email ?? '—' },
      { id: 'phone', header: t('bo.customers.col.phone'), cell: ({ row }) => row.original.phone ?? '—' },
      { id: 'guest', header: t('bo.customers.col.guest'), cell: ({ row }) => yesNo(row.original.isGuest) },
      { id: 'created', header: t('bo.customers.col.created'), cell: ({ row }) => formatDate(row.original.createdOn, language) },
      { id: 'deleted', header: t('bo.customers.col.deleted'), cell: ({ row }) => yesNo(row.original.deleted) },
    ],
    [intl, language],
  );
  return <DataTable caption={t('bo.customers.results', { term })} columns={columns} rows={customers} empty={t('bo.customers.none')} rowKey={(customer) => customer.id} busy={busy} />;
}
