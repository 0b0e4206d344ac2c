// Everything that happened to the order, oldest first as the API orders it: status changes,
// notes, messages, refunds and requests, who did them and whether the shopper sees them.
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { ColumnDef } from '@tanstack/react-table';
import { useBackofficeLanguage } from '../app/BackofficeIntl';
import { DataTable } from '../common/DataTable';
import { formatDateTime } from '../common/formatting';
import { DetailSection } from './DetailSection';
import type { Order } from './order-actions';
import styles from './order-detail.module.css';

// `seq` keeps rows apart: several entries may share a moment (an order's step and its lines').
type Entry = Order['timeline'][number] & { seq: number };

/** A known code in words, an unknown one as it came. */
function known(intl: IntlShape, prefix: string, code: string | null | undefined): string {
  if (!code) return '';
  const id = `${prefix}.${code}`;
  return intl.messages[id] ? intl.formatMessage({ id }) : code;
}

export function OrderTimelineSection({ order }: { order: Order }) {
  const intl = useIntl();
  const { language } = useBackofficeLanguage();
  const rows = useMemo(() => order.timeline.map((entry, seq) => ({ ...entry, seq })), [order.timeline]);
  const lineName = useMemo(() => new Map(order.items.map((item) => [item.id, item.productName])), [order.items]);
  const columns = useMemo<ColumnDef<Entry, any>[]>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    const cols: ColumnDef<Entry, any>[] = [
      { id: 'at', header: t('bo.orders.timeline.at'), cell: ({ row }) => <span className={styles.nowrap}>{formatDateTime(row.original.at, language)}</span> },
      { id: 'kind', header: t('bo.orders.timeline.kind'), cell: ({ row }) => known(intl, 'bo.orders.timeline.kind', row.original.kind) },
      { id: 'action', header: t('bo.orders.timeline.action'), cell: ({ row }) => known(intl, 'bo.orders.timeline.action', row.original.action) || '—' },
      {
        id: 'change',
        header: t('bo.orders.timeline.change'),
        cell: ({ row }) => {
          const { fromStatus, toStatus } = row.original;
          if (!fromStatus && !toStatus) return '—';
          const from = known(intl, 'bo.orders.status', fromStatus);
          const to = known(intl, 'bo.orders.status', toStatus);
          return from ? `${from} → ${to || '—'}` : to;
        },
      },
      {
        id: 'line',
        header: t('bo.orders.timeline.line'),
        cell: ({ row }) => (row.original.orderItemId != null ? (lineName.get(row.original.orderItemId) ?? `#${row.original.orderItemId}`) : '—'),
      },
      { id: 'actor', header: t('bo.orders.timeline.actor'), cell: ({ row }) => known(intl, 'bo.orders.timeline.actor', row.original.actor) },
      { id: 'note', header: t('bo.orders.timeline.note'), cell: ({ row }) => row.original.note || '—' },
      { id: 'visible', header: t('bo.orders.timeline.visible'), cell: ({ row }) => t(row.original.visibleToShopper ? 'bo.common.yes' : 'bo.common.no') },
    ];
    return cols.map((col) => ({ ...col, enableSorting: false }));
  }, [intl, language, lineName]);
  return (
    <DetailSection title={intl.formatMessage({ id: 'bo.orders.timeline.title' })}>
      <DataTable
        caption={intl.formatMessage({ id: 'bo.orders.timeline.caption' }, { count: order.timeline.length })}
        columns={columns}
        rows={rows}
        empty={intl.formatMessage({ id: 'bo.orders.timeline.empty' })}
        rowKey={(entry) => entry.seq}
      />
    </DetailSection>
  );
}
