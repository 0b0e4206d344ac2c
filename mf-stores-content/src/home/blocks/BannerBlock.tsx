import type { BannerBlockData } from 'shared-contracts/content';
import { ContentLink } from '../../common/ContentLink';
import { ContentPicture } from '../../common/ContentPicture';
import { headingTag, type HeadingLevel } from './types';
import styles from './BannerBlock.module.css';

export function BannerBlock({ data, priority, headingLevel }: { data: BannerBlockData; priority: boolean; headingLevel: HeadingLevel }) {
  const Heading = headingTag(headingLevel);
  const body = (
    <>
      <ContentPicture image={data.image} className={styles.image} priority={priority} />
      {(data.title || data.subtitle) && (
        <div className={styles.caption}>
          {data.title && <Heading className={styles.title}>{data.title}</Heading>}
          {data.subtitle && <p className={styles.subtitle}>{data.subtitle}</p>}
          {data.link?.label && <span className={styles.cta}>{data.link.label}</span>}
        </div>
      )}
    </>
  );
  return (
    <section className={styles.banner}>
      {data.link ? (
        <ContentLink href={data.link.href} className={styles.link}>
          {body}
        </ContentLink>
      ) : (
        body
      )}
    </section>
  );
}
