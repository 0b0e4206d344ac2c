// "The page has settled": the first screen is done. Work the first screen does not need (widgets
// in remote slots, the header's instant search, the footer, the home page's structured data)
// waits for it, so it does not compete with the route's own module and data for the network and
// the main thread (it would delay the largest paint and block the thread while the page starts).
//
// Settled = the route's area has been shown (its module, or the not-found page, or a fallback),
// then no GraphQL request and no remote module load is in flight for two idle periods in a row. A visitor's first interaction settles
// the page at once, and a ceiling settles it whatever happens (a page with no remote, an API
// that never answers). Once settled it stays settled: later navigations load widgets at once.
// Only the boot (bootstrap.tsx) starts unsettled; anything rendered without it (unit tests, a
// remote's standalone page) counts as settled.
import { useSyncExternalStore } from 'react';
import { onServer } from 'shared-contracts/boot';

type Listener = () => void;

let settled = true;
let busy = 0;
let routeShown = false;
let checkScheduled = false;
const listeners = new Set<Listener>();

const onIdle = (fn: () => void) => {
  if (!onServer() && typeof window.requestIdleCallback === 'function') window.requestIdleCallback(fn, { timeout: 1500 });
  else setTimeout(fn, 50);
};

export function isPageSettled(): boolean {
  return settled;
}

export function settlePage(): void {
  if (settled) return;
  settled = true;
  for (const listener of [...listeners]) listener();
}

export function subscribePageSettled(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Resolves once the page has settled (at once if it has). */
export function whenPageSettled(): Promise<void> {
  if (settled) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = subscribePageSettled(() => {
      unsubscribe();
      resolve();
    });
  });
}

function scheduleCheck(): void {
  if (settled || checkScheduled || !routeShown || busy > 0) return;
  checkScheduled = true;
  // Two idle periods: React renders a loaded module and starts its queries in tasks of its own.
  onIdle(() =>
    onIdle(() => {
      checkScheduled = false;
      if (busy === 0) settlePage();
      else scheduleCheck();
    }),
  );
}

/** Counts a GraphQL request or a remote module load while it is in flight. */
export function trackBusy<T>(work: Promise<T>): Promise<T> {
  busy += 1;
  const done = () => {
    busy -= 1;
    scheduleCheck();
  };
  work.then(done, done);
  return work;
}

/** The route's area is on the screen (its queries, if any, have started). */
export function markRouteShown(): void {
  routeShown = true;
  // On <html> too: the route's own area has been taken over (its Suspense boundary hydrates
  // after the shell's), which journeys wait for before they act on the page.
  if (!onServer()) document.documentElement.dataset.routeShown = 'true';
  scheduleCheck();
}

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/** The page starts unsettled; the visitor's first interaction or the ceiling settles it. */
export function startSettling(win: Window = window, ceilingMs = 6000): () => void {
  settled = false;
  busy = 0;
  routeShown = false;
  checkScheduled = false;
  const settleNow = () => settlePage();
  for (const type of INTERACTIONS) win.addEventListener(type, settleNow, { once: true, passive: true, capture: true });
  const ceiling = win.setTimeout(settleNow, ceilingMs);
  const uninstall = () => {
    win.clearTimeout(ceiling);
    for (const type of INTERACTIONS) win.removeEventListener(type, settleNow, { capture: true });
  };
  subscribePageSettled(uninstall);
  return uninstall;
}

export function usePageSettled(): boolean {
  return useSyncExternalStore(subscribePageSettled, isPageSettled, isPageSettled);
}
