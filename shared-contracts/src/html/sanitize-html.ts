// Product and CMS html (descriptions, policy texts, the size guide, html content blocks) is shown
// only after this: no script-like elements, styles or forms, no on* handlers, no
// javascript:/vbscript:/data: links (data: images are allowed). Links leaving the site in a new
// tab get no handle on this window.
const DROPPED_ELEMENTS = 'script, iframe, object, embed, link, meta, base, frame, frameset, applet, noscript, template, style, form';
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'srcset', 'poster', 'background'];

function unsafeUrl(name: string, value: string): boolean {
  const v = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  if (v.startsWith('javascript:') || v.startsWith('vbscript:')) return true;
  if (v.startsWith('data:')) return !(name === 'src' && v.startsWith('data:image/') && !v.startsWith('data:image/svg'));
  return false;
}

export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  doc.body.querySelectorAll(DROPPED_ELEMENTS).forEach((el) => el.remove());
  doc.body.querySelectorAll('*').forEach((el) => {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on') || (URL_ATTRIBUTES.includes(name) && unsafeUrl(name, attr.value))) el.removeAttribute(attr.name);
    }
    if (el.tagName === 'A' && el.getAttribute('target') === '_blank') el.setAttribute('rel', 'noopener noreferrer');
  });
  return doc.body.innerHTML;
}
