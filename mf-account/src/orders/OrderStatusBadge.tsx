// The order status text on a badge coloured by its status (section 4).
import type { OrderStatusEnum } from 'shared-contracts/graphql';
import styles from './OrderStatusBadge.module.css';

export function OrderStatusBadge({ status, text }: { status: OrderStatusEnum; text: string }) {
  return (
    <span className={`${styles.badge} ${styles[status.toLowerCase()] ?? ''}`} data-status={status}>
      {text}
    </span>
  );
}
