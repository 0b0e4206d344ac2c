// The order and delivery section: a short wordless film of the four steps (order placed, packed
// with its guarantee certificate, shipped, delivered) beside the same steps in words. The film is
// only fetched once the section is opened (it mounts then) and plays when the shopper asks.
import { useIntl } from 'react-intl';
import { COURIER_CUTOFF_HOUR } from 'shared-contracts/rules';
import poster from './order-delivery-poster.webp';
import film from './order-delivery.webm';
import styles from './OrderDeliverySection.module.css';

const STEPS = ['order', 'packing', 'shipping', 'delivery'] as const;

export function OrderDeliverySection() {
  const intl = useIntl();
  return (
    <div className={styles.layout}>
      <video className={styles.video} controls preload="none" poster={poster} width={640} height={360} aria-label={intl.formatMessage({ id: 'product.orderDelivery.video' })}>
        <source src={film} type="video/webm" />
      </video>
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step}>
            <strong>{intl.formatMessage({ id: `product.orderDelivery.${step}.title` })}</strong>
            <p>{intl.formatMessage({ id: `product.orderDelivery.${step}.text` }, { hour: COURIER_CUTOFF_HOUR })}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
