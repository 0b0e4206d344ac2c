import type { IconBlockData } from 'shared-contracts/content';
import { ContentLink } from '../../common/ContentLink';
import { ContentIcon } from './ContentIcon';
import { headingTag, type HeadingLevel } from './types';
import styles from './IconBlock.module.css';

/** A row of icon + title (+ text) items, such as the advantages row. */
export function IconBlock({ data, headingLevel }: { data: IconBlockData; headingLevel: HeadingLevel }) {
  const Heading = headingTag(headingLevel);
  return (
    <section className={styles.icons}>
      {data.title && <Heading className={styles.title}>{data.title}</Heading>}
      <ul className={styles.list}>
        {data.items.map((item) => {
          const content = (
            <>
              <ContentIcon name={item.icon} className={styles.icon} />
              <span className={styles.itemTitle}>{item.title}</span>
              {item.text && <span className={styles.itemText}>{item.text}</span>}
            </>
          );
          return (
            <li key={item.title} className={styles.item}>
              {item.link ? (
                <ContentLink href={item.link.href} className={styles.link}>
                  {content}
                </ContentLink>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
