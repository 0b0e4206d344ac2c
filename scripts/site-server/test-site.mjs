// A site to test the server against, without any build: a temporary folder laid out like the
// repository (shell/dist with index.html, route table, composition and a hashed script, one
// remote's versioned build, optionally a server build: see PAGE_REDIRECT_SOURCE), and a stand-in for the commerce API
// on a loopback port that records what reaches it.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { buildSiteServer } from './main.mjs';
import { siteSettings } from './settings.mjs';

/** The shape of shell/dist/route-table.json (a part of it). */
export const TABLE = {
  routes: [
    { path: '/', remote: 'mf_stores_content', module: './HomePage', access: 'all' },
    { path: '/login', remote: 'mf_account', module: './LoginPage', access: 'all', query: { names: ['redirectUrl'] } },
    { path: '/register', remote: 'mf_account', module: './RegisterPage', access: 'anonymous' },
    { path: '/cart', remote: 'mf_cart_checkout', module: './CartPage', access: 'login' },
    { path: '/checkout', remote: 'mf_cart_checkout', module: './CheckoutPage', access: 'login' },
    { path: '/checkout/success', remote: 'mf_cart_checkout', module: './OrderSuccessPage', access: 'login' },
    { path: '/checkout/success/:id', remote: 'mf_cart_checkout', module: './OrderSuccessPage', access: 'login' },
    { path: '/account', remote: 'mf_account', module: './ProfilePage', access: 'login' },
    { path: '/account/orders', remote: 'mf_account', module: './OrdersPage', access: 'login' },
    { path: '/account/orders/:orderNumber', remote: 'mf_account', module: './OrderDetailPage', access: 'login' },
    { path: '/account/orders/cancel/:orderNumber', remote: 'mf_account', module: './OrderRequestPage', access: 'login' },
    { path: '/account/wishlist', remote: 'mf_account', module: './WishlistPage', access: 'login' },
    { path: '/wishlist', remote: 'mf_account', module: './WishlistPage', access: 'login' },
    { path: '/sayfa/:slug', remote: 'mf_stores_content', module: './ContentPage', access: 'all' },
    { path: '/arama', remote: 'mf_catalog', module: './SearchPage', access: 'all', query: { names: ['q', 'pagenumber', 'orderBy'], listingFilters: true } },
  ],
  seName: {
    path: '/:seName',
    CATEGORY: { path: '/:seName', remote: 'mf_catalog', module: './CategoryPage', access: 'all', query: { names: ['pagenumber', 'orderBy'], listingFilters: true } },
    PRODUCT: { path: '/:seName', remote: 'mf_product', module: './ProductPage', access: 'all', query: {} },
  },
  loginPath: '/login',
  tokenCookie: 'token',
  consentCookie: { name: 'cookie_consent', pattern: '^v1\\.a([01])\\.m([01])$' },
  languagePrefixes: { tr: '', en: '/en' },
  listingQuery: { own: ['q', 'pagenumber', 'orderBy'], filterParam: '^[a-z0-9][a-z0-9-]{0,99}$', tracking: ['gclid', 'fbclid', 'ref'], trackingPrefixes: ['utm_'] },
};

/**
 * pageRedirect of a made-up server build, as source: a few fixed answers, enough to see the site
 * ask it and answer with its redirect (the real rules are the shell's, unit-tested in
 * shell/src/server/page-redirect.test.ts). '/account...' without the token cookie goes to login,
 * the home page with NEXT_LANGUAGE=en to /en; '/redirect-throws' throws.
 */
export const PAGE_REDIRECT_SOURCE = `function pageRedirect({ url, cookie, languageSelectorEnabled }) {
  if (url === '/redirect-throws') throw new Error('pageRedirect broke');
  if (url.startsWith('/account') && !/(^|; )token=[^;]/.test(cookie)) return '/login?redirectUrl=' + encodeURIComponent(url);
  if (languageSelectorEnabled && (url === '/' || url.startsWith('/?')) && cookie.includes('NEXT_LANGUAGE=en')) return '/en' + url.slice(1);
  return null;
}`;

export const COMPOSITION = {
  remotes: { mf_catalog: { version: '0.1.0', manifest: '/remotes/mf-catalog/0.1.0/mf-manifest.json' } },
};

export const INDEX_HTML = '<!doctype html><html lang="tr"><head><title>Mağaza</title><script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>';
/** A script long enough to be compressed. */
export const PRECOMPRESSED_SCRIPT = `/* the build's brotli copy */ console.log(1);\n`;
export const SHELL_SCRIPT = `console.log(${JSON.stringify('ışıltı '.repeat(400))});\n`;

const write = (file, content) => {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
};

/**
 * A stand-in for the commerce API: /graphql echoes the request it got, /graphql/stream streams
 * two server-sent events, /sitemap.xml and /sitemap-<n>.xml answer XML.
 */
export async function startFakeApi() {
  const received = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ method: req.method, url: req.url, headers: req.headers, body });
      if (req.url === '/graphql/stream') {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.write('data: one\n\n');
        setTimeout(() => res.end('data: two\n\n'), 50);
        return;
      }
      if (/^\/sitemap(-\d+)?\.xml$/.test(req.url)) {
        res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
        return res.end(`<?xml version="1.0"?><urlset>${'<url><loc>https://shop.example/kolye</loc></url>'.repeat(50)}</urlset>`);
      }
      if (req.url.startsWith('/graphql')) {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        return res.end(JSON.stringify({ data: { echo: { method: req.method, url: req.url, body, padding: 'x'.repeat(2000) } } }));
      }
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"errors":[{"message":"not found"}]}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: server.address().port, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** A loopback port nothing listens on. */
export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A site on a fresh folder. bundle: the source of shell/dist/server/main.js (none when null);
 * env: settings (API_PORT defaults to a port nothing listens on).
 */
export async function makeSite({ bundle = null, env = {} } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'site-server-test-'));
  const dist = join(root, 'shell', 'dist');
  write(join(dist, 'index.html'), INDEX_HTML);
  write(join(dist, 'route-table.json'), TABLE);
  write(join(dist, 'composition.json'), COMPOSITION);
  write(join(dist, 'main.0123abcd.js'), SHELL_SCRIPT);
  write(join(dist, 'mf-manifest.json'), { name: 'shell' });
  if (bundle !== null) write(join(dist, 'server', 'main.js'), bundle);
  const remote = join(root, 'mf-catalog', 'dist', '0.1.0');
  write(join(remote, 'mf-manifest.json'), {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ path: './CategoryPage', assets: { js: { sync: ['512.89abcdef.js'] }, css: { sync: [] } } }],
  });
  write(join(remote, 'remoteEntry.js'), SHELL_SCRIPT);
  write(join(remote, '512.89abcdef.js'), SHELL_SCRIPT);
  // The build's own brotli copy (build-config's PrecompressPlugin); marked to tell it apart.
  writeFileSync(join(remote, '512.89abcdef.js.br'), brotliCompressSync(PRECOMPRESSED_SCRIPT));
  write(join(root, 'secret.txt'), 'not to be served');
  // No page cache unless a test asks for one: tests change builds and answers between requests.
  const settings = siteSettings({ PORT: '3999', API_PORT: String(await freePort()), PUBLIC_URL: 'https://shop.example', SSR_CACHE_MS: '0', ...env }, root);
  const logs = [];
  const app = await buildSiteServer(settings, { log: (message) => logs.push(message) });
  return {
    app,
    root,
    settings,
    logs,
    compositionFile: join(dist, 'composition.json'),
    close: async () => {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
