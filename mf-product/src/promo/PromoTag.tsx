import { useIntl } from 'react-intl';
import { useIntlLanguage } from 'shared-contracts';
import { formatLira } from 'shared-contracts/format';
import { promoTagPrice } from './promo-tag';
import styles from './PromoTag.module.css';

/** The yellow 'price valid on 1 November' tag with the festival price, while the rule allows. */
export function PromoTag({ attributes }: { attributes: readonly { attributeId: number; attributeValueName: string }[] }) {
  const intl = useIntl();
  const language = useIntlLanguage();
  const price = promoTagPrice(attributes, new Date());
  if (price === null) return null;
  return <p className={styles.tag}>{intl.formatMessage({ id: 'product.promo.november' }, { price: formatLira(price, language) })}</p>;
}
