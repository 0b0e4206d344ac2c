import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { shellMessagesTr } from '../i18n/tr';
import { renderWithShell } from '../testing/render-with-shell';
import { QaOverrideMarker } from './QaOverrideMarker';

type CompositionWindow = Window & { __STOREFRONT_COMPOSITION__?: unknown };
const remotes = { mf_catalog: { version: '0.4.0', manifest: '/remotes/mf-catalog/0.4.0/mf-manifest.json' } };
const override = { remote: 'mf_catalog', version: '0.4.0', expiresAt: '2030-01-01T00:00:00.000Z' };

afterEach(() => delete (window as CompositionWindow).__STOREFRONT_COMPOSITION__);

describe('QaOverrideMarker', () => {
  it('shows the active override with a link that clears it', async () => {
    (window as CompositionWindow).__STOREFRONT_COMPOSITION__ = { remotes, override };
    renderWithShell(<QaOverrideMarker />);
    const region = await screen.findByRole('region', { name: 'Test sürümü' });
    expect(region).toHaveTextContent('Test sürümü: mf-catalog 0.4.0');
    expect(screen.getByRole('status')).toHaveTextContent('Test sürümü: mf-catalog 0.4.0');
    expect(screen.getByRole('link', { name: 'Test sürümünü kaldır' })).toHaveAttribute('href', '/qa-override/clear');
  });

  it('speaks English on an English page', async () => {
    (window as CompositionWindow).__STOREFRONT_COMPOSITION__ = { remotes, override };
    renderWithShell(<QaOverrideMarker />, { language: 'en' });
    expect(await screen.findByRole('status')).toHaveTextContent('QA: mf-catalog 0.4.0');
    expect(screen.getByRole('link', { name: 'Clear the QA override' })).toHaveTextContent('Clear');
  });

  it('shows nothing without an override, or with a malformed one', () => {
    (window as CompositionWindow).__STOREFRONT_COMPOSITION__ = { remotes };
    const { container } = renderWithShell(<QaOverrideMarker />);
    expect(container).toBeEmptyDOMElement();
    (window as CompositionWindow).__STOREFRONT_COMPOSITION__ = { remotes, override: { remote: 'mf_catalog' } };
    const again = renderWithShell(<QaOverrideMarker />);
    expect(again.container).toBeEmptyDOMElement();
  });

  it('is not in the first render (the server\'s HTML), so hydration agrees', () => {
    (window as CompositionWindow).__STOREFRONT_COMPOSITION__ = { remotes, override };
    const html = renderToString(
      <IntlProvider locale="tr" messages={shellMessagesTr}>
        <QaOverrideMarker />
      </IntlProvider>,
    );
    expect(html).toBe('');
  });
});
