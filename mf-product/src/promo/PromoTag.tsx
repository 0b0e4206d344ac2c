import { useIntl } from 'react-intl';
import { formatLira } from 'shared-contracts';
import { useLanguage } from '../common/useLanguage';
import { promoTagPrice } from './promoTag';
import styles from './PromoTag.module.css';

/** The yellow 'price valid on 1 November' tag with the festival price, while the rule allows. */
export function PromoTag({ attributes }: { attributes: readonly { attributeId: number; attributeValueName: string }[] }) {
  const intl = useIntl();
  const language = useLanguage();
  const price = promoTagPrice(attributes, new Date());
  if (price === null) return null;
  return <p className={styles.tag}>{intl.formatMessage({ id: 'product.promo.november' }, { price: formatLira(price, language) })}</p>;
}
