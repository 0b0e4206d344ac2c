// One part of the order page: a section named by its heading.
import { useId, type ReactNode } from 'react';
import styles from './order-detail.module.css';

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
