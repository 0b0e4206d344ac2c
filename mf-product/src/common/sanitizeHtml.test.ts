import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps text markup and drops scripts, handlers and script links', () => {
    const out = sanitizeHtml('<p onclick="x()">Gümüş <strong>925</strong></p><script>alert(1)</script><a href="javascript:alert(1)">a</a><img src="data:image/svg+xml,x" onerror="y()">');
    expect(out).toBe('<p>Gümüş <strong>925</strong></p><a>a</a><img>');
  });

  it('keeps ordinary links and closes the window handle of new-tab links', () => {
    expect(sanitizeHtml('<a href="/sayfa/teslimat" target="_blank">Teslimat</a>')).toBe('<a href="/sayfa/teslimat" target="_blank" rel="noopener noreferrer">Teslimat</a>');
  });
});
