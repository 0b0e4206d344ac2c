// The storefront's HTML cleaning rules, applied by the API on output: commerce-api cleans every
// text the front ends show with dangerouslySetInnerHTML (product descriptions, category SEO texts
// and FAQ answers, topic bodies, html and SEO content blocks, contract texts) with this function
// before it leaves (commerce-api/src/security/safe-html.ts), so browsers download no sanitizer
// and the remotes render that HTML as it arrives. It is the only user; keep it that way (a remote
// importing it would bring DOMPurify, 11 kB compressed, back into the page).
// The rules: DOMPurify's defaults (no scripts, handlers or script links), and beyond those no
// style sheets or forms, which could restyle the page or post elsewhere. data: URIs stay allowed
// for images only. Links leaving the site in a new tab get no handle on this window.
// Without a window (the API) DOMPurify works on a jsdom window, loaded with require() on first
// use; the API's ES module loaders provide require (its build banner, its test hooks). Browser
// builds leave jsdom out (build-config aliases it to nothing there).
import DOMPurify, { type WindowLike } from 'dompurify';
import { onServer } from '../server-render/on-server';

let purifier: ReturnType<typeof DOMPurify> | null = null;

function domWindow(): WindowLike {
  if (!onServer()) return window;
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
