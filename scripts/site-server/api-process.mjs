// `npm start`'s one-command default: one commerce API process beside the site server (embedded
// PGlite unless DATABASE_URL is set), started from its build on API_PORT, waited for until it is
// ready, stopped with the site. It is not supervised here: when it stops, the site stops too
// (with its exit named), and whatever runs the site (a terminal, systemd) decides what follows.
// Deployments run the API as its own service instead (`npm run serve:api`, several behind nginx:
// deploy/) and the site with SERVE_API=off.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Why the site cannot start with these settings (a message for the operator), or null. */
export function apiSettingsProblem(settings) {
  if (settings.apiInstancesAsked !== null && settings.apiInstancesAsked !== undefined) {
    return (
      'API_INSTANCES is no longer read: the site server starts at most one API beside itself. Run API ' +
      'processes as services of their own (npm run serve:api, one PORT each) behind nginx (deploy/README), ' +
      'and the site servers with SERVE_API=off API_URL=<nginx internal API address>.'
    );
  }
  return null;
}

/** The API's build, or null when it is not built. */
export function apiEntry(settings) {
  const entry = join(settings.root, 'commerce-api', 'dist', 'server', 'main.js');
  return existsSync(entry) ? entry : null;
}

/** Starts the API process on settings.apiPort (caller checked apiEntry). */
export function startApi(settings) {
  return spawn(process.execPath, [apiEntry(settings)], {
    cwd: join(settings.root, 'commerce-api'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      PORT: String(settings.apiPort),
      HOST: settings.apiHost,
      PUBLIC_URL: settings.publicUrl,
      PAYMENT_ORIGIN: settings.publicUrl,
    },
  });
}

/**
 * Resolves once url/ready answers 200 (the API's, or any service of the shop's: name says which);
 * rejects when the child exits first or time runs out.
 */
export async function waitForApi(apiUrl, child, timeoutMs = 180_000, name = 'commerce API') {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) throw new Error(`${name} exited before it was ready (${child.signalCode ?? `code ${child.exitCode}`})`);
    try {
      const response = await fetch(`${apiUrl}/ready`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${name} was not ready at ${apiUrl}/ready within ${Math.round(timeoutMs / 1000)} s`);
}
