// Status texts the API sends with orders and order lines (orderStatus is display text; the
// enum travels separately as orderStatusEnum).
import { ORDER_STATUSES, type Language, type OrderStatus } from 'shared-contracts/server';

const LABELS: Record<string, { tr: string; en: string }> = {
  PROCESSING: { tr: 'Sipariş Alındı', en: 'Order received' },
  PENDING: { tr: 'Hazırlanıyor', en: 'Being prepared' },
  INVOICED: { tr: 'Faturalandı', en: 'Invoiced' },
  SHIPPED: { tr: 'Kargoya Verildi', en: 'Shipped' },
  DELIVERED: { tr: 'Teslim Edildi', en: 'Delivered' },
  COMPLETE: { tr: 'Tamamlandı', en: 'Completed' },
  CANCELLED: { tr: 'İptal Edildi', en: 'Cancelled' },
  MIX: { tr: 'Kısmi İptal / İade', en: 'Partly cancelled / returned' },
  RECEIVEDBYTHESTORE: { tr: 'Mağazaya Ulaştı', en: 'Received by the store' },
  RETURNED: { tr: 'İade Edildi', en: 'Returned' },
};

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The enum value for the API; an unknown stored value is shown as PROCESSING. */
export function orderStatusEnum(value: string): OrderStatus {
  return isOrderStatus(value) ? value : 'PROCESSING';
}

export function statusText(value: string, language: Language): string {
  const label = LABELS[value];
  return label ? label[language] : value;
}
