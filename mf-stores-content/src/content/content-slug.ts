// Which landing page an address names (/sayfa/:slug), read the same way by the page and its loader.

/** The store locator's slug: a page of its own, not a landing page. */
export const STORES_SLUG = 'magazalarimiz';
/** The status of a landing page that is shown. */
export const PUBLISHED = 'Published';

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The slug as the API knows it: decoded, trimmed, lower case. */
export function contentSlug(raw: string): string {
  return safeDecode(raw).trim().toLowerCase();
}
