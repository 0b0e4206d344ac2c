import { join, resolve } from 'node:path';

export const E2E_ALT_VERSION = '0.1.0-e2e-canary';
// A release of mf-catalog made with `npm run release` for the compose journey.
export const E2E_RELEASE_VERSION = '0.1.0-e2e-release';
// One data folder per port, so two journey runs on different ports never share a database or
// a composition file.
export const e2ePort = process.env.E2E_PORT ?? '3300';
export const e2eDataDir = resolve(import.meta.dirname, '..', '.data', e2ePort);
export const e2eCompositionFile = join(e2eDataDir, 'composition.json');
// The Content-Security-Policy violations the site received (CSP_REPORT_FILE), one JSON line each:
// a journey fails on any (tests/support.ts).
export const e2eCspReportFile = join(e2eDataDir, 'csp-reports.jsonl');
// The journeys' mail catcher (maildev): its web page and REST API on E2E_PORT + 2000.
export const e2eMailCatcherPort = String(Number(e2ePort) + 2000);
// With DATABASE_URL (CI sets it) the journeys' site runs on a PostgreSQL database of its own,
// made afresh at each start; the shared composition lives there too (scripts/compose).
export const e2eDatabaseName = `storefront_e2e_${e2ePort}`;
export function e2eDatabaseUrl(base = process.env.DATABASE_URL) {
  if (!base) return null;
  const url = new URL(base);
  url.pathname = `/${e2eDatabaseName}`;
  return url.toString();
}
