// The browser-side defences of the site (security-headers.mjs, csp-report.mjs), on a made-up
// build (test-site.mjs). node --test.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { createReportBudget, MAX_REPORT_BYTES, violationsOf } from './csp-report.mjs';
import { DOCUMENT_ONLY_HEADERS, NONCE_MARK, isSubresourceOnly, policyText } from './security-headers.mjs';
import { siteSettings } from './settings.mjs';
import { PAGE_REDIRECT_SOURCE, makeSite, startFakeApi } from './test-site.mjs';

/** A server build whose page has the two inline scripts page-document.ts writes, with the nonce it is given. */
const NONCED_BUNDLE = `${PAGE_REDIRECT_SOURCE}
module.exports = {
  pageRedirect,
  async renderPage(input) {
    const s = '<script nonce="' + input.scriptNonce + '">';
    const missing = input.url.startsWith('/bu-sayfa-yok');
    return { status: missing ? 404 : 200, html: '<!doctype html><html><head>' + s + 'window.config=1</script></head><body><p>' + input.url + '</p>' + s + 'window.state=1</script></body></html>' };
  },
};
`;
/** The built index.html's inline boot loader, as build-config's paint-first-boot-plugin writes it. */
const INDEX_WITH_LOADER = '<!doctype html><html lang="tr"><head><title>Mağaza</title><link rel=preload as=script href=/main.0123abcd.js></head><body><div id="root"></div><script>boot("/main.0123abcd.js")</script></body></html>';

const policyOf = (res) => String(res.headers['content-security-policy'] ?? '');
const nonceOf = (res) => /'nonce-([^']+)'/.exec(policyOf(res))?.[1];
const inlineScripts = (html) => [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);

/** The policy's directives by name. */
const directivesOf = (res) => Object.fromEntries(policyOf(res).split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values.join(' ')]));

function assertSecurityHeaders(res, what) {
  const directives = directivesOf(res);
  assert.equal(directives['default-src'], "'self'", what);
  assert.match(directives['script-src'], /^'self' 'nonce-[A-Za-z0-9+/]{24}'$/, what);
  assert.equal(directives['frame-ancestors'], "'self'", what);
  assert.equal(directives['object-src'], "'none'", what);
  assert.equal(directives['report-uri'], '/csp-report', what);
  assert.equal(directives['report-to'], 'csp', what);
  assert.equal(res.headers['reporting-endpoints'], 'csp="/csp-report"', what);
  assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN', what);
  assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', what);
  assert.equal(res.headers['x-content-type-options'], 'nosniff', what);
  // PUBLIC_URL is https in the test site: HSTS is on by default there.
  assert.equal(res.headers['strict-transport-security'], 'max-age=31536000', what);
}

describe('security headers on every answer', () => {
  let api;
  let site;
  before(async () => {
    api = await startFakeApi();
    site = await makeSite({ bundle: NONCED_BUNDLE, env: { API_PORT: String(api.port) } });
  });
  after(async () => {
    await site.close();
    await api.close();
  });
  const get = (url, headers = {}) => site.app.inject({ method: 'GET', url, headers });

  test('pages, 404 pages, redirects, files, missing files, the API, 405s and robots.txt', async () => {
    const answers = {
      page: await get('/kolye'),
      'page not found': await get('/bu-sayfa-yok'),
      redirect: await get('/account/orders'),
      'shell file': await get('/main.0123abcd.js'),
      'remote file': await get('/remotes/mf-catalog/0.1.0/remoteEntry.js'),
      'missing file': await get('/nope.js'),
      'unknown remote': await get('/remotes/mf-other/1.0.0/remoteEntry.js'),
      'API answer': await site.app.inject({ method: 'POST', url: '/graphql', payload: '{}', headers: { 'content-type': 'application/json' } }),
      'API 404': await get('/images/none.jpg'),
      'method not allowed': await site.app.inject({ method: 'PUT', url: '/kolye' }),
      'composition file': await get('/composition.json'),
      'robots.txt': await get('/robots.txt'),
    };
    const statuses = Object.fromEntries(Object.entries(answers).map(([what, res]) => [what, res.statusCode]));
    assert.deepEqual(statuses, {
      page: 200,
      'page not found': 404,
      redirect: 302,
      'shell file': 200,
      'remote file': 200,
      'missing file': 404,
      'unknown remote': 404,
      'API answer': 200,
      'API 404': 404,
      'method not allowed': 405,
      'composition file': 200,
      'robots.txt': 200,
    });
    const files = new Set(['shell file', 'remote file']);
    for (const [what, res] of Object.entries(answers)) if (!files.has(what)) assertSecurityHeaders(res, what);
    // A script obeys none of a document's headers: it carries those it does obey, not the rest.
    for (const what of files) {
      const res = answers[what];
      assert.match(String(res.headers['content-type']), /javascript/, what);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', what);
      assert.equal(res.headers['cross-origin-resource-policy'], 'same-site', what);
      assert.equal(res.headers['strict-transport-security'], 'max-age=31536000', what);
      for (const name of DOCUMENT_ONLY_HEADERS) assert.equal(res.headers[name], undefined, `${what}: ${name}`);
    }
  });

  test('only types no browser opens as a document lose the document headers', () => {
    for (const type of ['text/javascript; charset=utf-8', 'application/javascript', 'text/css', 'font/woff2', 'image/png', 'image/webp']) assert.equal(isSubresourceOnly(type), true, type);
    for (const type of ['text/html; charset=utf-8', 'image/svg+xml', 'application/json', 'application/xml', 'text/plain', undefined, '']) assert.equal(isSubresourceOnly(type), false, String(type));
  });

  test('each answer has its own nonce, and every inline script of the page carries it', async () => {
    const [one, two] = [await get('/kolye'), await get('/kolye')];
    assert.notEqual(nonceOf(one), nonceOf(two));
    for (const res of [one, two]) {
      const scripts = inlineScripts(res.body);
      assert.equal(scripts.length, 2);
      for (const attributes of scripts) assert.equal(attributes, ` nonce="${nonceOf(res)}"`);
      assert.ok(!res.body.includes(NONCE_MARK), 'the mark is never sent');
    }
    // The same page: one validator, whatever the nonce.
    assert.equal(one.headers.etag, two.headers.etag);
  });

  test('a 304 carries no policy: the browser keeps the one stored with the page it revalidated', async () => {
    const page = await get('/kolye');
    const again = await get('/kolye', { 'if-none-match': page.headers.etag });
    assert.equal(again.statusCode, 304);
    assert.equal(again.headers['content-security-policy'], undefined);
    assert.equal(again.headers['x-frame-options'], 'SAMEORIGIN');
  });
});

