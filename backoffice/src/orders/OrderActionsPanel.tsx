// The steps this staff member may take on the order now (only those; nothing disabled is shown).
// Each opens its confirmation, which says what happens to the money and the stock.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { PanelAction } from './order-actions';
import styles from './order-detail.module.css';

export function OrderActionsPanel({ actions, onStart }: { actions: PanelAction[]; onStart: (action: PanelAction) => void }) {
  const intl = useIntl();
  const id = useId();
  if (!actions.length) return null;
  return (
    <section aria-labelledby={id} className={styles.actions}>
      <h2 id={id}>{intl.formatMessage({ id: 'bo.orders.actions.title' })}</h2>
      <ul className={styles.actionList}>
        {actions.map((action) => (
          <li key={action}>
            <button type="button" className={action === 'CANCEL' ? styles.danger : styles.actionButton} onClick={() => onStart(action)}>
              {intl.formatMessage({ id: `bo.orders.action.${action}` })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
