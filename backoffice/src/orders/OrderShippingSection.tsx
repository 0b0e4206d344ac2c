// The way to the shopper: method, carrier and tracking, the dates of shipping, delivery and
// completion, and the last day a return may be asked for.
import { useIntl } from 'react-intl';
import { useBackofficeLanguage } from '../app/BackofficeIntl';
import { formatDate, formatDateTime } from '../common/formatting';
import { DetailSection } from './DetailSection';
import { FactList } from './FactList';
import type { Order } from './order-actions';

export function OrderShippingSection({ order }: { order: Order }) {
  const intl = useIntl();
  const { language } = useBackofficeLanguage();
  const t = (id: string) => intl.formatMessage({ id });
  const facts = [
    [t('bo.orders.shipping.method'), order.shippingMethod],
    [t('bo.orders.shipping.carrier'), order.carrier?.name],
    [t('bo.orders.shipping.tracking'), order.trackingCode],
    [
      t('bo.orders.shipping.follow'),
      order.followUrl ? (
        <a href={order.followUrl} target="_blank" rel="noopener noreferrer">
          {t('bo.orders.shipping.follow_link')}
        </a>
      ) : null,
    ],
    [t('bo.orders.shipping.shipped'), order.shippedOn ? formatDateTime(order.shippedOn, language) : null],
    [t('bo.orders.shipping.delivered'), order.deliveredOn ? formatDateTime(order.deliveredOn, language) : null],
    [t('bo.orders.shipping.completed'), order.completedOn ? formatDateTime(order.completedOn, language) : null],
    [t('bo.orders.shipping.return_window'), order.returnWindowEndsOn ? formatDate(order.returnWindowEndsOn, language) : null],
    [t('bo.orders.shipping.gift_note'), order.giftNote],
  ] as const;
  const any = facts.some(([, value]) => value);
  return (
    <DetailSection title={t('bo.orders.shipping.title')}>
      {any ? <FactList facts={facts.map(([label, value]) => [label, value])} /> : <p>{t('bo.orders.shipping.none')}</p>}
    </DetailSection>
  );
}
