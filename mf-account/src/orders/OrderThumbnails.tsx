// Up to three 72x108 item pictures of an order.
import { ORDER_THUMBNAIL_LIMIT, ORDER_THUMBNAIL_SIZE } from 'shared-contracts/rules';
import { useT } from '../common/useT';
import type { OrderItemData } from './order-types';
import styles from './OrderThumbnails.module.css';

export function OrderThumbnails({ items }: { items: readonly OrderItemData[] }) {
  const t = useT();
  const shown = items.slice(0, ORDER_THUMBNAIL_LIMIT);
  // On narrow screens the list scrolls sideways: it takes the focus, so the keyboard can scroll it.
  return (
    <ul className={styles.thumbnails} tabIndex={0} aria-label={t('account.orderDetail.items')}>
      {shown.map((item) => (
        <li key={item.id}>
          <img
            src={item.picture.thumbImageUrl || item.picture.imageUrl}
            alt={item.picture.alternateText || item.productName}
            width={ORDER_THUMBNAIL_SIZE.width}
            height={ORDER_THUMBNAIL_SIZE.height}
            loading="lazy"
            className={styles.thumbnail}
          />
        </li>
      ))}
      {items.length > shown.length ? <li className={styles.more}>+{items.length - shown.length}</li> : null}
    </ul>
  );
}
