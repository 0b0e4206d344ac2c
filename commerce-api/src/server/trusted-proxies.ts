// Which peers may tell the API the client's address in X-Forwarded-For. Fastify's trustProxy
// (proxy-addr) walks the header from the right, starting at the socket's peer, and stops at the
// first address that is not a trusted proxy: that address is req.ip, the client address the rate
// limits count (services/rate-limit-guard.ts). A header sent by anyone else is ignored, so a
// client cannot pick its own address.
// TRUSTED_PROXIES: comma-separated addresses or CIDR ranges (10.0.0.0/8, 2001:db8::/32), or the
// proxy-addr names loopback, linklocal, uniquelocal; `none` trusts no proxy. Default: the site
// server on loopback (127.0.0.1, ::1).
import { isIP } from 'node:net';

export const DEFAULT_TRUSTED_PROXIES: readonly string[] = ['127.0.0.1', '::1'];

const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

function validEntry(entry: string): boolean {
  if (NAMED.has(entry)) return true;
  const slash = entry.indexOf('/');
  const address = slash === -1 ? entry : entry.slice(0, slash);
  const kind = isIP(address);
  if (!kind) return false;
  if (slash === -1) return true;
  const range = entry.slice(slash + 1);
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (kind === 4 ? 32 : 128);
  return kind === 4 && isIP(range) === 4; // 10.0.0.0/255.0.0.0
}

/** The trusted proxies named by a TRUSTED_PROXIES value; throws on an entry that is no address or range. */
export function parseTrustedProxies(value: string | undefined): string[] {
  if (value === undefined || !value.trim()) return [...DEFAULT_TRUSTED_PROXIES];
  if (value.trim().toLowerCase() === 'none') return [];
  const entries = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const invalid = entries.filter((e) => !validEntry(e));
  if (invalid.length) throw new Error(`TRUSTED_PROXIES: not an address or CIDR range: ${invalid.join(', ')}`);
  return entries;
}