describe('nonces of pages from the page cache and of client-rendered pages', () => {
  test('a page from the page cache gets a fresh nonce', async () => {
    const site = await makeSite({ bundle: NONCED_BUNDLE, env: { SSR_CACHE_MS: '60000' } });
    try {
      const first = await site.app.inject({ method: 'GET', url: '/kolye' });
      const cached = await site.app.inject({ method: 'GET', url: '/kolye' });
      assert.match(cached.headers['server-timing'], /cache;desc=hit/);
      assert.notEqual(nonceOf(first), nonceOf(cached));
      for (const res of [first, cached]) for (const attributes of inlineScripts(res.body)) assert.equal(attributes, ` nonce="${nonceOf(res)}"`);
    } finally {
      await site.close();
    }
  });

  test("the client-rendered page: its settings script and the built index.html's boot loader carry the answer's nonce", async () => {
    const site = await makeSite();
    try {
      writeFileSync(join(site.settings.shellDist, 'index.html'), INDEX_WITH_LOADER);
      const res = await site.app.inject({ method: 'GET', url: '/arama' });
      assert.equal(res.statusCode, 200);
      const scripts = inlineScripts(res.body);
      assert.equal(scripts.length, 2);
      for (const attributes of scripts) assert.equal(attributes, ` nonce="${nonceOf(res)}"`);
      assert.match(res.body, /<script nonce="[^"]+">window\.__STOREFRONT_CONFIG__=/);
      assert.match(res.body, /<script nonce="[^"]+">boot\(/);
    } finally {
      await site.close();
    }
  });
});

