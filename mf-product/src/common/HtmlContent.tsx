import { useMemo } from 'react';
import { sanitizeHtml } from 'shared-contracts/html';

/** Html from the API (product description, CMS texts), sanitised before it reaches the page. */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
