// The back office under /backoffice on a made-up build: its page for every screen address, its
// files with private cache rules, nothing indexable or storable by a shared cache, no source
// maps, no way out of its folder, and a clear answer when it is not built. node --test.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeSite } from './test-site.mjs';

const PAGE = '<!doctype html><html lang="tr"><head><meta name="robots" content="noindex, nofollow"><script defer src="/backoffice/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>';

describe('the back office', () => {
  let site;
  const get = (url, headers = {}) => site.app.inject({ method: 'GET', url, headers });
  before(async () => {
    site = await makeSite();
    const dist = join(site.root, 'backoffice', 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), PAGE);
    writeFileSync(join(dist, 'main.0123abcd.js'), 'console.log("back office");'.repeat(50));
    writeFileSync(join(dist, 'main.0123abcd.js.map'), '{}');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  after(() => site.close());

  test('every screen address gets the app’s page: never stored, never indexed', async () => {
    for (const url of ['/backoffice/', '/backoffice/login?next=%2Forders', '/backoffice/orders/12', '/backoffice/catalogue/feeds/3']) {
      const res = await get(url);
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.body, PAGE, url);
      assert.equal(res.headers['cache-control'], 'no-store', url);
      assert.equal(res.headers['x-robots-tag'], 'noindex, nofollow', url);
      assert.match(res.headers['content-type'], /^text\/html/, url);
      // The site's security headers hold here too.
      assert.match(res.headers['content-security-policy'], /script-src 'self'/, url);
    }
  });

  test('/backoffice without the slash goes to /backoffice/', async () => {
    const res = await get('/backoffice');
    assert.equal(res.statusCode, 308);
    assert.equal(res.headers.location, '/backoffice/');
    assert.equal(res.headers['x-robots-tag'], 'noindex, nofollow');
  });

  test('its hashed files stay in the staff member’s browser only; others are revalidated', async () => {
    const script = await get('/backoffice/main.0123abcd.js', { 'accept-encoding': 'br' });
    assert.equal(script.statusCode, 200);
    assert.equal(script.headers['cache-control'], 'private, max-age=31536000, immutable');
    assert.equal(script.headers['content-encoding'], 'br');
    assert.equal(script.headers['x-robots-tag'], 'noindex, nofollow');
    const icon = await get('/backoffice/favicon.svg');
    assert.equal(icon.headers['cache-control'], 'private, no-cache');
  });

  test('no source maps, no missing files as pages, no way out of its folder', async () => {
    assert.equal((await get('/backoffice/main.0123abcd.js.map')).statusCode, 404);
    assert.equal((await get('/backoffice/missing.0123abcd.js')).statusCode, 404);
    const escape = await get('/backoffice/..%2f..%2fsecret.txt');
    assert.notEqual(escape.statusCode, 200);
    assert.doesNotMatch(escape.body, /not to be served/);
    assert.equal((await get('/backoffice/index.html')).headers['cache-control'], 'no-store');
  });

  test('only GET and HEAD', async () => {
    const res = await site.app.inject({ method: 'POST', url: '/backoffice/orders', payload: 'x' });
    assert.equal(res.statusCode, 405);
  });

  test('not built: a clear 404, not the shop', async () => {
    rmSync(join(site.root, 'backoffice', 'dist', 'index.html'));
    const res = await get('/backoffice/orders');
    assert.equal(res.statusCode, 404);
    assert.match(res.body, /not built/);
    assert.equal(res.headers['cache-control'], 'no-store');
  });
});
