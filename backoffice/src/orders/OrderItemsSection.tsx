// The order's lines: what, how many, at what price, in which status, what was refunded and what
// is left to refund, and the shopper's cancel/return request. A returned line that may be refunded
// has its own "refund" button, named after its product.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../common/DataTable';
import { DetailSection } from './DetailSection';
import type { Order, OrderItem } from './order-actions';
import styles from './order-detail.module.css';

export interface OrderItemsSectionProps {
  order: Order;
  /** Whether this staff member may refund the line here. */
  canRefund: (item: OrderItem) => boolean;
  onRefund: (item: OrderItem) => void;
}

export function OrderItemsSection({ order, canRefund, onRefund }: OrderItemsSectionProps) {
  const intl = useIntl();
  const anyRefund = order.items.some(canRefund);
  const columns = useMemo<ColumnDef<OrderItem, any>[]>(() => {
    const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
    const cols: ColumnDef<OrderItem, any>[] = [
      {
        id: 'product',
        header: t('bo.orders.items.product'),
        cell: ({ row }) => (
          <>
            {row.original.productName}
            {row.original.isGiftPackage ? <span className={styles.sub}>{t('bo.orders.items.gift')}</span> : null}
          </>
        ),
      },
      { id: 'sku', header: t('bo.orders.items.sku'), cell: ({ row }) => row.original.sku },
      { id: 'attributes', header: t('bo.orders.items.attributes'), cell: ({ row }) => row.original.attributeInfo || '—' },
      { id: 'quantity', header: t('bo.orders.items.quantity'), cell: ({ row }) => row.original.quantity },
      { id: 'unitPrice', header: t('bo.orders.items.unit_price'), cell: ({ row }) => <span className={styles.nowrap}>{row.original.unitPrice.text}</span> },
      { id: 'subTotal', header: t('bo.orders.items.subtotal'), cell: ({ row }) => <span className={styles.nowrap}>{row.original.subTotal.text}</span> },
      { id: 'status', header: t('bo.orders.items.status'), cell: ({ row }) => row.original.statusText },
      { id: 'refunded', header: t('bo.orders.items.refunded'), cell: ({ row }) => <span className={styles.nowrap}>{row.original.refunded.text}</span> },
      { id: 'refundable', header: t('bo.orders.items.refundable'), cell: ({ row }) => <span className={styles.nowrap}>{row.original.refundable.text}</span> },
      {
        id: 'request',
        header: t('bo.orders.items.request'),
        cell: ({ row }) => {
          const request = row.original.request;
          if (!request) return '—';
          return (
            <>
              {t(`bo.orders.request.kind.${request.kind}`)}: {t(`bo.orders.request.status.${request.status}`)}
              {request.reason ? <span className={styles.sub}>{request.reason}</span> : null}
              {request.note ? <span className={styles.sub}>{request.note}</span> : null}
              {request.receivedStoreName ? <span className={styles.sub}>{t('bo.orders.request.received_at', { store: request.receivedStoreName })}</span> : null}
              {request.rejectionReason ? <span className={styles.sub}>{request.rejectionReason}</span> : null}
            </>
          );
        },
      },
    ];
    if (anyRefund) {
      cols.push({
        id: 'refund',
        header: t('bo.orders.items.action'),
        cell: ({ row }) =>
          canRefund(row.original) ? (
            <button type="button" onClick={() => onRefund(row.original)} aria-label={t('bo.orders.refund.button_name', { product: row.original.productName })}>
              {t('bo.orders.refund.button')}
            </button>
          ) : null,
      });
    }
    return cols.map((col) => ({ ...col, enableSorting: false }));
  }, [intl, anyRefund, canRefund, onRefund]);
  return (
    <DetailSection title={intl.formatMessage({ id: 'bo.orders.items.title' })}>
      <DataTable
        caption={intl.formatMessage({ id: 'bo.orders.items.caption' }, { count: order.items.length })}
        columns={columns}
        rows={order.items}
        empty={intl.formatMessage({ id: 'bo.orders.items.empty' })}
        rowKey={(item) => item.id}
      />
    </DetailSection>
  );
}
