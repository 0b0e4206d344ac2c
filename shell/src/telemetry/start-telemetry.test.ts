import { EVENTS } from 'shared-contracts';
import { ACCEPT_ALL, REJECT_ALL } from 'shared-contracts/rules';
import { makeTestStore } from '../testing/render-with-shell';
import { freshPageLoad } from '../testing/telemetry-fixtures';
import { captureTelemetry } from './capture-telemetry';
import { notePageRemoteArea } from './page-remotes';
import { startTelemetry } from './start-telemetry';
import { isTelemetryQueueEnabled, takeTelemetry } from './telemetry-queue';

const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));

function reporterSpy() {
  const stop = jest.fn();
  const startTelemetryReporter = jest.fn((_options: { allowed: () => boolean }) => stop);
  return { stop, startTelemetryReporter, load: jest.fn(async () => ({ startTelemetryReporter })) };
}

beforeEach(() => {
  freshPageLoad('/');
  // The store reads the stored choice from the cookie: each test starts without one.
  document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
});

describe('captureTelemetry: the sampling decision, once per page load', () => {
  it('switches the queue on for a sampled page and off for one sampled out', () => {
    expect(captureTelemetry(0.25, () => 0.1)).toBe(true);
    expect(isTelemetryQueueEnabled()).toBe(true);
    expect(captureTelemetry(0.25, () => 0.3)).toBe(false);
    expect(isTelemetryQueueEnabled()).toBe(false);
    expect(captureTelemetry(0, () => 0)).toBe(false);
  });

  it('keeps nothing of a page sampled out, and loads no reporter for it', async () => {
    captureTelemetry(0.5, () => 0.9);
    notePageRemoteArea('mf_product/ProductPage', true)();
    expect(takeTelemetry()).toEqual([]);
    const reporter = reporterSpy();
    const store = makeTestStore();
    store.dispatch(EVENTS.consentChosen(ACCEPT_ALL));
    startTelemetry(store, { ready: async () => undefined, load: reporter.load });
    await flushPromises();
    expect(reporter.load).not.toHaveBeenCalled();
  });
});

describe('startTelemetry: only with the visitor\'s analytics consent', () => {
  it('loads nothing without a choice, and starts once the choice allowing analytics is made', async () => {
    const reporter = reporterSpy();
    const store = makeTestStore();
    const stop = startTelemetry(store, { ready: async () => undefined, load: reporter.load });
    await flushPromises();
    expect(reporter.load).not.toHaveBeenCalled();

    store.dispatch(EVENTS.consentChosen({ analytics: true, marketing: false }));
    await flushPromises();
    expect(reporter.startTelemetryReporter).toHaveBeenCalledTimes(1);
    expect(reporter.startTelemetryReporter.mock.calls[0][0].allowed()).toBe(true);

    // Withdrawn during the visit: the reporter stops.
    store.dispatch(EVENTS.consentChosen(REJECT_ALL));
    expect(reporter.stop).toHaveBeenCalledTimes(1);
    stop();
  });

  it('drops what waits when the visitor refuses analytics, and never loads the reporter', async () => {
    const reporter = reporterSpy();
    const store = makeTestStore();
    startTelemetry(store, { ready: async () => undefined, load: reporter.load });
    notePageRemoteArea('mf_product/ProductPage', true)();
    store.dispatch(EVENTS.consentChosen(REJECT_ALL));
    await flushPromises();
    expect(takeTelemetry()).toEqual([]);
    expect(reporter.load).not.toHaveBeenCalled();
  });

  it('waits for the page to be loaded and idle before loading the reporter', async () => {
    const reporter = reporterSpy();
    const store = makeTestStore();
    store.dispatch(EVENTS.consentChosen(ACCEPT_ALL));
    let loaded: () => void = () => undefined;
    startTelemetry(store, { ready: () => new Promise<void>((resolve) => (loaded = resolve)), load: reporter.load });
    await flushPromises();
    expect(reporter.load).not.toHaveBeenCalled();
    loaded();
    await flushPromises();
    expect(reporter.startTelemetryReporter).toHaveBeenCalledTimes(1);
  });
});
