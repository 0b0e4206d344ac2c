import { act, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteArea } from '../federation/RemoteArea';
import { configureRemoteRetry } from '../federation/remote-loader';
import { renderWithShell } from '../testing/render-with-shell';
import { freshPageLoad } from '../testing/telemetry-fixtures';
import { captureUncaughtRemoteErrors } from './remote-errors';
import { takeTelemetry, type TelemetryRecord } from './telemetry-queue';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

const errors = (records: TelemetryRecord[]) =>
  records.flatMap((r) => (r.kind === 'error' ? [{ remote: r.remote, version: r.version, kind: r.errorKind, routeArea: r.view.routeArea }] : []));

function Crashing(): never {
  throw new Error('render crash');
}

beforeEach(() => {
  freshPageLoad('/');
  configureRemoteRetry([1]);
  mockedLoadRemote.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('a remote\'s errors, queued for the reporter', () => {
  it('records a crash in a remote area as "boundary", with the page\'s route area', async () => {
    mockedLoadRemote.mockResolvedValue({ default: Crashing });
    await act(async () => renderWithShell(<RemoteArea id="mf_stores_content/HomePage" route />));
    expect(errors(takeTelemetry())).toEqual([{ remote: 'mf_stores_content', version: undefined, kind: 'boundary', routeArea: 'mf_stores_content/HomePage' }]);
  });

  it('records a failed load as "load" once, not again as the boundary\'s', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('remote down'));
    await act(async () => renderWithShell(<RemoteArea id="mf_catalog/ProductSlider" />));
    // The area's fallback shows once the loader has given up.
    await screen.findByRole('button');
    expect(errors(takeTelemetry())).toEqual([{ remote: 'mf_catalog', version: undefined, kind: 'load', routeArea: null }]);
  });

  it('records an uncaught error or rejection from a remote\'s files with the version in their path', () => {
    const release = captureUncaughtRemoteErrors(window);
    try {
      const fromCatalog = Object.assign(new Error('boom'), { stack: 'Error: boom\n    at h (http://localhost/remotes/mf-catalog/0.4.0/static/js/9.js:1:1)' });
      window.dispatchEvent(new ErrorEvent('error', { error: fromCatalog }));
      // The same error again in this page view is not counted twice.
      window.dispatchEvent(new ErrorEvent('error', { error: fromCatalog }));
      const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
      rejection.reason = { stack: 'at x (http://localhost/remotes/mf-product/0.3.2/a.js:1:1)' };
      window.dispatchEvent(rejection);
      // The shell's own error: not a remote's.
      window.dispatchEvent(new ErrorEvent('error', { error: new Error('shell'), filename: 'http://localhost/static/js/main.js' }));
      expect(errors(takeTelemetry())).toEqual([
        { remote: 'mf_catalog', version: '0.4.0', kind: 'uncaught', routeArea: null },
        { remote: 'mf_product', version: '0.3.2', kind: 'uncaught', routeArea: null },
      ]);
    } finally {
      release();
    }
  });
});
