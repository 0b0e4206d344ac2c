// The category's SEO text and FAQ under the grid, collapsed to SEO_COLLAPSED_HEIGHT_PX with
// Read more / Hide when it is taller than that. The text stays in the page either way.
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { SEO_COLLAPSED_HEIGHT_PX } from 'shared-contracts/rules';
import type { FaqSeo } from 'shared-contracts/graphql';
import styles from './SeoText.module.css';

interface Props {
  html: string | null | undefined;
  faq: Pick<FaqSeo, 'question' | 'answer'>[];
}

export function SeoText({ html, faq }: Props) {
  const intl = useIntl();
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const node = ref.current;
    if (node) setOverflows(node.scrollHeight > SEO_COLLAPSED_HEIGHT_PX + 1);
  }, [html, faq]);

  useEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setOverflows(node.scrollHeight > SEO_COLLAPSED_HEIGHT_PX + 1));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  if (!html && faq.length === 0) return null;
  const collapsed = overflows && !expanded;
  return (
    <section className={styles.seo} aria-label={intl.formatMessage({ id: 'catalog.seo.label' })}>
      <div id={id} ref={ref} className={collapsed ? `${styles.text} ${styles.collapsed}` : styles.text} style={collapsed ? { maxHeight: SEO_COLLAPSED_HEIGHT_PX } : undefined}>
        {/* Category texts come from our own catalogue administration. */}
        {html && <div dangerouslySetInnerHTML={{ __html: html }} />}
        {faq.length > 0 && (
          <>
            <h2 className={styles.faqTitle}>{intl.formatMessage({ id: 'catalog.faq.title' })}</h2>
            <dl className={styles.faq}>
              {faq.map((entry) => (
                <div key={entry.question}>
                  <dt>{entry.question}</dt>
                  <dd dangerouslySetInnerHTML={{ __html: entry.answer }} />
                </div>
              ))}
            </dl>
          </>
        )}
      </div>
      {overflows && (
        <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((v) => !v)}>
          {intl.formatMessage({ id: expanded ? 'catalog.seo.hide' : 'catalog.seo.readMore' })}
        </button>
      )}
    </section>
  );
}
