import { render } from '@testing-library/react';
import { HtmlContent } from './HtmlContent';

describe('HtmlContent', () => {
  it('renders the html the API sends as it comes (the API has sanitized it)', () => {
    const html = '<h2>Ölçü</h2><p>Yüzük <a href="/olcu" target="_blank" rel="noopener noreferrer">ölçüsü</a></p>';
    const { container } = render(<HtmlContent html={html} className="text" />);
    expect(container.firstElementChild).toHaveClass('text');
    expect(container.firstElementChild!.innerHTML).toBe(html);
  });
});
