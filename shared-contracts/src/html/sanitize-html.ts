// Product and CMS html (descriptions, policy texts, the size guide, agreement texts, html content
// blocks) is shown only after DOMPurify has cleaned it: no scripts, handlers or script links
// (its defaults), and beyond those no style sheets or forms, which could restyle the page or
// post elsewhere. data: URIs stay allowed for images only. Links leaving the site in a new tab
// get no handle on this window.
// On the server (pages rendered there) DOMPurify works on a jsdom window: the HTML a crawler or a
// browser receives before any script runs is cleaned by the same rules. Browser builds leave
// jsdom out (build-config aliases it to nothing there).
import DOMPurify, { type WindowLike } from 'dompurify';

let purifier: ReturnType<typeof DOMPurify> | null = null;

function domWindow(): WindowLike {
  if (typeof window !== 'undefined') return window;
  // Required only where there is no window (server rendering): browsers and tests never load it.
  const { JSDOM } = require('jsdom') as typeof import('jsdom');
  return new JSDOM('').window as unknown as WindowLike;
}

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (!purifier) {
    purifier = DOMPurify(domWindow());
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    });
  }
  return purifier;
}

export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
    FORBID_ATTR: ['action', 'formaction'],
    ADD_ATTR: ['target'],
  });
}
