// The client address the rate limits count (ip:<address>) comes from X-Forwarded-For only when
// the request arrives through a trusted proxy (TRUSTED_PROXIES; default the site server on
// loopback), and then only as far back as the chain of trusted proxies goes.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApi, type TestApi } from '../testing/test-api.js';
import { DEFAULT_TRUSTED_PROXIES, parseTrustedProxies } from './trusted-proxies.js';

const CHECK = 'mutation($v: String!) { easyLoginCheck(type: EMAIL, value: $v) { result } }';

function recordingLimiter() {
  const keys: string[][] = [];
  return { keys, limiter: { hit: (_bucket: string, k: string[]) => (keys.push(k), false) } };
}

async function addressSeen(api: TestApi, keys: string[][], ip: string, forwardedFor?: string): Promise<string> {
  keys.length = 0;
  const res = await api.gql(CHECK, { v: 'nobody@storefront.test' }, { ip, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const ipKey = keys[0]?.find((k) => k.startsWith('ip:'));
  assert.ok(ipKey, 'the rate limiter counted the address');
  return ipKey.slice(3);
}

describe('TRUSTED_PROXIES', () => {
  it('parses addresses and CIDR ranges; defaults to loopback; refuses what is neither', () => {
    assert.deepEqual(parseTrustedProxies(undefined), ['127.0.0.1', '::1']);
    assert.deepEqual(parseTrustedProxies('  '), [...DEFAULT_TRUSTED_PROXIES]);
    assert.deepEqual(parseTrustedProxies('none'), []);
    assert.deepEqual(parseTrustedProxies('127.0.0.1, ::1,10.0.0.0/8 ,2001:db8::/32,192.168.0.0/255.255.0.0,loopback'), ['127.0.0.1', '::1', '10.0.0.0/8', '2001:db8::/32', '192.168.0.0/255.255.0.0', 'loopback']);
    for (const bad of ['cdn.example.com', '10.0.0.0/33', '::1/129', '1.2.3', '10.0.0.0/abc', '*']) assert.throws(() => parseTrustedProxies(bad), /TRUSTED_PROXIES/, bad);
  });

  describe('default (the site server on loopback)', () => {
    const { keys, limiter } = recordingLimiter();
    let api: TestApi;
    before(async () => {
      api = await createTestApi({ rateLimiter: limiter });
    });
    after(() => api.close());

    it('a spoofed X-Forwarded-For from an untrusted address is ignored', async () => {
      assert.equal(await addressSeen(api, keys, '203.0.113.7', '198.51.100.1'), '203.0.113.7');
      assert.equal(await addressSeen(api, keys, '203.0.113.7', '127.0.0.1'), '203.0.113.7');
      assert.equal(await addressSeen(api, keys, '203.0.113.7'), '203.0.113.7');
    });

    it('the site server on loopback (IPv4, IPv6, IPv4-mapped) names the visitor', async () => {
      assert.equal(await addressSeen(api, keys, '127.0.0.1', '198.51.100.1'), '198.51.100.1');
      assert.equal(await addressSeen(api, keys, '::1', '198.51.100.2'), '198.51.100.2');
      assert.equal(await addressSeen(api, keys, '::ffff:127.0.0.1', '198.51.100.3'), '198.51.100.3');
      assert.equal(await addressSeen(api, keys, '127.0.0.1'), '127.0.0.1', 'no header: the socket');
    });

    it('only the entry the trusted proxy added counts: what the visitor put before it is ignored', async () => {
      assert.equal(await addressSeen(api, keys, '127.0.0.1', '6.6.6.6, 198.51.100.4'), '198.51.100.4');
    });
  });

  describe('a CDN range and the site server', () => {
    const { keys, limiter } = recordingLimiter();
    let api: TestApi;
    before(async () => {
      api = await createTestApi({ rateLimiter: limiter, trustedProxies: parseTrustedProxies('127.0.0.1,::1,10.20.0.0/16') });
    });
    after(() => api.close());

    it('walks back through trusted proxies to the first untrusted address', async () => {
      // visitor -> CDN edge (10.20.3.4) -> site server (loopback) -> API
      assert.equal(await addressSeen(api, keys, '127.0.0.1', '198.51.100.9, 10.20.3.4'), '198.51.100.9');
      assert.equal(await addressSeen(api, keys, '10.20.3.4', '198.51.100.9'), '198.51.100.9', 'the CDN straight to the API');
      assert.equal(await addressSeen(api, keys, '127.0.0.1', '6.6.6.6, 198.51.100.9, 10.20.3.4'), '198.51.100.9', 'a spoofed entry before the visitor');
    });

    it('an address outside the ranges is the client, whatever it claims', async () => {
      assert.equal(await addressSeen(api, keys, '10.21.0.1', '198.51.100.9'), '10.21.0.1');
      assert.equal(await addressSeen(api, keys, '127.0.0.1', '198.51.100.9, 10.99.0.1'), '10.99.0.1', 'an untrusted hop ends the walk');
    });
  });

  describe('none', () => {
    const { keys, limiter } = recordingLimiter();
    let api: TestApi;
    before(async () => {
      api = await createTestApi({ rateLimiter: limiter, trustedProxies: parseTrustedProxies('none') });
    });
    after(() => api.close());

    it('every header is ignored, loopback too', async () => {
      assert.equal(await addressSeen(api, keys, '127.0.0.1', '198.51.100.1'), '127.0.0.1');
    });
  });
});
