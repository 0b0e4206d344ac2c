// The client-rendered page: the shell's index.html with, before </head>, the browser settings,
// the current composition and (for a top-level seName) the API's answer of the URL look-up
// inline, and preload hints for the files of the route's remote module. Served whenever the
// server does not render the page itself (no server build, SSR=off, or a failed render).
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { readJsonCached } from './build-files.mjs';
import { NONCE_MARK, markInlineScripts } from './security-headers.mjs';

export const REMOTE_PACKAGES = new Set(['mf-catalog', 'mf-product', 'mf-cart-checkout', 'mf-account', 'mf-stores-content']);

/** JSON inside a script element: '<' escaped so no value can close the element. */
export const inlineJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

const escapeAttr = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

let template = { mtimeMs: -1, size: -1, text: '' };

/** index.html of the shell's build, read again when it changes; null when the shell is not built. */
async function indexTemplate(shellDist) {
  const file = join(shellDist, 'index.html');
  try {
    const { mtimeMs, size } = await stat(file);
    // Its inline scripts (the boot loader) run by the answer's nonce.
    if (template.mtimeMs !== mtimeMs || template.size !== size) template = { mtimeMs, size, text: markInlineScripts(await readFile(file, 'utf8')) };
    return template.text;
  } catch {
    return null;
  }
}

/** What the API says a seName is, kept a minute (names of categories and products rarely move). */
const urlRecords = new Map();
const URL_RECORD_TTL_MS = 60_000;
const URL_RECORD_TIMEOUT_MS = 400;
const URL_RECORD_QUERY = 'query UrlRecord($seName: String!) { urlRecord(seName: $seName) { __typename entityName entityId seName } }';

/** { urlRecord } (null when no such name) or null when the API did not answer in time. */
export function lookUpUrlRecord(apiUrl, seName) {
  const cached = urlRecords.get(seName);
  if (cached && cached.expires > Date.now()) return cached.promise;
  const promise = fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'application-id': 'storefront-web' },
    body: JSON.stringify({ query: URL_RECORD_QUERY, variables: { seName } }),
    signal: AbortSignal.timeout(URL_RECORD_TIMEOUT_MS),
  })
    .then((response) => response.json())
    .then((body) => {
      const record = body?.data?.urlRecord;
      return record === null || (record && typeof record === 'object') ? { urlRecord: record } : null;
    })
    .catch(() => null);
  // Only answers are kept; a failed look-up is tried again by the next page.
  promise.then((answer) => {
    if (!answer && urlRecords.get(seName)?.promise === promise) urlRecords.delete(seName);
  });
  if (urlRecords.size > 5000) urlRecords.clear();
  urlRecords.set(seName, { promise, expires: Date.now() + URL_RECORD_TTL_MS });
  return promise;
}

/**
 * Preload hints for one remote module: its manifest, its remoteEntry.js and the chunks and CSS
 * the exposed module needs at once, as that version's mf-manifest.json names them. Without the
 * hints the browser meets these files one after the other (shell script, then manifest, then
 * remote entry, then chunks); with them they download while the shell's script does.
 */
export async function remotePreloads(root, composition, remote, module) {
  const manifestUrl = composition?.remotes?.[remote]?.manifest;
  const served = typeof manifestUrl === 'string' ? /^\/remotes\/([a-z-]+)\/([0-9A-Za-z.+-]+)\/mf-manifest\.json$/.exec(manifestUrl) : null;
  // Only manifests this server serves itself can be read here.
  if (!served || !REMOTE_PACKAGES.has(served[1])) return [];
  const manifest = await readJsonCached(join(root, served[1], 'dist', served[2], 'mf-manifest.json'));
  if (!manifest?.metaData?.remoteEntry) return [];
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const entry = manifest.metaData.remoteEntry;
  const expose = (manifest.exposes ?? []).find((e) => e.path === module);
  // Low priority: the shell's own script and stylesheet, found earlier in the page, go first.
  const preload = (href, as) => `<link rel="preload" href="${escapeAttr(href)}" as="${as}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''} fetchpriority="low">`;
  const links = [preload(manifestUrl, 'fetch'), preload(base + (entry.path ? `${entry.path}/` : '') + entry.name, 'script')];
  for (const css of expose?.assets?.css?.sync ?? []) links.push(preload(base + css, 'style'));
  for (const js of expose?.assets?.js?.sync ?? []) links.push(preload(base + js, 'script'));
  return links;
}

/**
 * A route this visitor stays on, going by its access in the table (login: logged in only;
 * anonymous: logged out only). Any other is left without hints: the shell's guard sends the
 * visitor elsewhere in the browser, and the server redirects first whenever it can ask the
 * shell's server build.
 */
const routeShownTo = (route, loggedIn) => route.access === 'all' || (route.access === 'login') === loggedIn;

/** Hints and inline data for the page a route match names (none when nothing is known). */
async function pageHead(settings, { match, loggedIn, table, composition, apiUrl }) {
  const none = { links: [], script: '' };
  if (!composition || !match) return none;
  if (match.route) return routeShownTo(match.route, loggedIn) ? { links: await remotePreloads(settings.root, composition, match.route.remote, match.route.module), script: '' } : none;
  const answer = await lookUpUrlRecord(apiUrl, match.seName);
  if (!answer) return none;
  const script = `;window.__STOREFRONT_URL_RECORD__=${inlineJson({ seName: match.seName, urlRecord: answer.urlRecord })}`;
  const target = answer.urlRecord ? table?.seName?.[answer.urlRecord.entityName] : null;
  return { links: target ? await remotePreloads(settings.root, composition, target.remote, target.module) : [], script };
}

/**
 * The client-rendered page for a route match of matchRoute ({ route } or { seName }, or null)
 * in the route table, for a visitor logged in or not, or null when the shell is not built.
 */
export async function clientIndexHtml(settings, { match, loggedIn, table, composition, apiUrl }) {
  const html = await indexTemplate(settings.shellDist);
  if (html === null) return null;
  const head = await pageHead(settings, { match, loggedIn, table, composition, apiUrl }).catch(() => ({ links: [], script: '' }));
  const script =
    `<script nonce="${NONCE_MARK}">window.__STOREFRONT_CONFIG__=${inlineJson(settings.browserConfig)}` +
    (composition ? `;window.__STOREFRONT_COMPOSITION__=${inlineJson(composition)}` : '') +
    head.script +
    '</script>';
  // The hints close <head>: found right after the shell's script and stylesheet.
  return html.replace('</head>', () => `${script}${head.links.join('')}</head>`);
}
