import { act, renderHook, waitFor } from '@testing-library/react';
import { isPageSettled, markRouteShown, startSettling, trackBusy, usePageSettled, whenPageSettled } from './page-settled';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('page settled', () => {
  let uninstall: () => void = () => {};
  afterEach(() => uninstall());

  it('is settled outside the boot (tests, standalone pages)', () => {
    expect(isPageSettled()).toBe(true);
  });

  it('settles once the route area is shown and nothing is in flight', async () => {
    uninstall = startSettling(window, 60_000);
    const request = deferred();
    void trackBusy(request.promise);
    markRouteShown();
    await new Promise((r) => setTimeout(r, 200));
    expect(isPageSettled()).toBe(false);
    request.resolve();
    await whenPageSettled();
    expect(isPageSettled()).toBe(true);
  });

  it('waits for the route area even when nothing is in flight', async () => {
    uninstall = startSettling(window, 60_000);
    delete document.documentElement.dataset.routeShown;
    await new Promise((r) => setTimeout(r, 200));
    expect(isPageSettled()).toBe(false);
    markRouteShown();
    // Journeys wait for this mark before they act on the page.
    expect(document.documentElement.dataset.routeShown).toBe('true');
    await waitFor(() => expect(isPageSettled()).toBe(true));
  });

  it("settles at the visitor's first interaction", async () => {
    uninstall = startSettling(window, 60_000);
    const { result } = renderHook(() => usePageSettled());
    expect(result.current).toBe(false);
    act(() => {
      window.dispatchEvent(new Event('keydown'));
    });
    expect(result.current).toBe(true);
  });

  it('settles at the ceiling whatever is still in flight', async () => {
    uninstall = startSettling(window, 100);
    void trackBusy(new Promise(() => {}));
    await waitFor(() => expect(isPageSettled()).toBe(true));
  });

  it('a failed request counts as finished', async () => {
    uninstall = startSettling(window, 60_000);
    markRouteShown();
    const failing = trackBusy(Promise.reject(new Error('down')));
    await expect(failing).rejects.toThrow('down');
    await waitFor(() => expect(isPageSettled()).toBe(true));
  });
});
