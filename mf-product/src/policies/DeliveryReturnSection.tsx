// The delivery and return section, mounted on its first open: the section 1 policy texts (15-day
// returns; delivery within 2 days, carriers 3-5 business days; same-day courier before 17:00 on
// weekdays; other carriers ship in 1-2 business days) as the content system keeps them.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from 'shared-contracts';
import { ProductPolicyTopicsDocument } from 'shared-contracts/graphql';
import { HtmlContent } from '../common/HtmlContent';
import { LoadFailure, Loading } from '../sections/SectionStatus';
import styles from './DeliveryReturnSection.module.css';

/** The PAGE topics holding the delivery and the return policy, in the order shown. */
export const POLICY_TOPICS = ['teslimat', 'iade-ve-degisim'] as const;

export function DeliveryReturnSection() {
  const intl = useIntl();
  const result = useQuery(ProductPolicyTopicsDocument);

  useEffect(() => {
    if (result.error) console.error('[mf-product] policy topics failed', result.error);
  }, [result.error]);

  if (result.error) return <LoadFailure onRetry={() => void result.refetch()} />;
  if (result.dataState !== 'complete') return <Loading messageId="product.policies.loading" />;
  const topics = POLICY_TOPICS.map((name) => result.data.topicsByType.topics.find((t) => t.systemName === name)).filter((t) => t !== undefined);
  if (topics.length === 0) return <p>{intl.formatMessage({ id: 'product.section.error' })}</p>;
  return (
    <div className={styles.policies}>
      {topics.map((topic) => (
        <HtmlContent key={topic.id} html={topic.body} className={styles.policy} />
      ))}
    </div>
  );
}
