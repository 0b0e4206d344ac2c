// A customer's orders: number (to the order for orders.read), date, status, total, refunded.
import { useId, useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { StaffOrderRowPartsFragment } from 'shared-contracts/admin';
import { paths } from '../app/backoffice-routes';
import { useBackofficeLanguage } from '../app/BackofficeIntl';
import { DataTable } from '../common/DataTable';
import { formatDateTime } from '../common/formatting';
import { useStaffSession } from '../session/staff-session';
import styles from './customers.module.css';

export function CustomerOrdersTable({ orders }: { orders: StaffOrderRowPartsFragment[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { language } = useBackofficeLanguage();
  const { can } = useStaffSession();
  const headingId = useId();
  const linked = can('orders.read');
  const columns = useMemo<ColumnDef<StaffOrderRowPartsFragment>[]>(
    () => [
      {
        id: 'number',
        header: t('bo.customers.order.number'),
        cell: ({ row }) => (linked ? <Link to={paths.order(row.original.id)}>{row.original.orderNumber}</Link> : row.original.orderNumber),
      },
      { id: 'created', header: t('bo.customers.order.created'), cell: ({ row }) => formatDateTime(row.original.createdOn, language) },
      { id: 'status', header: t('bo.customers.order.status'), cell: ({ row }) => row.original.statusText },
      { id: 'items', header: t('bo.customers.order.items'), cell: ({ row }) => intl.formatNumber(row.original.itemCount) },
      { id: 'total', header: t('bo.customers.order.total'), cell: ({ row }) => row.original.total?.text ?? '—' },
      { id: 'refunded', header: t('bo.customers.order.refunded'), cell: ({ row }) => (row.original.refunded?.value ? row.original.refunded.text : '—') },
    ],
    [intl, language, linked],
  );
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>
        <FormattedMessage id="bo.customers.orders" />
      </h2>
      <DataTable caption={t('bo.customers.orders_caption')} columns={columns} rows={orders} empty={t('bo.customers.no_orders')} rowKey={(order) => order.id} />
    </section>
  );
}
