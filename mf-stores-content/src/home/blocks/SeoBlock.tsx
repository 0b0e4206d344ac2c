// Collapsible SEO text: collapsed to SEO_COLLAPSED_HEIGHT_PX with Read more / Hide when longer.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { SEO_COLLAPSED_HEIGHT_PX } from 'shared-contracts/rules';
import type { SeoBlockData } from 'shared-contracts/content';
import { useInternalLinks } from '../../common/useInternalLinks';
import { headingTag, type HeadingLevel } from './types';
import styles from './SeoBlock.module.css';

export function SeoBlock({ data, headingLevel }: { data: SeoBlockData; headingLevel: HeadingLevel }) {
  const intl = useIntl();
  const id = useId();
  const Heading = headingTag(headingLevel);
  // Rendered as it comes: the API sanitises HTML on output.
  const html = data.html;
  const body = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const onClick = useInternalLinks();

  useLayoutEffect(() => {
    if (body.current) setOverflows(body.current.scrollHeight > SEO_COLLAPSED_HEIGHT_PX);
  }, [html]);

  const collapsed = overflows && !expanded;
  return (
    <section className={styles.seo}>
      {data.title && <Heading className={styles.title}>{data.title}</Heading>}
      <div
        id={id}
        ref={body}
        className={collapsed ? `${styles.body} ${styles.collapsed}` : styles.body}
        style={collapsed ? { maxHeight: SEO_COLLAPSED_HEIGHT_PX } : undefined}
        onClick={onClick}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {overflows && (
        <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((v) => !v)}>
          {intl.formatMessage({ id: expanded ? 'content.seo.less' : 'content.seo.more' })}
        </button>
      )}
    </section>
  );
}
