// One order of the list: summary row with thumbnails; expands to progress, lines and links.
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocalizedPath, buildPath, ROUTES } from 'shared-contracts';
import { useT } from '../common/useT';
import { OrderItemRow } from './OrderItemRow';
import { OrderProgress } from './OrderProgress';
import { OrderStatusBadge } from './OrderStatusBadge';
import { OrderThumbnails } from './OrderThumbnails';
import type { OrderSummaryData } from './order-types';
import styles from './OrderCard.module.css';

export function OrderCard({ order }: { order: OrderSummaryData }) {
  const t = useT();
  const intl = useIntl();
  const localize = useLocalizedPath();
  const [open, setOpen] = useState(false);
  const detailsId = useId();

  return (
    <article className={styles.card} aria-label={t('account.orders.orderLabel', { number: order.orderNumber })}>
      <div className={styles.summary}>
        <dl className={styles.facts}>
          <div>
            <dt>{t('account.orders.number')}</dt>
            <dd>{order.orderNumber}</dd>
          </div>
          <div>
            <dt>{t('account.orders.date')}</dt>
            <dd>{intl.formatDate(order.createdOn, { dateStyle: 'medium' })}</dd>
          </div>
          {order.refundedAmount ? (
            <>
              <div>
                <dt>{t('account.orderDetail.netTotal')}</dt>
                <dd>{order.netTotal}</dd>
              </div>
              <div>
                <dt>{t('account.orderDetail.refunded')}</dt>
                <dd>−{order.refundedAmount}</dd>
              </div>
            </>
          ) : (
            <div>
              <dt>{t('account.orders.total')}</dt>
              <dd>{order.orderTotal}</dd>
            </div>
          )}
        </dl>
        <OrderStatusBadge status={order.orderStatusEnum} text={order.orderStatus} />
        <OrderThumbnails items={order.items} />
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((v) => !v)}>
          {t(open ? 'account.orders.hideDetails' : 'account.orders.showDetails')}
        </button>
      </div>
      <div id={detailsId} hidden={!open} className={styles.details}>
        {open ? (
          <>
            <OrderProgress status={order.orderStatusEnum} />
            <ul className={styles.items}>
              {order.items.map((item) => (
                <OrderItemRow key={item.id} item={item} />
              ))}
            </ul>
            <div className={styles.links}>
              <Link to={localize(buildPath(ROUTES.orderDetail.path, { orderNumber: order.orderNumber }))}>{t('account.orders.detailLink')}</Link>
              {order.isReturnRequestAllowed ? (
                <Link to={localize(buildPath(ROUTES.orderCancel.path, { orderNumber: order.orderNumber }))}>{t('account.orders.requestLink')}</Link>
              ) : null}
            </div>
          </>
        ) : null}
      </div>
    </article>
  );
}
