// The contract texts as the shopper accepted them when paying (kept with the order by the API,
// with their SHA-256), each folded under its title: what was agreed, not today's text. The API
// cleans the HTML on output (orderDetails), so it is shown as it arrives.
import { useIntl } from 'react-intl';
import { useT, type MessageId } from '../common/useT';
import type { OrderDetailData } from './order-types';
import styles from './OrderDetailPage.module.css';

type OrderContract = OrderDetailData['contracts'][number];

const TITLE_KEYS: Record<string, MessageId> = {
  pre_info_contract: 'account.orderDetail.contract.preInfo',
  sales_contract: 'account.orderDetail.contract.sales',
};

function AcceptedContract({ contract }: { contract: OrderContract }) {
  const t = useT();
  const intl = useIntl();
  return (
    <details className={styles.contract}>
      <summary>{t(TITLE_KEYS[contract.widgetZone] ?? 'account.orderDetail.contract.other')}</summary>
      <p className={styles.contractMeta}>
        {t('account.orderDetail.contract.accepted', { date: intl.formatDate(contract.acceptedOn, { dateStyle: 'medium', timeStyle: 'short' }) })}{' '}
        <span title={contract.version}>{t('account.orderDetail.contract.version', { version: contract.version.slice(0, 12) })}</span>
      </p>
      <div className={styles.contractText} dangerouslySetInnerHTML={{ __html: contract.hTML }} />
    </details>
  );
}

export function OrderContracts({ contracts }: { contracts: OrderContract[] }) {
  const t = useT();
  if (!contracts.length) return null;
  return (
    <section className={styles.block}>
      <h2 className={styles.blockTitle}>{t('account.orderDetail.contracts')}</h2>
      {contracts.map((contract) => (
        <AcceptedContract key={contract.widgetZone} contract={contract} />
      ))}
    </section>
  );
}
