// When Apollo arrives. Its chunk (~50 kB) is no part of the first load; the first add to cart
// must not wait for its download. So: downloaded (not run) once the page has loaded, settled and
// the browser is idle; run at the visitor's first touch (a pointer or a finger going down, a key,
// a focus), a moment before the click it leads to, rather than at the click. A pointer that moves
// before the idle moment starts the download at once.
import { firstInteraction } from 'shared-contracts';
import { whenPageSettled } from '../federation/page-settled';

/** What comes before a click, earliest first in a visit: the client is made at the first. */
export const FIRST_TOUCH_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** Runs `run` once, at the first of FIRST_TOUCH_EVENTS; returns the uninstaller. */
export function onFirstTouch(run: () => void, win: Window = window): () => void {
  const touched = () => {
    uninstall();
    run();
  };
  const uninstall = () => {
    for (const type of FIRST_TOUCH_EVENTS) win.removeEventListener(type, touched, { capture: true });
  };
  for (const type of FIRST_TOUCH_EVENTS) win.addEventListener(type, touched, { capture: true, passive: true });
  return uninstall;
}

/** Resolves when the document has loaded, the page has settled and the browser has an idle moment. */
export function whenLoadedAndIdle(win: Window = window): Promise<void> {
  const loaded = win.document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => win.addEventListener('load', () => resolve(), { once: true }));
  return Promise.all([loaded, whenPageSettled()]).then(
    () => new Promise<void>((resolve) => (typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(() => resolve(), { timeout: 3000 }) : win.setTimeout(resolve, 200))),
  );
}

export interface WarmUpOptions {
  win?: Window;
  /** Starts the download without running it (default: the chunk whose import() is prefetch-marked). */
  prefetch?: () => Promise<unknown>;
}

/** The data client's Apollo: downloaded at idle, made at the first touch. */
export function warmUpDataClient(data: { load(): Promise<unknown> }, { win = window, prefetch = () => import(/* webpackChunkName: "apollo-prefetch" */ './apollo-prefetch') }: WarmUpOptions = {}): void {
  void Promise.race([whenLoadedAndIdle(win), firstInteraction()])
    .then(prefetch)
    .catch(() => undefined);
  onFirstTouch(() => void data.load().catch(() => undefined), win);
}
