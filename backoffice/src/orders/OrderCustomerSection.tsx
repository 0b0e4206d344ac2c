// Who ordered: name, e-mail, phone, member or guest.
import { useIntl } from 'react-intl';
import { DetailSection } from './DetailSection';
import { FactList } from './FactList';
import type { Order } from './order-actions';

export function OrderCustomerSection({ order }: { order: Order }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const c = order.customer;
  return (
    <DetailSection title={t('bo.orders.customer.title')}>
      <FactList
        facts={[
          [t('bo.orders.customer.name'), c.name || t('bo.orders.customer.no_name')],
          [t('bo.orders.customer.email'), c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : null],
          [t('bo.orders.customer.phone'), c.phone],
          [t('bo.orders.customer.kind'), t(c.isGuest ? 'bo.orders.customer.guest' : 'bo.orders.customer.member')],
          [t('bo.orders.customer.number'), String(c.id)],
        ]}
      />
    </DetailSection>
  );
}
