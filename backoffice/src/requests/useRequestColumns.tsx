// The queue's columns: when, which order (a link to it for those who may read orders), what,
// who, why, where it stands, the return shipping, the money at stake and the actions.
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import type { ColumnDef } from '@tanstack/react-table';
import type { ItemRequestPartsFragment } from 'shared-contracts/admin';
import { paths } from '../app/backoffice-routes';
import { useBackofficeLanguage } from '../app/BackofficeIntl';
import { formatDateTime } from '../common/formatting';
import { useStaffSession } from '../session/staff-session';
import type { RequestDialogKind } from './request-dialog';
import { RequestActions } from './RequestActions';
import styles from './requests.module.css';

type Row = ItemRequestPartsFragment;

export function useRequestColumns(onOpen: (kind: RequestDialogKind, request: Row) => void): ColumnDef<Row>[] {
  const intl = useIntl();
  const { language } = useBackofficeLanguage();
  const { can } = useStaffSession();
  const canReadOrders = can('orders.read');
  return useMemo<ColumnDef<Row>[]>(() => {
    const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
    const date = (iso: string | null | undefined) => formatDateTime(iso, language);
    return [
      { id: 'created', header: t('bo.requests.col.created'), cell: ({ row }) => <span className={styles.nowrap}>{date(row.original.createdOn)}</span> },
      {
        id: 'order',
        header: t('bo.requests.col.order'),
        cell: ({ row }) => (canReadOrders ? <Link to={paths.order(row.original.orderId)}>{row.original.orderNumber}</Link> : row.original.orderNumber),
      },
      { id: 'kind', header: t('bo.requests.col.kind'), cell: ({ row }) => t(`bo.requests.kind.${row.original.kind}`) },
      {
        id: 'product',
        header: t('bo.requests.col.product'),
        cell: ({ row }) => (
          <>
            <span className={styles.strong}>{row.original.productName}</span>
            <span className={styles.sub}>{t('bo.requests.sku_quantity', { sku: row.original.sku, quantity: row.original.quantity })}</span>
          </>
        ),
      },
      {
        id: 'customer',
        header: t('bo.requests.col.customer'),
        cell: ({ row }) => {
          const { customer } = row.original;
          return (
            <>
              <span>{customer.name || customer.email || t('bo.requests.customer_unknown')}</span>
              {customer.name && customer.email ? <span className={styles.sub}>{customer.email}</span> : null}
              {customer.isGuest ? <span className={styles.sub}>{t('bo.requests.guest')}</span> : null}
            </>
          );
        },
      },
      {
        id: 'reason',
        header: t('bo.requests.col.reason'),
        cell: ({ row }) => (
          <div className={styles.wrap}>
            <span>{row.original.reason}</span>
            {row.original.note ? <span className={styles.sub}>{t('bo.requests.shopper_note', { note: row.original.note })}</span> : null}
            {row.original.rejectionReason ? <span className={styles.sub}>{t('bo.requests.rejection_reason', { reason: row.original.rejectionReason })}</span> : null}
          </div>
        ),
      },
      {
        id: 'status',
        header: t('bo.requests.col.status'),
        cell: ({ row }) => {
          const r = row.original;
          return (
            <>
              <span className={styles.strong}>{t(`bo.requests.status.${r.status}`)}</span>
              {r.decidedOn ? <span className={styles.sub}>{r.decidedBy ? t('bo.requests.decided', { date: date(r.decidedOn), by: r.decidedBy }) : date(r.decidedOn)}</span> : null}
              {r.receivedOn ? (
                <span className={styles.sub}>
                  {r.receivedStoreName || r.receivedStoreId
                    ? t('bo.requests.received_at_store', { store: r.receivedStoreName ?? String(r.receivedStoreId), date: date(r.receivedOn) })
                    : t('bo.requests.received_at_warehouse', { date: date(r.receivedOn) })}
                </span>
              ) : null}
              {r.refundedOn ? <span className={styles.sub}>{t('bo.requests.refunded_on', { date: date(r.refundedOn) })}</span> : null}
            </>
          );
        },
      },
      {
        id: 'cargo',
        header: t('bo.requests.col.cargo'),
        cell: ({ row }) =>
          row.original.cargoFirm || row.original.cargoCode ? (
            <>
              <span>{row.original.cargoFirm}</span>
              {row.original.cargoCode ? <span className={styles.sub}>{row.original.cargoCode}</span> : null}
            </>
          ) : (
            <span className={styles.muted}>{t('bo.requests.no_cargo')}</span>
          ),
      },
      { id: 'amount', header: t('bo.requests.col.amount'), cell: ({ row }) => <span className={styles.nowrap}>{row.original.refundableAmount.text}</span> },
      { id: 'actions', header: t('bo.requests.col.actions'), cell: ({ row }) => <RequestActions request={row.original} onOpen={onOpen} /> },
    ];
  }, [intl, language, canReadOrders, onOpen]);
}
