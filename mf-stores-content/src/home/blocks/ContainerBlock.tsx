import type { CSSProperties, ReactNode } from 'react';
import type { ContainerBlockData } from 'shared-contracts/content';
import { headingTag, type HeadingLevel } from './types';
import styles from './ContainerBlock.module.css';

/** Child blocks in columns: one on mobile, two from 600px, the block's column count from 900px. */
export function ContainerBlock({ data, headingLevel, children }: { data: ContainerBlockData; headingLevel: HeadingLevel; children: ReactNode }) {
  const Heading = headingTag(headingLevel);
  return (
    <section className={styles.container} style={{ '--columns': data.columns ?? 1 } as CSSProperties}>
      {data.title && <Heading className={styles.title}>{data.title}</Heading>}
      <div className={data.columns && data.columns > 1 ? `${styles.grid} ${styles.multi}` : styles.grid}>{children}</div>
    </section>
  );
}
