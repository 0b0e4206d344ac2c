// Quantity control bounded by 1 and the line's maxQuantity (critical stock); removing the line
// is the remove button's job, so the minus stops at 1.
import { useIntl } from 'react-intl';
import styles from './QuantityStepper.module.css';

export interface QuantityStepperProps {
  productName: string;
  value: number;
  max: number;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}

export function QuantityStepper({ productName, value, max, disabled, onChange }: QuantityStepperProps) {
  const intl = useIntl();
  const upper = Math.max(1, max);
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'cart.quantity.label' }, { name: productName })} className={styles.stepper}>
      <button
        type="button"
        className={styles.step}
        aria-label={intl.formatMessage({ id: 'cart.quantity.decrease' }, { name: productName })}
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output className={styles.value} aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className={styles.step}
        aria-label={intl.formatMessage({ id: 'cart.quantity.increase' }, { name: productName })}
        disabled={disabled || value >= upper}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
