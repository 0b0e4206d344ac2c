import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps ordinary markup', () => {
    const html = '<h2>İade</h2><p>15 gün içinde <a href="/sayfa/iade">iade</a> edebilirsiniz.</p><img src="/images/a.jpg" alt="a">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes script elements and on* handlers', () => {
    const out = sanitizeHtml('<p onclick="steal()">Merhaba<script>alert(1)</script></p><img src="x" onerror="alert(2)"><iframe src="//evil"></iframe>');
    expect(out).toBe('<p>Merhaba</p><img src="x">');
  });

  it('removes javascript: and data: links but keeps data: images', () => {
    const out = sanitizeHtml('<a href=" javascript:alert(1)">a</a><a href="data:text/html,x">b</a><img src="data:image/png;base64,AAAA" alt="">');
    expect(out).toBe('<a>a</a><a>b</a><img src="data:image/png;base64,AAAA" alt="">');
  });

  it('isolates links that open a new window', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
  });
});
