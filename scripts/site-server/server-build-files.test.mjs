// What the site keeps from the public (server-build-files.mjs): the remotes' server builds and,
// unless SOURCE_MAPS=on, the source maps; and the loopback listener the renderer gets the server
// builds from. On a made-up build (test-site.mjs). node --test.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServerBuildFiles } from './server-build-files.mjs';
import { siteSettings } from './settings.mjs';
import { PAGE_REDIRECT_SOURCE, makeSite } from './test-site.mjs';

describe('what the public cannot download', () => {
  let site;
  before(async () => {
    site = await makeSite();
    const remote = join(site.root, 'mf-catalog', 'dist', '0.1.0');
    mkdirSync(join(remote, 'server'), { recursive: true });
    writeFileSync(join(remote, 'server', 'remoteEntry.js'), 'module.exports = "server build";');
    writeFileSync(join(remote, 'remoteEntry.js.map'), '{"version":3}');
    writeFileSync(join(site.settings.shellDist, 'main.0123abcd.js.map'), '{"version":3}');
  });
  after(() => site.close());
  const get = (url) => site.app.inject({ method: 'GET', url });

  test("a remote's server build and the source maps are 404s to an outside request, however the path is spelled", async () => {
    for (const url of [
      '/remotes/mf-catalog/0.1.0/server/remoteEntry.js',
      '/remotes/mf-catalog/0.1.0/%73erver/remoteEntry.js',
      '/remotes/mf-catalog/0.1.0/./server/remoteEntry.js',
      '/remotes/mf-catalog/0.1.0/server/',
      '/remotes/mf-catalog/0.1.0/remoteEntry.js.map',
      '/remotes/mf-catalog/0.1.0/remoteEntry.js%2Emap',
      '/main.0123abcd.js.map',
      '/server/main.js',
    ]) {
      const res = await get(url);
      assert.equal(res.statusCode, 404, url);
      assert.doesNotMatch(res.body, /server build|"version":3/, url);
    }
    assert.equal((await get('/remotes/mf-catalog/0.1.0/remoteEntry.js')).statusCode, 200);
  });

  test('the renderer gets them from its loopback listener, which serves remote files only', async () => {
    // A server build that fetches a remote's server build from where it is told to, as Module Federation's Node runtime does.
    const fetching = await makeSite({
      bundle: `${PAGE_REDIRECT_SOURCE}
module.exports = { pageRedirect, async renderPage(input) {
  const r = await fetch(input.selfUrl + '/remotes/mf-catalog/0.1.0/server/remoteEntry.js');
  return { status: 200, html: '<p>' + r.status + ' ' + (await r.text()) + '</p>' };
} };`,
    });
    try {
      const remote = join(fetching.root, 'mf-catalog', 'dist', '0.1.0');
      mkdirSync(join(remote, 'server'), { recursive: true });
      writeFileSync(join(remote, 'server', 'remoteEntry.js'), 'server build');
      assert.match((await fetching.app.inject({ method: 'GET', url: '/kolye' })).body, /<p>200 server build<\/p>/);
    } finally {
      await fetching.close();
    }
    const files = await startServerBuildFiles(site.settings);
    try {
      assert.equal((await fetch(`${files.url}/remotes/mf-catalog/0.1.0/mf-manifest.json`)).status, 200);
      for (const path of ['/secret.txt', '/remotes/mf-catalog/0.1.0/../../../secret.txt', '/remotes/mf-catalog/0.1.0/%2e%2e/%2e%2e/%2e%2e/secret.txt', '/remotes/mf-other/0.1.0/x.js', '/main.0123abcd.js', '/kolye']) {
        assert.equal((await fetch(`${files.url}${path}`)).status, 404, path);
      }
      assert.equal((await fetch(`${files.url}/remotes/mf-catalog/0.1.0/mf-manifest.json`, { method: 'POST', body: '' })).status, 404);
    } finally {
      await files.close();
    }
  });

  test('SOURCE_MAPS=on serves the source maps, never the server builds', async () => {
    const withMaps = await makeSite({ env: { SOURCE_MAPS: 'on' } });
    try {
      const remote = join(withMaps.root, 'mf-catalog', 'dist', '0.1.0');
      mkdirSync(join(remote, 'server'), { recursive: true });
      writeFileSync(join(remote, 'server', 'remoteEntry.js'), 'module.exports = 1;');
      writeFileSync(join(remote, 'remoteEntry.js.map'), '{"version":3}');
      assert.equal((await withMaps.app.inject({ method: 'GET', url: '/remotes/mf-catalog/0.1.0/remoteEntry.js.map' })).statusCode, 200);
      assert.equal((await withMaps.app.inject({ method: 'GET', url: '/remotes/mf-catalog/0.1.0/server/remoteEntry.js' })).statusCode, 404);
    } finally {
      await withMaps.close();
    }
    assert.equal(siteSettings({}, '/nowhere').sourceMaps, false);
    assert.equal(siteSettings({ NODE_ENV: 'development' }, '/nowhere').sourceMaps, true);
    assert.equal(siteSettings({ NODE_ENV: 'development', SOURCE_MAPS: 'off' }, '/nowhere').sourceMaps, false);
  });
});
