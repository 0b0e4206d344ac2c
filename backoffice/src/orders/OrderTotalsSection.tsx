// The order's money: subtotal, discount, shipping, instalment interest, total, refunded, net.
import { useIntl } from 'react-intl';
import { DetailSection } from './DetailSection';
import { FactList } from './FactList';
import type { Order } from './order-actions';

export function OrderTotalsSection({ order }: { order: Order }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <DetailSection title={t('bo.orders.totals.title')}>
      <FactList
        facts={[
          [t('bo.orders.totals.subtotal'), order.subtotal.text],
          [t('bo.orders.totals.discount'), order.discount.text],
          [t('bo.orders.totals.coupon'), order.couponCode],
          [t('bo.orders.totals.shipping'), order.shipping.text],
          [t('bo.orders.totals.interest'), order.interest.text],
          [t('bo.orders.totals.total'), order.total.text],
          [t('bo.orders.totals.refunded'), order.refunded.text],
          [t('bo.orders.totals.net'), order.netTotal.text],
        ]}
      />
    </DetailSection>
  );
}
