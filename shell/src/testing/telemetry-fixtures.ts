// Telemetry tests: a fresh page load (queue on, no areas, a composition) and beacon bodies read back.
import { enableTelemetryQueue } from '../telemetry/telemetry-queue';
import { resetPageRemotes, setPageComposition } from '../telemetry/page-remotes';

export const TEST_COMPOSITION = {
  remotes: {
    mf_catalog: { version: '0.4.0', manifest: '/remotes/mf-catalog/0.4.0/mf-manifest.json' },
    mf_product: { version: '0.3.2', manifest: '/remotes/mf-product/0.3.2/mf-manifest.json' },
    mf_cart_checkout: { version: '0.2.0', manifest: '/remotes/mf-cart-checkout/0.2.0/mf-manifest.json' },
  },
};

/** A new page load at `path` (without language prefix), sampled in. */
export function freshPageLoad(path = '/'): void {
  window.history.replaceState({}, '', path);
  enableTelemetryQueue(false);
  enableTelemetryQueue(true);
  resetPageRemotes();
  setPageComposition(TEST_COMPOSITION);
}

export function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** The bodies a mocked sendBeacon received, parsed. */
export async function sentBodies(sendBeacon: jest.Mock): Promise<{ v: number; events: Record<string, unknown>[] }[]> {
  return Promise.all(sendBeacon.mock.calls.map(async ([, blob]: [string, Blob]) => JSON.parse(await readBlob(blob)) as { v: number; events: Record<string, unknown>[] }));
}
