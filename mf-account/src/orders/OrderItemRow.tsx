// One order line: picture, name, options, quantity, price, its own status and, when a return
// was requested, where it stands: under review, declined (with the staff's reason), or approved
// with the return carrier and code.
import type { ReactNode } from 'react';
import { Link, useLocalizedPath } from 'shared-contracts';
import { ORDER_THUMBNAIL_SIZE } from 'shared-contracts/rules';
import { useT } from '../common/useT';
import type { OrderItemData } from './order-types';
import styles from './OrderItemRow.module.css';

export function OrderItemRow({ item, children }: { item: OrderItemData; children?: ReactNode }) {
  const t = useT();
  const localize = useLocalizedPath();
  const ret = item.returnRequest;
  const declined = [ret, item.cancelRequest].find((request) => request?.status === 'REJECTED');
  return (
    <li className={styles.row}>
      <img
        src={item.picture.thumbImageUrl || item.picture.imageUrl}
        alt={item.picture.alternateText || item.productName}
        width={ORDER_THUMBNAIL_SIZE.width}
        height={ORDER_THUMBNAIL_SIZE.height}
        loading="lazy"
        className={styles.picture}
      />
      <div className={styles.info}>
        <Link to={localize(`/${item.productSeName}`)} className={styles.name}>
          {item.productName}
        </Link>
        {item.attributeInfo ? <span className={styles.muted}>{item.attributeInfo}</span> : null}
        <span className={styles.muted}>
          {t('account.orders.quantity', { quantity: item.quantity })} · {item.subTotal}
        </span>
        <span className={styles.status}>{item.status}</span>
        {ret && (ret.returnCargoFirm || ret.returnCargoCode) ? (
          <span className={styles.muted}>
            {t('account.orders.returnCargo', { firm: ret.returnCargoFirm ?? '-', code: ret.returnCargoCode ?? '-' })}
          </span>
        ) : null}
        {ret?.status === 'PENDING' ? <span className={styles.muted}>{t('account.orders.returnPending')}</span> : null}
        {declined ? <span className={styles.muted}>{t('account.orders.requestDeclined', { reason: declined.rejectionReason ?? '-' })}</span> : null}
        {children}
      </div>
    </li>
  );
}
