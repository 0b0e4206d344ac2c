// The trust section: why buying here is safe (secure payment, hallmarked and guaranteed pieces,
// stores to turn to, personal data).
import { useIntl } from 'react-intl';
import styles from './TrustSection.module.css';

const POINTS = ['payment', 'hallmark', 'stores', 'privacy'] as const;

export function TrustSection() {
  const intl = useIntl();
  return (
    <ul className={styles.points}>
      {POINTS.map((point) => (
        <li key={point}>
          <strong>{intl.formatMessage({ id: `product.trust.${point}.title` })}</strong>
          <p>{intl.formatMessage({ id: `product.trust.${point}.text` })}</p>
        </li>
      ))}
    </ul>
  );
}