describe('the policy and its settings', () => {
  const settings = (env) => siteSettings({ PUBLIC_URL: 'https://shop.example', ...env }, '/nowhere');

  test("the maps provider's hosts only with a maps key; eval and WebSockets only in development", () => {
    const plain = policyText(settings({}), 'N');
    assert.equal(
      plain,
      "default-src 'self'; script-src 'self' 'nonce-N'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; " +
        "frame-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'; " +
        'report-uri /csp-report; report-to csp',
    );
    const maps = policyText(settings({ GOOGLE_MAPS_API_KEY: 'key' }), 'N');
    assert.match(maps, /script-src 'self' 'nonce-N' https:\/\/\*\.googleapis\.com https:\/\/\*\.gstatic\.com /);
    assert.match(maps, /img-src 'self' data: https:\/\/\*\.googleapis\.com/);
    assert.match(maps, /connect-src 'self' https:\/\/\*\.googleapis\.com/);
    assert.doesNotMatch(plain, /google|unsafe-eval|ws:/);
    const dev = policyText(settings({ NODE_ENV: 'development' }), 'N');
    assert.match(dev, /script-src 'self' 'nonce-N' 'unsafe-eval';/);
    assert.match(dev, /connect-src 'self' ws: wss:;/);
  });

  test('HSTS: on by default behind an https address, HSTS=on|off decides', () => {
    assert.equal(settings({}).hsts, true);
    assert.equal(settings({ HSTS: 'off' }).hsts, false);
    assert.equal(settings({ PUBLIC_URL: 'http://localhost:3000' }).hsts, false);
    assert.equal(settings({ PUBLIC_URL: 'http://localhost:3000', HSTS: 'on' }).hsts, true);
  });

  test('HSTS=off sends none; CSP_REPORT_ONLY=on reports the policy without enforcing it', async () => {
    const site = await makeSite({ env: { HSTS: 'off', CSP_REPORT_ONLY: 'on' } });
    try {
      const res = await site.app.inject({ method: 'GET', url: '/kolye' });
      assert.equal(res.headers['strict-transport-security'], undefined);
      assert.equal(res.headers['content-security-policy'], undefined);
      assert.match(res.headers['content-security-policy-report-only'], /script-src 'self' 'nonce-/);
    } finally {
      await site.close();
    }
  });
});

describe("the API's own policy", () => {
  test("an answer of the API with its own policy (the 3-D Secure page) keeps it; the site's other headers are added", async () => {
    const own = "default-src 'none'; script-src 'sha256-abc'; frame-ancestors 'self'";
    const server = createServer((req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': own, 'referrer-policy': 'no-referrer' });
      res.end('<p>bank</p>');
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const site = await makeSite({ env: { API_PORT: String(server.address().port) } });
    try {
      const res = await site.app.inject({ method: 'GET', url: '/payment/3ds/abcdefgh12' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-security-policy'], own);
      assert.equal(res.headers['referrer-policy'], 'no-referrer');
      assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN');
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
    } finally {
      await site.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('violation reports', () => {
  let site;
  before(async () => {
    site = await makeSite();
  });
  after(() => site.close());
  const report = (payload, type) => site.app.inject({ method: 'POST', url: '/csp-report', headers: { 'content-type': type }, payload });

  test("report-uri's and the Reporting API's reports: 204, never stored, one log line each", async () => {
    const legacy = await report(
      JSON.stringify({ 'csp-report': { 'document-uri': 'https://shop.example/kolye', 'violated-directive': 'script-src-elem', 'blocked-uri': 'inline', 'source-file': 'https://shop.example/kolye', 'line-number': 3, 'script-sample': 'alert(1)\nx' } }),
      'application/csp-report',
    );
    assert.equal(legacy.statusCode, 204);
    assert.equal(legacy.headers['cache-control'], 'no-store');
    const modern = await report(
      JSON.stringify([
        { type: 'csp-violation', url: 'https://shop.example/', body: { documentURL: 'https://shop.example/', effectiveDirective: 'img-src', blockedURL: 'https://evil.example/x.png', disposition: 'enforce' } },
        { type: 'deprecation', body: {} },
      ]),
      'application/reports+json',
    );
    assert.equal(modern.statusCode, 204);
    const lines = site.logs.filter((line) => line.startsWith('csp-report:'));
    assert.deepEqual(lines, [
      'csp-report: enforce script-src-elem blocked inline on https://shop.example/kolye at https://shop.example/kolye:3: sample "alert(1) x"',
      'csp-report: enforce img-src blocked https://evil.example/x.png on https://shop.example/',
    ]);
  });

  test('a body over 16 kB is refused (413), other types too (415), and so is what is not JSON (400)', async () => {
    const big = JSON.stringify({ 'csp-report': { 'document-uri': 'x'.repeat(MAX_REPORT_BYTES) } });
    assert.equal((await report(big, 'application/csp-report')).statusCode, 413);
    assert.equal((await report('{}', 'text/plain')).statusCode, 415);
    assert.equal((await report('{', 'application/csp-report')).statusCode, 400);
  });

  test('at most so many reports are logged a minute; the rest are counted in one line', () => {
    let now = 0;
    const budget = createReportBudget({ limit: 2, now: () => now });
    assert.deepEqual([budget.take(), budget.take(), budget.take(), budget.take()].map((t) => t.allowed), [true, true, false, false]);
    now = 60_000;
    assert.deepEqual(budget.take(), { allowed: true, droppedBefore: 2 });
    assert.deepEqual(budget.take(), { allowed: true, droppedBefore: 0 });
  });

  test('with CSP_REPORT_FILE each report is also appended to it as a JSON line', async () => {
    const file = join(site.root, 'reports.jsonl');
    const withFile = await makeSite({ env: { CSP_REPORT_FILE: file } });
    try {
      await withFile.app.inject({ method: 'POST', url: '/csp-report', headers: { 'content-type': 'application/csp-report' }, payload: JSON.stringify({ 'csp-report': { 'document-uri': 'https://shop.example/', 'effective-directive': 'style-src-elem', 'blocked-uri': 'inline' } }) });
      // Appended after the answer: waited for.
      let text = '';
      for (let i = 0; i < 100 && !text.endsWith('\n'); i += 1) {
        await new Promise((r) => setTimeout(r, 10));
        text = existsSync(file) ? readFileSync(file, 'utf8') : '';
      }
      assert.deepEqual(JSON.parse(text.trim()), { document: 'https://shop.example/', directive: 'style-src-elem', blocked: 'inline', source: '', sample: '', disposition: '' });
    } finally {
      await withFile.close();
    }
  });

  test('reports of other kinds and junk are no violations', () => {
    assert.deepEqual(violationsOf(null), []);
    assert.deepEqual(violationsOf([{ type: 'intervention', body: {} }, 'x', 1]), []);
  });
});
