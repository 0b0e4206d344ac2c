// Starts the reporter of a sampled page (its own chunk, with web-vitals: no part of the first load)
// once the page has loaded and the browser is idle, and only while the visitor's stored choice
// allows analytics: a choice made during the visit starts it then, a withdrawn one stops it, a
// refusal drops what waits. Without a choice nothing leaves the page.
import { selectConsentGranted, type ShellState } from 'shared-contracts';
import { isTelemetryQueueEnabled, takeTelemetry } from './telemetry-queue';

export interface ConsentSource {
  getState(): ShellState;
  subscribe(listener: () => void): () => void;
}

type Reporter = typeof import('./telemetry-reporter');

export interface StartTelemetryOptions {
  /** Resolves when the reporter may load (default: after 'load', when the browser is idle). */
  ready?: () => Promise<void>;
  load?: () => Promise<Pick<Reporter, 'startTelemetryReporter'>>;
}

/** After the window's load event, in an idle period (at most 5 s later). */
export function afterLoadAndIdle(win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => (typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(() => resolve(), { timeout: 5000 }) : win.setTimeout(resolve, 1));
    if (win.document.readyState === 'complete') idle();
    else win.addEventListener('load', idle, { once: true });
  });
}

const loadReporter = (): Promise<Reporter> => import(/* webpackChunkName: "telemetry" */ './telemetry-reporter');

/** Returns the stop (tests; the page never stops it). */
export function startTelemetry(store: ConsentSource, { ready = afterLoadAndIdle, load = loadReporter }: StartTelemetryOptions = {}): () => void {
  if (!isTelemetryQueueEnabled()) return () => undefined;
  const allowed = () => selectConsentGranted('analytics')(store.getState());
  let stopReporter: (() => void) | null = null;
  let starting = false;
  let loadWhen: Promise<void> | null = null;

  const update = () => {
    if (allowed()) {
      if (stopReporter || starting) return;
      starting = true;
      loadWhen ??= ready();
      loadWhen
        .then(load)
        .then(({ startTelemetryReporter }) => {
          if (allowed() && !stopReporter) stopReporter = startTelemetryReporter({ allowed });
        })
        .catch((error: unknown) => console.warn('[shell] telemetry did not start', error))
        .finally(() => {
          starting = false;
        });
      return;
    }
    stopReporter?.();
    stopReporter = null;
    if (store.getState().consent.choice?.analytics === false) takeTelemetry();
  };
  update();
  const unsubscribe = store.subscribe(update);
  return () => {
    unsubscribe();
    stopReporter?.();
    stopReporter = null;
  };
}
