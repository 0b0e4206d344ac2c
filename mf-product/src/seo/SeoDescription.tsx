// The collapsible SEO description: collapsed to SEO_COLLAPSED_HEIGHT_PX with Read more / Hide.
// The toggle is left out only when the text is known to fit in the collapsed height.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { SEO_COLLAPSED_HEIGHT_PX } from 'shared-contracts/rules';
import { HtmlContent } from '../common/HtmlContent';
import styles from './SeoDescription.module.css';

export function SeoDescription({ html }: { html: string | null | undefined }) {
  const intl = useIntl();
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [fits, setFits] = useState(false);

  useLayoutEffect(() => {
    const height = box.current?.scrollHeight ?? 0;
    // jsdom and hidden boxes measure 0: then the toggle stays.
    setFits(height > 0 && height <= SEO_COLLAPSED_HEIGHT_PX);
  }, [html]);

  if (!html?.trim()) return null;
  return (
    <section className={styles.seo} aria-label={intl.formatMessage({ id: 'product.seo.label' })}>
      <div
        id={id}
        ref={box}
        className={`${styles.text} ${!expanded && !fits ? styles.collapsed : ''}`}
        style={!expanded && !fits ? { maxHeight: SEO_COLLAPSED_HEIGHT_PX } : undefined}
      >
        <HtmlContent html={html} />
      </div>
      {!fits && (
        <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((v) => !v)}>
          {intl.formatMessage({ id: expanded ? 'product.seo.less' : 'product.seo.more' })}
        </button>
      )}
    </section>
  );
}
