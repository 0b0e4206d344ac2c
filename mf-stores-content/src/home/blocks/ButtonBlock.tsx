import type { ButtonBlockData } from 'shared-contracts/content';
import { ContentLink } from '../../common/ContentLink';
import styles from './ButtonBlock.module.css';

export function ButtonBlock({ data }: { data: ButtonBlockData }) {
  return (
    <div className={styles.wrap}>
      <ContentLink href={data.href} className={data.variant === 'secondary' ? `${styles.button} ${styles.secondary}` : styles.button}>
        {data.label}
      </ContentLink>
    </div>
  );
}
