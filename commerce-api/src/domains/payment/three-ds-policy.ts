// The Content-Security-Policy of the sandbox bank's pages (the code page and the result page),
// sent with them in place of the shop's: nothing loads but the page itself; its inline scripts
// (the result page's postMessage) run by their hashes; the form posts to the page's own origin;
// only the shop may frame it. The pages are written here, every value in them escaped
// (escapeHtml, scriptJson), so each inline script element in them is one of ours.
import { createHash } from 'node:crypto';
import type { AppConfig } from '../../context.js';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** The origins of the shop's windows that may frame the bank's page: its own (through the site's /payment/ gateway) and the configured shop origins. */
export function threeDsFrameAncestors(config: Pick<AppConfig, 'publicUrl' | 'paymentOrigin' | 'shopOrigins'>): string[] {
  const origins = new Set<string>();
  for (const value of [config.publicUrl, config.paymentOrigin, ...(config.shopOrigins ?? [])]) {
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // not an origin
    }
  }
  return ["'self'", ...origins];
}

export function threeDsPagePolicy(html: string, frameAncestors: readonly string[]): string {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(([, body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  return [
    "default-src 'none'",
    `script-src ${hashes.length ? hashes.join(' ') : "'none'"}`,
    "style-src 'unsafe-inline'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.join(' ')}`,
    "base-uri 'none'",
  ].join('; ');
}
