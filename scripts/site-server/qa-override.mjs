// The QA override on the site: a team member opens the link `compose override` printed
// (/qa-override?token=...), the site checks the token (signed with the store's secret, not
// expired) and the version (it passes compose's checks against the live shell), keeps the token
// in an HttpOnly cookie and sends the browser to the home page; from then on that browser alone
// is served that version of that remote (served-composition.mjs), on pages nobody else is given
// (private, never in the page cache), with a marker saying so and a link to /qa-override/clear.
// A forged, expired or no longer acceptable override is ignored (and its cookie cleared).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { verifyOverride } from '../compose/qa-override-token.mjs';
import { checkVersion } from '../compose/version-checks.mjs';

export const OVERRIDE_COOKIE = 'sf_qa';
export const OVERRIDE_PATH = '/qa-override';
export const OVERRIDE_CLEAR_PATH = '/qa-override/clear';
/** A version's check result is kept this long (a release is immutable; the live shell is not). */
const CHECK_KEPT_MS = 30_000;

const INVALID = 'Bu test bağlantısı geçersiz, süresi dolmuş ya da sürüm artık seçilemiyor. Yeni bir bağlantı isteyin.\n\nThis test link is invalid or has expired, or the version can no longer be chosen. Ask for a new link.\n';

const readJson = (file) => {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
};

function cookieValue(cookieHeader, name) {
  for (const part of String(cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/**
 * @param {{ root: string, shellDist: string, publicUrl: string }} settings
 * @param {{ secret: () => Promise<string>, now?: () => number }} deps secret: the store's override secret
 */
export function createQaOverrides(settings, { secret, now = () => Date.now() }) {
  const checked = new Map();
  const secure = String(settings.publicUrl ?? '').startsWith('https:');

  /** The version's manifest address when it passes compose's checks against the live shell, else null. */
  function acceptable(remote, version) {
    const key = `${remote}@${version}`;
    const known = checked.get(key);
    if (known && known.until > now()) return known.manifest;
    const pkg = remote.replace(/_/g, '-');
    const manifest = readJson(join(settings.root, pkg, 'dist', version, 'mf-manifest.json'));
    const problems = checkVersion({
      manifest,
      shellManifest: readJson(join(settings.shellDist, 'mf-manifest.json')) ?? {},
      routeTable: readJson(join(settings.shellDist, 'route-table.json')) ?? {},
      federationName: remote,
      version,
    });
    const result = problems.length ? null : `/remotes/${pkg}/${version}/mf-manifest.json`;
    if (checked.size > 200) checked.clear();
    checked.set(key, { manifest: result, until: now() + CHECK_KEPT_MS });
    return result;
  }

  /** The override a token carries when genuine, current and acceptable: { remote, version, manifest, expiresAt } or null. */
  async function overrideOfToken(token) {
    if (!token) return null;
    const value = verifyOverride(token, await secret(), now());
    if (!value) return null;
    const manifest = acceptable(value.remote, value.version);
    return manifest ? { ...value, manifest, expiresAt: new Date(value.expiresAt).toISOString() } : null;
  }

  const clearCookie = `${OVERRIDE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

  return {
    /** The request's override, or null; `present`: it carried a cookie (to clear when it is no longer valid). */
    async fromCookie(cookieHeader) {
      const token = cookieValue(cookieHeader, OVERRIDE_COOKIE);
      return { override: await overrideOfToken(token), present: Boolean(token) };
    },
    clearCookie,
    /** Answers /qa-override and /qa-override/clear; false for any other path. */
    async handle(pathname, query, reply) {
      if (pathname === OVERRIDE_CLEAR_PATH) {
        reply.code(303).headers({ location: '/', 'set-cookie': clearCookie, 'cache-control': 'no-store' }).send();
        return true;
      }
      if (pathname !== OVERRIDE_PATH) return false;
      const token = typeof query.get === 'function' ? query.get('token') : null;
      const override = await overrideOfToken(token);
      if (!override) {
        reply.code(400).headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'set-cookie': clearCookie }).send(INVALID);
        return true;
      }
      const maxAge = Math.max(1, Math.floor((Date.parse(override.expiresAt) - now()) / 1000));
      reply
        .code(303)
        .headers({ location: '/', 'cache-control': 'no-store', 'set-cookie': `${OVERRIDE_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}` })
        .send();
      return true;
    },
  };
}
