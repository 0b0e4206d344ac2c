// The commerce API as child processes of the site server (embedded PGlite unless DATABASE_URL
// is set): API_INSTANCES processes (default 1) on API_PORT, API_PORT + 1 ..., started from its
// build, waited for until GraphQL answers, stopped with the site. An instance that stops after
// it has answered (a crash, a kill) is started again; one that stops before its first answer
// stops the site (a broken build or database: starting it again would not help).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const RESTART_DELAY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 10_000;
/** An instance up this long when it stops is started again after the first delay. */
const STABLE_AFTER_MS = 30_000;

/** Why API_INSTANCES cannot be served as asked (a message for the operator), or null. */
export function apiInstancesProblem(settings) {
  const asked = settings.apiInstancesAsked;
  if (asked !== null && asked !== undefined && String(asked) !== String(settings.apiInstances)) {
    return `API_INSTANCES must be a whole number of at least 1 (got "${asked}").`;
  }
  if (settings.apiInstances > 1 && settings.startApi && !settings.databaseUrl) {
    return (
      `API_INSTANCES=${settings.apiInstances} needs a PostgreSQL server (DATABASE_URL=postgres://...): ` +
      'the embedded database (PGlite) belongs to one process. Set DATABASE_URL, or run one instance.'
    );
  }
  return null;
}

/**
 * The captcha signing key every instance must share (a challenge issued by one is solved and
 * sent to another): CAPTCHA_HMAC_KEY when set, else one made now for this site's instances.
 */
const captchaKey = process.env.CAPTCHA_HMAC_KEY || randomBytes(32).toString('hex');

/** Starts one API process on port; exits the site when the API is not built. */
export function startApi(settings, port = settings.apiPort) {
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
      PORT: String(port),
      HOST: settings.apiHost,
      PUBLIC_URL: settings.publicUrl,
      PAYMENT_ORIGIN: settings.publicUrl,
      CAPTCHA_HMAC_KEY: captchaKey,
    },
  });
}

/**
 * Starts settings.apiInstances API processes and keeps them running. onFatal(message) is called
 * when one stops before it ever answered. One that stops later is started again after 1 s, then
 * 2, 4 ... (at most 10 s) while it keeps stopping, and after 1 s again once it had stayed up for
 * stableAfterMs.
 */
export function startApiInstances(settings, { onFatal, log = (message) => console.error(message), stableAfterMs = STABLE_AFTER_MS }) {
  let stopping = false;
  const instances = Array.from({ length: settings.apiInstances }, (_, i) => ({ port: settings.apiPort + i, child: null, answered: false, delay: RESTART_DELAY_MS }));

  function run(instance) {
    const child = startApi(settings, instance.port);
    instance.child = child;
    const startedAt = Date.now();
    if (settings.apiInstances > 1) log(`commerce API instance on port ${instance.port}: pid ${child.pid}`);
    child.on('exit', (code, signal) => {
      if (stopping || instance.child !== child) return;
      if (!instance.answered) {
        onFatal(`commerce API on port ${instance.port} stopped before it answered (${signal ?? `exit ${code}`})`);
        return;
      }
      // Backoff while it keeps stopping; back to the first delay once it had stayed up a while.
      const delay = Date.now() - startedAt >= stableAfterMs ? RESTART_DELAY_MS : instance.delay;
      instance.delay = Math.min(delay * 2, MAX_RESTART_DELAY_MS);
      log(`commerce API on port ${instance.port} stopped (${signal ?? `exit ${code}`}); starting it again in ${delay} ms`);
      setTimeout(() => {
        if (!stopping) run(instance);
      }, delay).unref();
    });
  }
  instances.forEach(run);

  return {
    instances,
    /** Resolves once every instance answers (rejects like waitForApi). */
    async ready() {
      await Promise.all(
        instances.map(async (instance) => {
          await waitForApi({ ...settings, apiPort: instance.port }, instance.child);
          instance.answered = true;
        }),
      );
    },
    kill(signal = 'SIGTERM') {
      stopping = true;
      for (const instance of instances) instance.child?.kill(signal);
    },
  };
}

/** Resolves once POST /graphql answers below 500; rejects when the child exits or time runs out. */
export async function waitForApi(settings, child, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) throw new Error(`commerce API exited (${child.signalCode ?? `code ${child.exitCode}`})`);
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
