import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { telemetryBodySchema } from 'shared-contracts/telemetry';
import { freshPageLoad, sentBodies } from '../testing/telemetry-fixtures';
import { notePageRemoteArea } from './page-remotes';
import { reportRemoteAreaError } from './remote-errors';
import { ERROR_FLUSH_INTERVAL_MS, startTelemetryReporter } from './telemetry-reporter';

jest.mock('web-vitals', () => ({ onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn() }));

type VitalsCallback = (metric: Metric) => void;
const vitalsCallback = (fn: unknown): VitalsCallback => (fn as jest.Mock).mock.calls[0][0] as VitalsCallback;
const metric = (value: number) => ({ value }) as Metric;

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });

function hidePage() {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
}
function showPage() {
  visibility = 'visible';
  document.dispatchEvent(new Event('visibilitychange'));
}

let sendBeacon: jest.Mock;
let stop: () => void = () => undefined;

function start(allowed: () => boolean = () => true) {
  sendBeacon = jest.fn(() => true);
  stop = startTelemetryReporter({ allowed, transport: { sendBeacon } });
}

beforeEach(() => {
  jest.clearAllMocks();
  visibility = 'visible';
  freshPageLoad('/altin-kolye');
});
afterEach(() => {
  stop();
  jest.useRealTimers();
});

describe('the telemetry reporter', () => {
  it('sends one view with the route, the remotes shown and the vitals when the page is hidden', async () => {
    notePageRemoteArea('mf_catalog/InstantSearch', false);
    notePageRemoteArea('mf_product/ProductPage', true);
    start();
    vitalsCallback(onLCP)(metric(1834.4));
    vitalsCallback(onINP)(metric(88));
    vitalsCallback(onCLS)(metric(0.031234));
    expect(sendBeacon).not.toHaveBeenCalled();

    hidePage();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0][0]).toBe('/telemetry');
    expect((sendBeacon.mock.calls[0][1] as Blob).type).toBe('application/json');
    const [body] = await sentBodies(sendBeacon);
    expect(body).toEqual({ v: 1, events: [{ t: 'view', route: 'product', remotes: { mf_catalog: '0.4.0', mf_product: '0.3.2' }, lcp: 1834, inp: 88, cls: 0.0312 }] });
    expect(telemetryBodySchema.safeParse(body).success).toBe(true);

    // Hidden again after coming back, and the page going away: still one view for this page view.
    showPage();
    hidePage();
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('ends the view when the SPA moves on: the vitals so far go with it, the next view has none', async () => {
    const leaveProduct = notePageRemoteArea('mf_product/ProductPage', true);
    start();
    vitalsCallback(onLCP)(metric(2100));
    window.history.pushState({}, '', '/cart');
    leaveProduct();
    notePageRemoteArea('mf_cart_checkout/CartPage', true);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    hidePage();
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    const [first, second] = await sentBodies(sendBeacon);
    expect(first.events).toEqual([{ t: 'view', route: 'product', remotes: { mf_product: '0.3.2' }, lcp: 2100 }]);
    expect(second.events).toEqual([{ t: 'view', route: 'cart', remotes: { mf_cart_checkout: '0.2.0' } }]);
  });

  it('sends what waited for it when it starts (a view the visitor left before it loaded)', async () => {
    const leave = notePageRemoteArea('mf_product/ProductPage', true);
    leave();
    start();
    expect((await sentBodies(sendBeacon))[0].events).toEqual([{ t: 'view', route: 'product', remotes: { mf_product: '0.3.2' } }]);
  });

  it('sends errors with the next flush, and on their own at most every 5 s', async () => {
    jest.useFakeTimers();
    notePageRemoteArea('mf_product/ProductPage', true);
    start();
    reportRemoteAreaError('mf_product/ProductPage', new Error('render crash'));
    jest.advanceTimersByTime(0);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    reportRemoteAreaError('mf_catalog/ProductSlider', new Error('render crash'));
    jest.advanceTimersByTime(ERROR_FLUSH_INTERVAL_MS - 1);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    const bodies = await sentBodies(sendBeacon);
    expect(bodies.map((b) => b.events)).toEqual([
      [{ t: 'error', route: 'product', remote: 'mf_product', version: '0.3.2', kind: 'boundary' }],
      [{ t: 'error', route: 'product', remote: 'mf_catalog', version: '0.4.0', kind: 'boundary' }],
    ]);
  });

  it('sends nothing while sending is not allowed (consent withdrawn), and nothing once stopped', () => {
    let allowed = false;
    notePageRemoteArea('mf_product/ProductPage', true);
    start(() => allowed);
    hidePage();
    expect(sendBeacon).not.toHaveBeenCalled();
    allowed = true;
    stop();
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('falls back to fetch with keepalive when sendBeacon refuses', () => {
    const fetchMock = jest.fn(async () => new Response(null, { status: 204 }));
    notePageRemoteArea('mf_product/ProductPage', true);
    stop = startTelemetryReporter({ allowed: () => true, transport: { sendBeacon: () => false, fetch: fetchMock as unknown as typeof fetch } });
    hidePage();
    expect(fetchMock).toHaveBeenCalledWith('/telemetry', expect.objectContaining({ method: 'POST', keepalive: true }));
  });

  it('leaves out a vital over its cap and an area whose version the composition does not name', async () => {
    notePageRemoteArea('mf_account/LoginPage', false);
    notePageRemoteArea('mf_product/ProductPage', true);
    start();
    vitalsCallback(onLCP)(metric(500_000));
    vitalsCallback(onCLS)(metric(0.2));
    hidePage();
    expect((await sentBodies(sendBeacon))[0].events).toEqual([{ t: 'view', route: 'product', remotes: { mf_product: '0.3.2' }, cls: 0.2 }]);
  });
});
