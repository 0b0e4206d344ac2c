// The origin the 3-D Secure result is posted to: the window of the shop that started the payment,
// never '*'. The redirect form reports its own origin (a srcdoc frame has its parent's), the
// code page carries it along; only the shop's configured origins (and config.shopOrigins: outside
// production, the local development ports) are believed, anything else falls back to the
// configured shop.
import type { AppConfig } from '../../context.js';

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

export function shopOrigin(config: AppConfig, reported: string | undefined): string {
  const fallback = originOf(config.paymentOrigin) ?? originOf(config.publicUrl) ?? 'null';
  const origin = originOf(reported);
  if (!origin || origin !== reported) return fallback;
  const trusted = new Set([originOf(config.paymentOrigin), originOf(config.publicUrl), ...(config.shopOrigins ?? [])]);
  return trusted.has(origin) ? origin : fallback;
}
