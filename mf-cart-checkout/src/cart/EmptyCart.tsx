import { useIntl } from 'react-intl';
import { Link, useLocalizedPath } from 'shared-contracts';
import styles from './CartPage.module.css';

export function EmptyCart() {
  const intl = useIntl();
  const localize = useLocalizedPath();
  return (
    <div className={styles.empty}>
      <p>{intl.formatMessage({ id: 'cart.empty.message' })}</p>
      <Link to={localize('/')} className={styles.primaryButton}>
        {intl.formatMessage({ id: 'cart.empty.goHome' })}
      </Link>
    </div>
  );
}
