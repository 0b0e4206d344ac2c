// The boot's first telemetry step, before anything can fail: the sampling decision (once per page
// load, by the browser config's telemetrySampleRate) and, for a sampled page, the queue switched on
// and the window's uncaught errors watched. Nothing is measured or sent here (start-telemetry.ts).
import { telemetrySampleRate } from '../config/browser-config';
import { captureUncaughtRemoteErrors } from './remote-errors';
import { enableTelemetryQueue } from './telemetry-queue';

/** Whether this page load reports. */
export function captureTelemetry(rate: number = telemetrySampleRate(), random: () => number = Math.random, win: Window = window): boolean {
  const sampled = rate > 0 && random() < rate;
  enableTelemetryQueue(sampled);
  if (sampled) captureUncaughtRemoteErrors(win);
  return sampled;
}
