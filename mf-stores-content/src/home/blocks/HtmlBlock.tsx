import { useMemo } from 'react';
import type { HtmlBlockData } from 'shared-contracts/content';
import { sanitizeHtml } from 'shared-contracts/html';
import { useInternalLinks } from '../../common/useInternalLinks';
import styles from './HtmlBlock.module.css';

/** CMS html, sanitised (no scripts, no on* handlers, no javascript: links). */
export function HtmlBlock({ data }: { data: HtmlBlockData }) {
  const html = useMemo(() => sanitizeHtml(data.html), [data.html]);
  const onClick = useInternalLinks();
  // The click handler only routes clicks on the links inside; keyboard activation of a link fires click too.
  return <div className={styles.html} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
