// The description section: the full description plus the attributes flagged showOnDescription.
import { useIntl } from 'react-intl';
import { HtmlContent } from '../common/HtmlContent';
import type { DetailedProduct } from '../variants/variant-rules';
import styles from './DescriptionSection.module.css';

export function DescriptionSection({ product }: { product: DetailedProduct }) {
  const intl = useIntl();
  const shown = product.attributes.filter((a) => a.showOnDescription);
  if (!product.fullDescription && shown.length === 0) return <p>{intl.formatMessage({ id: 'product.description.empty' })}</p>;
  return (
    <div className={styles.description}>
      {product.fullDescription && <HtmlContent html={product.fullDescription} className={styles.text} />}
      {shown.length > 0 && (
        <dl className={styles.attributes} aria-label={intl.formatMessage({ id: 'product.description.attributes' })}>
          {shown.map((a) => (
            <div key={`${a.attributeId}-${a.attributeValueId}`} className={styles.row}>
              <dt>{a.attributeName}</dt>
              <dd>{a.attributeValueName}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
