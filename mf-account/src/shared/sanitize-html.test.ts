import { sanitizeHtml } from './sanitize-html';

test('keeps formatting and drops scripts, handlers and javascript: links', () => {
  const out = sanitizeHtml('<p onclick="x()">Metin <b>kalın</b></p><script>alert(1)</script><a href=" javascript:alert(1)">a</a><a href="/sayfa/uyelik">b</a>');
  expect(out).toBe('<p>Metin <b>kalın</b></p><a>a</a><a href="/sayfa/uyelik">b</a>');
});
