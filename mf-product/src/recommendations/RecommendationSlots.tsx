// The product page's recommendation slots: similar, bought together and recently viewed. The strip
// is mf-catalog's widget, shown only through the shell's RemoteSlot (never imported); without a
// shell (tests, standalone page) the slots stay empty.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { RemoteSlot, useIntlLanguage, type RecommendationsStripProps, WIDGETS } from 'shared-contracts';
import { RECOMMENDATION_MAX_IDS } from 'shared-contracts/rules';
import { recordRecentlyViewed } from './recently-viewed';
import styles from './RecommendationSlots.module.css';

export function RecommendationSlots({ productId }: { productId: number }) {
  const intl = useIntl();
  const language = useIntlLanguage();
  const [recent, setRecent] = useState<number[]>([]);

  // Record this view and show the products seen before it (without this one).
  useEffect(() => {
    setRecent(recordRecentlyViewed(productId).filter((id) => id !== productId).slice(0, RECOMMENDATION_MAX_IDS));
  }, [productId]);

  const strip = (props: Omit<RecommendationsStripProps, 'language'>) => (
    <div className={styles.slot} data-slot={props.kind}>
      <RemoteSlot {...WIDGETS.recommendationsStrip} props={{ language, ...props }} />
    </div>
  );

  return (
    <div className={styles.slots}>
      {strip({ kind: 'SIMILAR', productId, title: intl.formatMessage({ id: 'product.recommendations.similar' }) })}
      {strip({ kind: 'BOUGHT_TOGETHER', productId, title: intl.formatMessage({ id: 'product.recommendations.boughtTogether' }) })}
      {recent.length > 0 && strip({ kind: 'BY_IDS', ids: recent, title: intl.formatMessage({ id: 'product.recommendations.recentlyViewed' }) })}
    </div>
  );
}
