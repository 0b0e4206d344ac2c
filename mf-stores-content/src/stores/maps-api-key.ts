import { onServer } from 'shared-contracts';

/** The browser maps key from the page's runtime config; no key means no map (the list stays). */
export function mapsApiKey(): string | null {
  if (onServer()) return null;
  const key = window.__STOREFRONT_CONFIG__?.googleMapsApiKey;
  return typeof key === 'string' && key.trim() ? key.trim() : null;
}
