// Label / value pairs as a description list; pairs without a value are left out (null fields
// are normal: an order not shipped has no tracking code).
import type { ReactNode } from 'react';
import styles from './order-detail.module.css';

export type Fact = [label: string, value: ReactNode];

export function FactList({ facts }: { facts: Fact[] }) {
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== '' && value !== false);
  if (!shown.length) return null;
  return (
    <dl className={styles.facts}>
      {shown.map(([label, value], index) => (
        <div key={`${index}-${label}`} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
