import { render, screen } from '@testing-library/react';
import { EmailLink } from './EmailLink';

describe('EmailLink', () => {
  it('is a mailto link reading the whole address, with break points only before the @ and the dots', () => {
    const { container } = render(<EmailLink email="magaza12@isiltitaki.com.tr" />);
    const link = screen.getByRole('link', { name: 'magaza12@isiltitaki.com.tr' });
    expect(link).toHaveTextContent(/^magaza12@isiltitaki\.com\.tr$/);
    expect(link).toHaveAttribute('href', 'mailto:magaza12@isiltitaki.com.tr');
    expect(container.querySelectorAll('wbr')).toHaveLength(3);
    expect(link.innerHTML).toBe('magaza12<wbr>@isiltitaki<wbr>.com<wbr>.tr');
  });
});
