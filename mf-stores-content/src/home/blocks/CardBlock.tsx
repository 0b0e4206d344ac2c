import type { CardBlockData } from 'shared-contracts/content';
import { ContentLink } from '../../common/ContentLink';
import { ContentPicture } from '../../common/ContentPicture';
import { headingTag, type HeadingLevel } from './types';
import styles from './CardBlock.module.css';

/** Inside a container a card fills its column; on its own it lays picture and text side by side. */
export function CardBlock({ data, priority, headingLevel }: { data: CardBlockData; priority: boolean; headingLevel: HeadingLevel }) {
  const Heading = headingTag(headingLevel);
  const wide = headingLevel === 2;
  return (
    <article className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
      {data.image && (
        <div className={styles.media}>
          <ContentPicture image={data.image} className={styles.image} priority={priority} />
        </div>
      )}
      <div className={styles.body}>
        <Heading className={styles.title}>
          {data.link ? (
            <ContentLink href={data.link.href} className={styles.link}>
              {data.title}
            </ContentLink>
          ) : (
            data.title
          )}
        </Heading>
        {data.text && <p className={styles.text}>{data.text}</p>}
        {data.link?.label && (
          <span className={styles.cta} aria-hidden="true">
            {data.link.label}
          </span>
        )}
      </div>
    </article>
  );
}
