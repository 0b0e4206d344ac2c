// The contracts the shopper accepted at checkout (which text, which version, when), each text
// readable on demand as plain text.
import { useIntl } from 'react-intl';
import { useBackofficeLanguage } from '../app/BackofficeIntl';
import { formatDateTime } from '../common/formatting';
import { DetailSection } from './DetailSection';
import { htmlToText } from './html-text';
import type { Order } from './order-actions';
import styles from './order-detail.module.css';

export function OrderContractsSection({ order }: { order: Order }) {
  const intl = useIntl();
  const { language } = useBackofficeLanguage();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <DetailSection title={t('bo.orders.contracts.title')}>
      {order.contracts.length ? (
        <ul className={styles.contracts}>
          {order.contracts.map((contract, index) => (
            <li key={`${contract.widgetZone}-${index}`}>
              <p>
                <strong>{contract.widgetZone}</strong>
                {' · '}
                {t('bo.orders.contracts.version', { version: contract.version || '—' })}
                {' · '}
                {t('bo.orders.contracts.accepted', { date: formatDateTime(contract.acceptedOn, language) || '—' })}
              </p>
              <details>
                <summary>{t('bo.orders.contracts.show', { name: contract.widgetZone })}</summary>
                <div className={styles.contractText}>{htmlToText(contract.hTML)}</div>
              </details>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('bo.orders.contracts.none')}</p>
      )}
    </DetailSection>
  );
}
