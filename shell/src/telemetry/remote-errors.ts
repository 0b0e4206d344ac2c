// The federation code's hooks for a remote's errors: its area's error boundary caught one, its
// module failed to load, or the window saw an uncaught error from its files. Each is queued with
// the remote's name (and the current page view) for the reporter; nothing here measures or sends.
// One record per remote, version and kind per page view: a loop of errors is one error.
import type { TelemetryErrorKind } from 'shared-contracts/telemetry';
import { attributeEvent } from './error-attribution';
import { currentPageView, federationOf } from './page-remotes';
import { queueTelemetry } from './telemetry-queue';

function record(remote: string, errorKind: TelemetryErrorKind, version?: string): void {
  const view = currentPageView();
  const key = `${remote}|${version ?? ''}|${errorKind}`;
  if (view.errors.has(key)) return;
  view.errors.add(key);
  queueTelemetry({ kind: 'error', view, remote, version, errorKind });
}

/** RemoteErrorBoundary's componentDidCatch. A failed load reaches it too: the loader reported that. */
export function reportRemoteAreaError(areaId: string, error: unknown): void {
  if (error instanceof Error && error.name === 'RemoteModuleError') return;
  record(federationOf(areaId), 'boundary');
}

/** The remote loader gave up on a module (after its retries). */
export function reportRemoteLoadFailure(moduleId: string): void {
  record(federationOf(moduleId), 'load');
}

/** Listens for uncaught errors and unhandled rejections from a remote's files; returns the removal. */
export function captureUncaughtRemoteErrors(win: Window = window): () => void {
  const onError = (event: Event) => {
    const attribution = attributeEvent(event);
    if (attribution) record(attribution.remote, 'uncaught', attribution.version);
  };
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onError);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onError);
  };
}
