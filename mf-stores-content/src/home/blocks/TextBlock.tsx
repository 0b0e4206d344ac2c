import type { TextBlockData } from 'shared-contracts/content';
import { headingTag, type HeadingLevel } from './types';
import styles from './TextBlock.module.css';

/** Plain text; blank lines separate paragraphs. */
export function TextBlock({ data, headingLevel }: { data: TextBlockData; headingLevel: HeadingLevel }) {
  const Heading = headingTag(headingLevel);
  const paragraphs = data.text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  return (
    <section className={styles.text} style={{ textAlign: data.align ?? 'start' }}>
      {data.title && <Heading className={styles.title}>{data.title}</Heading>}
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </section>
  );
}
