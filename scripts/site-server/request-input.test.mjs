// Bad input never answers 500 nor leaves a stack trace (issue 21): broken percent-escapes,
// control characters and over-long values in page and API addresses, a redirect made from a
// visitor's line break or non-Latin-1 letter, '//' paths, and a client that hangs up on /graphql.
// node --test.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { checkPageAddress, isClientGone, safeLocation } from './request-input.mjs';
import { PAGE_REDIRECT_SOURCE, makeSite, startFakeApi } from './test-site.mjs';

test('page addresses that do not decode, hold control characters or are over-long are refused', () => {
  for (const url of ['/kolye%00', '/sayfa/a%0Ab', '/kolye%E0%A4%A', '/kolye?q=%E0%A4%A', '/arama?q=a%00b', '/login?redirectUrl=/a%0Db', '/login?redirectUrl=/a=b%0A', '/x%7F', `/${'a'.repeat(300)}`, `/arama?q=${'a'.repeat(2000)}`]) {
    assert.equal(checkPageAddress(url)?.status, 400, url);
  }
  assert.equal(checkPageAddress(`/arama?q=${'a'.repeat(5000)}`)?.status, 414);
  assert.equal(checkPageAddress(`/kolye?${Array.from({ length: 70 }, (_, i) => `a${i}=1`).join('&')}`)?.status, 400);
  for (const url of ['/', '/kolye', '/kolye/', '/arama?q=y%C3%BCz%C3%BCk+tek', '/kolye?metal=altin,gumus&pagenumber=2', '/en/sayfa/iletisim?utm_source=x&', '/login?redirectUrl=%2Faccount%3Fa%3D1']) {
    assert.equal(checkPageAddress(url), null, url);
  }
});

test("a path with empty segments is sent to the same path without them, never to a host", () => {
  assert.deepEqual(checkPageAddress('//x/account'), { status: 301, location: '/x/account' });
  assert.deepEqual(checkPageAddress('//account?a=1'), { status: 301, location: '/account?a=1' });
  assert.deepEqual(checkPageAddress('/kolye//'), { status: 301, location: '/kolye/' });
});

test('a Location value is printable ASCII whatever it was made of', () => {
  assert.equal(safeLocation('/a\nb'), '/a%0Ab');
  assert.equal(safeLocation('/ıışık ğ'), '/%C4%B1%C4%B1%C5%9F%C4%B1k%20%C4%9F');
  assert.equal(safeLocation('/login?redirectUrl=%2Fa'), '/login?redirectUrl=%2Fa');
  assert.equal(safeLocation('/\ud800x'), '/%EF%BF%BDx');
});

test('a request or answer cut off by the client is told apart from a fault', () => {
  assert.equal(isClientGone(Object.assign(new Error('aborted'), { code: 'ECONNRESET' })), true);
  assert.equal(isClientGone(Object.assign(new Error('Request aborted'), { name: 'AbortError' })), true);
  assert.equal(isClientGone(new Error('aborted')), true);
  assert.equal(isClientGone(new TypeError('x is not a function'), { raw: { aborted: false, socket: { destroyed: false } } }), false);
});

// A build whose guard sends a logged-in visitor of /login back to redirectUrl, as it came.
const REDIRECT_TO_INPUT = `${PAGE_REDIRECT_SOURCE}
module.exports = {
  pageRedirect(input) {
    const back = new URL('http://x' + input.url).searchParams.get('redirectUrl');
    if (input.url.startsWith('/login') && back) return back;
    return pageRedirect(input);
  },
  async renderPage() { return { status: 200, html: '<p>page</p>', complete: true }; },
};`;

describe('the site with bad input', () => {
  let site;
  let api;
  before(async () => {
    api = await startFakeApi();
    site = await makeSite({ bundle: REDIRECT_TO_INPUT, env: { API_PORT: String(api.port) } });
    await site.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    await site.close();
    await api.close();
  });
  const get = (url, headers = {}) => site.app.inject({ method: 'GET', url, headers });
  const stackTraces = () => site.logs.filter((line) => /\n\s+at /.test(line));

  test('malformed encodings, control characters and over-long values answer 4xx and reach neither renderer nor API', async () => {
    const reached = api.received.length;
    const cases = ['/Catalog/CategoryV2?categoryId=%E0%A4%A', '/graphql?x=%E0', '/kolye%00', '/sayfa/a%0Ab', '/kolye?q=%E0%A4%A', `/arama?q=${'ü'.repeat(3000)}`, '/login?redirectUrl=/a%0Ab'];
    for (const url of cases) {
      const res = await get(url, { cookie: 'token=abc' });
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${url}: ${res.statusCode}`);
      assert.doesNotMatch(String(res.headers['cache-control']), /public/, url);
    }
    assert.equal(api.received.length, reached, 'the API saw none of them');
    assert.deepEqual(stackTraces(), []);
  });

  test("a redirect made of a visitor's non-Latin-1 letter or space is sent encoded, not a 500", async () => {
    const res = await get('/login?redirectUrl=/%C4%B1%20x', { cookie: 'token=abc' });
    assert.equal(res.statusCode, 302);
    assert.equal(res.headers.location, '/%C4%B1%20x');
    assert.deepEqual(stackTraces(), []);
  });

  test("'//x/account' answers a redirect to '/x/account', not a page", async () => {
    const res = await get('//x/account');
    assert.equal(res.statusCode, 301);
    assert.equal(res.headers.location, '/x/account');
    assert.equal((await get('//account')).headers.location, '/account');
  });

  test('a client hanging up right after posting to /graphql is logged in one line at most', async () => {
    const before = site.logs.length;
    const { port } = site.app.server.address();
    const body = JSON.stringify({ query: '{ __typename }' });
    for (const extra of [0, 100]) {
      // extra: the body announced longer than sent, so the client leaves in the middle of it.
      await new Promise((resolve) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(`POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length + extra}\r\n\r\n${body}`);
          setTimeout(() => socket.destroy(), extra ? 50 : 0);
        });
        socket.on('error', () => {});
        socket.on('close', resolve);
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const lines = site.logs.slice(before);
    assert.ok(lines.length <= 2, lines.join('\n'));
    assert.ok(lines.every((line) => !line.includes('\n')), lines.join('\n'));
  });
});
