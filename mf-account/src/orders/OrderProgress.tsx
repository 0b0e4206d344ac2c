// Four-step progress bar: approved, preparing, shipped, delivered (orderProgressStep).
import { orderProgressStep } from 'shared-contracts/rules';
import { useT } from '../common/useT';
import styles from './OrderProgress.module.css';

const STEPS = ['account.orders.stepApproved', 'account.orders.stepPreparing', 'account.orders.stepShipped', 'account.orders.stepDelivered'] as const;

export function OrderProgress({ status }: { status: string }) {
  const t = useT();
  const current = orderProgressStep(status);
  return (
    <ol className={styles.progress} aria-label={t('account.orders.progress')}>
      {STEPS.map((label, index) => {
        const step = index + 1;
        return (
          <li key={label} className={step <= current ? styles.done : styles.todo} aria-current={step === current ? 'step' : undefined}>
            <span className={styles.dot} aria-hidden="true" />
            {t(label)}
          </li>
        );
      })}
    </ol>
  );
}
