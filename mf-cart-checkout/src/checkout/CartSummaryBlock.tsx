// The lines being bought, read-only, with the way back to the cart to change them.
import { useIntl } from 'react-intl';
import { Link, useLocalizedPath } from 'shared-contracts';
import type { CheckoutCartFieldsFragment } from 'shared-contracts/graphql';
import styles from './CheckoutPage.module.css';

export function CartSummaryBlock({ cart }: { cart: CheckoutCartFieldsFragment }) {
  const intl = useIntl();
  const localize = useLocalizedPath();
  return (
    <section className={styles.block} aria-labelledby="mf-cc-summary-title">
      <div className={styles.blockHeader}>
        <h2 id="mf-cc-summary-title" className={styles.blockTitle}>
          {intl.formatMessage({ id: 'checkout.summary.title' }, { count: cart.cartCount })}
        </h2>
        <Link to={localize('/cart')} className={styles.inlineLink}>
          {intl.formatMessage({ id: 'checkout.summary.editCart' })}
        </Link>
      </div>
      <ul className={styles.summaryItems}>
        {cart.items.map((item) => (
          <li key={item.id} className={styles.summaryItem}>
            <img src={item.picture.thumbImageUrl || item.picture.imageUrl} alt="" width={48} height={72} loading="lazy" />
            <span className={styles.summaryName}>
              {item.productName}
              {item.attributeInfo ? <small>{item.attributeInfo}</small> : null}
              {item.isGiftPackage ? <small>{intl.formatMessage({ id: 'checkout.summary.giftPackage' })}</small> : null}
            </span>
            <span>{intl.formatMessage({ id: 'checkout.summary.quantity' }, { count: item.quantity })}</span>
            <strong>{item.subTotal}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
