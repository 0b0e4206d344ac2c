import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { threeDsFrameAncestors, threeDsPagePolicy } from './three-ds-policy.js';

test('the shop that may frame the bank page: itself, the public and payment origins and the configured shop origins, each once', () => {
  const ancestors = threeDsFrameAncestors({
    publicUrl: 'https://shop.example/',
    paymentOrigin: 'https://shop.example',
    shopOrigins: ['http://localhost:3003', 'javascript:alert(1)', 'not a url'],
  });
  assert.deepEqual(ancestors, ["'self'", 'https://shop.example', 'http://localhost:3003']);
});

test('each inline script runs by its hash; a page without one runs none', () => {
  const body = 'window.parent.postMessage({"status":"success"}, "https://shop.example");';
  const hash = createHash('sha256').update(body).digest('base64');
  assert.match(threeDsPagePolicy(`<p>x</p><script>${body}</script>`, ["'self'"]), new RegExp(`script-src 'sha256-${hash.replace(/[+/]/g, '\\$&')}';`));
  assert.equal(
    threeDsPagePolicy('<form></form>', ["'self'", 'https://shop.example']),
    "default-src 'none'; script-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self' https://shop.example; base-uri 'none'",
  );
});
