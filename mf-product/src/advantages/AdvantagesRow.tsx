// The advantages row (section 2): delivery, guarantee, replacement, gift package.
import { useIntl } from 'react-intl';
import { RETURN_WINDOW_DAYS } from 'shared-contracts/rules';
import styles from './AdvantagesRow.module.css';

const ICONS = {
  delivery: 'M3 7h11v9H3zM14 10h4l3 3v3h-7zM7 18.5a1.5 1.5 0 1 0 0-.01M17 18.5a1.5 1.5 0 1 0 0-.01',
  guarantee: 'M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6zM9 12l2 2 4-4',
  replacement: 'M4 9a8 8 0 0 1 14-3l2 2M20 4v4h-4M20 15a8 8 0 0 1-14 3l-2-2M4 20v-4h4',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
} as const;

export function AdvantagesRow() {
  const intl = useIntl();
  return (
    <ul className={styles.row} aria-label={intl.formatMessage({ id: 'product.advantages.label' })}>
      {(Object.keys(ICONS) as (keyof typeof ICONS)[]).map((key) => (
        <li key={key} className={styles.item}>
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
            <path d={ICONS[key]} />
          </svg>
          <span>
            <strong>{intl.formatMessage({ id: `product.advantages.${key}.title` }, { days: RETURN_WINDOW_DAYS })}</strong>
            <small>{intl.formatMessage({ id: `product.advantages.${key}.text` }, { days: RETURN_WINDOW_DAYS })}</small>
          </span>
        </li>
      ))}
    </ul>
  );
}
