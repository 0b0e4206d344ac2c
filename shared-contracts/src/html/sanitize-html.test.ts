/** @jest-environment jsdom */
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps ordinary markup', () => {
    const html = '<h2>İade</h2><p>15 gün içinde <a href="/sayfa/iade">iade</a> edebilirsiniz.</p><img src="/images/a.jpg" alt="a">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps text markup and drops scripts, handlers and script links', () => {
    const out = sanitizeHtml('<p onclick="x()">Gümüş <strong>925</strong></p><script>alert(1)</script><a href="javascript:alert(1)">a</a><img src="data:image/svg+xml,x" onerror="y()">');
    // An SVG shown through <img> cannot run script, so its data: source may stay; the handler goes.
    expect(out).toBe('<p>Gümüş <strong>925</strong></p><a>a</a><img src="data:image/svg+xml,x">');
  });

  it('removes script elements, frames and on* handlers', () => {
    const out = sanitizeHtml('<p onclick="steal()">Merhaba<script>alert(1)</script></p><img src="x" onerror="alert(2)"><iframe src="//evil"></iframe>');
    expect(out).toBe('<p>Merhaba</p><img src="x">');
  });

  it('removes style sheets and forms that would restyle the page or post elsewhere', () => {
    const out = sanitizeHtml('<style>body{display:none}</style><p>Kargo</p><form action="https://evil.example"><input name="card"></form>');
    expect(out).toBe('<p>Kargo</p>');
  });

  it('removes javascript:, vbscript: and data: links but keeps data: images', () => {
    const out = sanitizeHtml('<a href=" javascript:alert(1)">a</a><a href="data:text/html,x">b</a><a href="VBScript:x">c</a><img src="data:image/png;base64,AAAA" alt="">');
    expect(out).toBe('<a>a</a><a>b</a><a>c</a><img src="data:image/png;base64,AAAA" alt="">');
  });

  it('keeps agreement texts readable: lists, headings, tables', () => {
    const html = '<h3>Madde 1</h3><ol><li>Taraflar</li></ol><table><tbody><tr><td>Satıcı</td><td>Işıltı Takı</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps ordinary links and closes the window handle of new-tab links', () => {
    expect(sanitizeHtml('<a href="/sayfa/teslimat" target="_blank">Teslimat</a>')).toBe('<a href="/sayfa/teslimat" target="_blank" rel="noopener noreferrer">Teslimat</a>');
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
  });
});
