// A contract's HTML as plain text: parsed inertly (DOMParser runs no script and loads nothing),
// its text read with line breaks after blocks. Never put into the page as HTML.
const BLOCKS = 'p, div, br, li, tr, h1, h2, h3, h4, h5, h6, section, article, blockquote';

export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, ' ');
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('script, style, template').forEach((node) => node.remove());
  doc.querySelectorAll(BLOCKS).forEach((node) => node.after(doc.createTextNode('\n')));
  return (doc.body.textContent ?? '')
    .replace(/[ \t\f\v]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
