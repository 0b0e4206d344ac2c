// How the order was paid (card masked to its last four digits) and every refund made on it.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ColumnDef } from '@tanstack/react-table';
import { useBackofficeLanguage } from '../app/BackofficeIntl';
import { DataTable } from '../common/DataTable';
import { formatDateTime } from '../common/formatting';
import { DetailSection } from './DetailSection';
import { FactList } from './FactList';
import type { Order } from './order-actions';
import styles from './order-detail.module.css';

type Refund = NonNullable<Order['payment']>['refunds'][number];

export function OrderPaymentSection({ order }: { order: Order }) {
  const intl = useIntl();
  const { language } = useBackofficeLanguage();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const payment = order.payment;
  const lineName = useMemo(() => new Map(order.items.map((item) => [item.id, item.productName])), [order.items]);
  const columns = useMemo<ColumnDef<Refund, any>[]>(() => {
    const tr = (id: string) => intl.formatMessage({ id });
    const cols: ColumnDef<Refund, any>[] = [
      { id: 'createdOn', header: tr('bo.orders.refunds.date'), cell: ({ row }) => <span className={styles.nowrap}>{formatDateTime(row.original.createdOn, language)}</span> },
      { id: 'kind', header: tr('bo.orders.refunds.kind'), cell: ({ row }) => row.original.kind },
      { id: 'amount', header: tr('bo.orders.refunds.amount'), cell: ({ row }) => <span className={styles.nowrap}>{row.original.amount.text}</span> },
      {
        id: 'status',
        header: tr('bo.orders.refunds.status'),
        cell: ({ row }) => (
          <>
            {row.original.status}
            {row.original.failureMessage ? <span className={styles.sub}>{row.original.failureMessage}</span> : null}
          </>
        ),
      },
      { id: 'lines', header: tr('bo.orders.refunds.lines'), cell: ({ row }) => row.original.orderItemIds.map((id) => lineName.get(id) ?? `#${id}`).join(', ') || '—' },
      { id: 'staff', header: tr('bo.orders.refunds.staff'), cell: ({ row }) => row.original.staffEmail ?? '—' },
      { id: 'reference', header: tr('bo.orders.refunds.reference'), cell: ({ row }) => row.original.providerReference ?? '—' },
    ];
    return cols.map((col) => ({ ...col, enableSorting: false }));
  }, [intl, language, lineName]);
  return (
    <DetailSection title={t('bo.orders.payment.title')}>
      {payment ? (
        <>
          <FactList
            facts={[
              [t('bo.orders.payment.provider'), payment.provider],
              [t('bo.orders.payment.bank'), payment.bankName],
              [t('bo.orders.payment.card_family'), payment.cardFamily],
              [t('bo.orders.payment.card'), payment.cardLast4 ? `**** ${payment.cardLast4}` : null],
              [t('bo.orders.payment.holder'), payment.cardHolder],
              [t('bo.orders.payment.installments_label'), payment.installmentCount > 1 ? t('bo.orders.payment.installments', { count: payment.installmentCount }) : t('bo.orders.payment.single')],
              [t('bo.orders.payment.amount'), payment.amount.text],
              [t('bo.orders.payment.refunded'), payment.refunded.text],
              [t('bo.orders.payment.status'), payment.status],
              [t('bo.orders.payment.voided'), t(payment.voided ? 'bo.common.yes' : 'bo.common.no')],
              [t('bo.orders.payment.paid_on'), payment.paidOn ? formatDateTime(payment.paidOn, language) : null],
            ]}
          />
          <DataTable caption={t('bo.orders.refunds.caption', { count: payment.refunds.length })} columns={columns} rows={payment.refunds} empty={t('bo.orders.refunds.empty')} rowKey={(refund) => refund.id} />
        </>
      ) : (
        <p>{t('bo.orders.payment.none')}</p>
      )}
    </DetailSection>
  );
}
