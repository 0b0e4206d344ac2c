// The commerce API as a child process of the site server (embedded PGlite unless DATABASE_URL
// is set): started from its build, waited for until GraphQL answers, stopped with the site.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Starts the API's build on API_PORT; exits the process when the API is not built. */
export function startApi(settings) {
  const entry = join(settings.root, 'commerce-api', 'dist', 'server', 'main.js');
  if (!existsSync(entry)) {
    console.error('commerce-api is not built: run `npm run build` first.');
    process.exit(1);
  }
  return spawn(process.execPath, [entry], {
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

/** Resolves once POST /graphql answers below 500; rejects when the child exits or time runs out. */
export async function waitForApi(settings, child, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`commerce API exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`http://${settings.apiHost}:${settings.apiPort}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
        signal: AbortSignal.timeout(5_000),
      });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('commerce API did not start in time');
}
