// Steps of the checkout: cart, delivery address, payment, confirm.
import { useIntl } from 'react-intl';
import styles from './CheckoutPage.module.css';

const STEPS = ['checkout.steps.cart', 'checkout.steps.address', 'checkout.steps.payment', 'checkout.steps.confirm'] as const;

/** `current` is 0-based: the cart (0) is behind the shopper once checkout starts. */
export function CheckoutSteps({ current }: { current: 1 | 2 | 3 }) {
  const intl = useIntl();
  return (
    <ol className={styles.steps} aria-label={intl.formatMessage({ id: 'checkout.steps.label' })}>
      {STEPS.map((id, index) => (
        <li
          key={id}
          aria-current={index === current ? 'step' : undefined}
          className={index < current ? styles.stepDone : index === current ? styles.stepCurrent : styles.step}
        >
          <span className={styles.stepNumber}>{index + 1}</span>
          {intl.formatMessage({ id })}
        </li>
      ))}
    </ol>
  );
}
