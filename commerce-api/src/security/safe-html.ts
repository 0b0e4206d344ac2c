// The HTML trust boundary: every text the storefront shows as HTML (dangerouslySetInnerHTML:
// product descriptions, category SEO texts and FAQ answers, topic bodies, html and SEO content
// blocks, contract texts) leaves the API cleaned by shared-contracts' sanitizeHtml (DOMPurify on
// jsdom here: no scripts, handlers, script links, style sheets or forms), so browsers need no
// sanitizer of their own. Each domain calls this where it maps its rows to API objects.
// jsdom makes one call cost about 0.3 ms even for a short text, so the shared catalogue and
// content texts are remembered by text (bounded, least recently used go first); texts holding a
// shopper's data (contracts) are cleaned without being kept.
import { sanitizeHtml } from 'shared-contracts/html';

/** Most texts remembered, and most characters across them (text and cleaned text). */
const MAX_ENTRIES = 5_000;
const MAX_CHARS = 8_000_000;

const cleaned = new Map<string, string>();
let chars = 0;

/** `html` cleaned, without remembering it (texts with personal data, one-off texts). */
export function safeHtmlOnce(html: string): string {
  // DOMPurify hands back a text without '<' unchanged; skip the call (and the cache) for it.
  return html.includes('<') ? sanitizeHtml(html) : html;
}

/** `html` cleaned; the same text again is answered from memory. */
export function safeHtml(html: string): string {
  if (!html.includes('<')) return html;
  const hit = cleaned.get(html);
  if (hit !== undefined) {
    // Most recently used last: eviction below takes the oldest first.
    cleaned.delete(html);
    cleaned.set(html, hit);
    return hit;
  }
  const clean = sanitizeHtml(html);
  const weight = html.length + clean.length;
  if (weight > MAX_CHARS / 100) return clean;
  cleaned.set(html, clean);
  chars += weight;
  for (const [text, value] of cleaned) {
    if (cleaned.size <= MAX_ENTRIES && chars <= MAX_CHARS) break;
    cleaned.delete(text);
    chars -= text.length + value.length;
  }
  return clean;
}

export function safeOptionalHtml(html: string | null | undefined): string | null {
  return html == null ? null : safeHtml(html);
}

/** Loads jsdom and DOMPurify now (about 0.3 s), so the first page asking for HTML does not wait. */
export function warmHtmlSanitizer(): void {
  sanitizeHtml('<p></p>');
}

/** For tests: how many texts are remembered. */
export function rememberedHtmlCount(): number {
  return cleaned.size;
}
