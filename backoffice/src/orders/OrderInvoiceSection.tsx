// The order's e-archive invoice, once issued.
import { useIntl } from 'react-intl';
import { useBackofficeLanguage } from '../app/BackofficeIntl';
import { formatDateTime } from '../common/formatting';
import { DetailSection } from './DetailSection';
import { FactList } from './FactList';
import type { Order } from './order-actions';

export function OrderInvoiceSection({ order }: { order: Order }) {
  const intl = useIntl();
  const { language } = useBackofficeLanguage();
  const t = (id: string) => intl.formatMessage({ id });
  const issued = order.invoiceNumber || order.invoiceUrl || order.invoicedOn;
  return (
    <DetailSection title={t('bo.orders.invoice.section')}>
      {issued ? (
        <FactList
          facts={[
            [t('bo.orders.invoice.number'), order.invoiceNumber],
            [t('bo.orders.invoice.date'), order.invoicedOn ? formatDateTime(order.invoicedOn, language) : null],
            [
              t('bo.orders.invoice.document'),
              order.invoiceUrl ? (
                <a href={order.invoiceUrl} target="_blank" rel="noopener noreferrer">
                  {t('bo.orders.invoice.open')}
                </a>
              ) : null,
            ],
          ]}
        />
      ) : (
        <p>{t('bo.orders.invoice.none')}</p>
      )}
    </DetailSection>
  );
}
