// nginx's configuration as nginx-config.mjs writes it: accepted by `nginx -t`, with every server
// and setting in place, and a value nginx would refuse (or one that would open the internal API
// listener to the world) named before anything is written. node --test.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NGINX } from './nginx-process.mjs';
import { nginxConfig } from './nginx-config.mjs';

const options = {
  listen: '127.0.0.1:18080',
  apiListen: '127.0.0.1:18081',
  siteServers: ['127.0.0.1:3001', '127.0.0.1:3002'],
  apiServers: ['127.0.0.1:4001', '127.0.0.1:4002'],
  root: '/srv/storefront',
};

test('the configuration names every server with its passive check, the limits and the root', () => {
  const text = nginxConfig({ ...options, maxBody: '512k', clientTimeout: '5s' });
  for (const server of [...options.siteServers, ...options.apiServers]) assert.match(text, new RegExp(`server ${server} max_fails=1 fail_timeout=5s;`));
  assert.match(text, /client_max_body_size 512k;/);
  assert.match(text, /client_header_timeout 5s;/);
  assert.match(text, /alias \/srv\/storefront\/\$1\/dist\/\$2\/\$3;/);
  assert.match(text, /listen 127\.0\.0\.1:18081;/);
  assert.doesNotMatch(text, /__[A-Z_]+__/, 'every setting filled in');
  assert.doesNotMatch(text, /^user /m, 'no user unless given');
  assert.match(text, /map \$cookie_cookie_consent \$consent_variant \{\n\s+"~\^v1/, 'the consent cookie of the shell build');
  assert.match(text, /proxy_cache_key "[^"]*\|\$consent_variant\|[^"]*";/, 'pages with and without the consent banner are kept apart');
  assert.match(text, /proxy_cache_key "[^"]*\|\$cookie_sf_bucket";/, 'a canary bucket is a variant of its own');
  assert.match(text, /proxy_cache_bypass [^;]*\$cookie_sf_qa;/, 'a QA override is never served from the cache');
  assert.match(text, /proxy_no_cache [^;]*\$cookie_sf_qa /, 'nor stored in it');
});

test('values nginx would refuse, or an internal listener open to all, are named', () => {
  assert.throws(() => nginxConfig({ ...options, siteServers: [] }), /siteServers/);
  assert.throws(() => nginxConfig({ ...options, apiServers: ['127.0.0.1:4001; evil'] }), /server/);
  assert.throws(() => nginxConfig({ ...options, root: 'relative/path' }), /root/);
  assert.throws(() => nginxConfig({ ...options, apiListen: '8081' }), /apiListen/);
  assert.throws(() => nginxConfig({ ...options, apiListen: '0.0.0.0:8081' }), /apiListen/);
  assert.throws(() => nginxConfig({ ...options, maxBody: 'lots' }), /maxBody/);
  assert.throws(() => nginxConfig({ ...options, consentCookie: { name: 'c; evil', pattern: '^v1$' } }), /consentCookie/);
});

test('nginx -t accepts it', { skip: existsSync(NGINX) ? false : 'nginx is not installed' }, () => {
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-config-test-'));
  try {
    for (const folder of ['temp', 'cache']) mkdirSync(join(prefix, folder));
    const file = join(prefix, 'nginx.conf');
    writeFileSync(file, nginxConfig({ ...options, user: process.getuid?.() === 0 ? 'root' : null, accessLog: join(prefix, 'access.log'), errorLog: join(prefix, 'error.log') }));
    const checked = spawnSync(NGINX, ['-t', '-p', prefix, '-c', file], { encoding: 'utf8' });
    assert.equal(checked.status, 0, checked.stderr);
  } finally {
    rmSync(prefix, { recursive: true, force: true });
  }
});
