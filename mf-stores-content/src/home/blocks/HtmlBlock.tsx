import type { HtmlBlockData } from 'shared-contracts/content';
import { useInternalLinks } from '../../common/useInternalLinks';
import styles from './HtmlBlock.module.css';

/** CMS html, rendered as it comes: the API sanitises HTML on output (no scripts, no on* handlers, no javascript: links). */
export function HtmlBlock({ data }: { data: HtmlBlockData }) {
  const onClick = useInternalLinks();
  // The click handler only routes clicks on the links inside; keyboard activation of a link fires click too.
  return <div className={styles.html} onClick={onClick} dangerouslySetInnerHTML={{ __html: data.html }} />;
}
