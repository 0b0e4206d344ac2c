// One page of orders as a table. Date and total are sortable headers that set the API's sort
// (newest/oldest, highest/lowest total); the page itself is sorted by the server.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ColumnDef, SortingState, Updater } from '@tanstack/react-table';
import type { OrderSort, StaffOrderRowPartsFragment } from 'shared-contracts/admin';
import { paths } from '../app/backoffice-routes';
import { useBackofficeLanguage } from '../app/BackofficeIntl';
import { DataTable } from '../common/DataTable';
import { formatDateTime } from '../common/formatting';
import { DEFAULT_ORDER_SORT } from './order-list-params';
import { paymentSummary } from './payment-summary';
import styles from './order-list.module.css';

function sortingOf(sort: OrderSort): SortingState {
  switch (sort) {
    case 'OLDEST':
      return [{ id: 'createdOn', desc: false }];
    case 'TOTAL_DESC':
      return [{ id: 'total', desc: true }];
    case 'TOTAL_ASC':
      return [{ id: 'total', desc: false }];
    default:
      return [{ id: 'createdOn', desc: true }];
  }
}

function sortOf(sorting: SortingState): OrderSort {
  const [first] = sorting;
  if (!first) return DEFAULT_ORDER_SORT;
  if (first.id === 'total') return first.desc ? 'TOTAL_DESC' : 'TOTAL_ASC';
  return first.desc ? 'NEWEST' : 'OLDEST';
}

export interface OrderListTableProps {
  rows: StaffOrderRowPartsFragment[];
  totalCount: number;
  sort: OrderSort;
  onSort: (sort: OrderSort) => void;
  busy: boolean;
}

export function OrderListTable({ rows, totalCount, sort, onSort, busy }: OrderListTableProps) {
  const intl = useIntl();
  const { language } = useBackofficeLanguage();
  const sorting = sortingOf(sort);
  const columns = useMemo<ColumnDef<StaffOrderRowPartsFragment, any>[]>(() => {
    const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
    return [
      {
        id: 'orderNumber',
        header: t('bo.orders.col.number'),
        enableSorting: false,
        cell: ({ row }) => <Link to={paths.order(row.original.id)}>{row.original.orderNumber}</Link>,
      },
      {
        id: 'createdOn',
        header: t('bo.orders.col.date'),
        accessorFn: (row) => row.createdOn,
        sortDescFirst: true,
        cell: ({ row }) => <span className={styles.nowrap}>{formatDateTime(row.original.createdOn, language)}</span>,
      },
      {
        id: 'customer',
        header: t('bo.orders.col.customer'),
        enableSorting: false,
        cell: ({ row }) => {
          const c = row.original.customer;
          return (
            <>
              <span>{c.name || t('bo.orders.customer.no_name')}</span>
              {c.isGuest ? <span className={styles.muted}> {t('bo.orders.customer.guest_mark')}</span> : null}
              {c.email ? <span className={styles.sub}>{c.email}</span> : null}
            </>
          );
        },
      },
      { id: 'status', header: t('bo.orders.col.status'), enableSorting: false, cell: ({ row }) => row.original.statusText },
      {
        id: 'total',
        header: t('bo.orders.col.total'),
        accessorFn: (row) => row.total.value,
        sortDescFirst: true,
        cell: ({ row }) => <span className={styles.nowrap}>{row.original.total.text}</span>,
      },
      {
        id: 'refunded',
        header: t('bo.orders.col.refunded'),
        enableSorting: false,
        cell: ({ row }) => (row.original.refunded.value > 0 ? <span className={styles.nowrap}>{row.original.refunded.text}</span> : '—'),
      },
      {
        id: 'payment',
        header: t('bo.orders.col.payment'),
        enableSorting: false,
        cell: ({ row }) => paymentSummary(row.original, intl),
      },
      {
        id: 'openRequests',
        header: t('bo.orders.col.open_requests'),
        enableSorting: false,
        cell: ({ row }) => row.original.openRequests,
      },
    ];
  }, [intl, language]);
  const onSortingChange = (updater: Updater<SortingState>) => {
    const next = typeof updater === 'function' ? updater(sorting) : updater;
    onSort(sortOf(next));
  };
  return (
    <DataTable
      caption={intl.formatMessage({ id: 'bo.orders.list.caption' }, { count: totalCount })}
      columns={columns}
      rows={rows}
      empty={intl.formatMessage({ id: 'bo.orders.list.empty' })}
      sorting={sorting}
      onSortingChange={onSortingChange}
      rowKey={(row) => row.id}
      busy={busy}
    />
  );
}
