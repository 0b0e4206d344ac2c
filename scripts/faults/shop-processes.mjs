// The processes the fault and topology suites run, as a supervisor would: API instances
// (`npm run serve:api`, scripts/serve-api.mjs) and site servers (scripts/serve-site.mjs), each on
// a free port, waited for until their /ready answers, their output kept for failure reports; and
// free ports to put things on. nginx in front: scripts/deploy/nginx-process.mjs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { waitForApi } from '../site-server/api-process.mjs';

export const ROOT = resolve(import.meta.dirname, '..', '..');

/** Whether a loopback port is free. */
function portFree(port) {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
}

/** A free port with `count` free ports from it on (consecutive: API_PORT, API_PORT + 1 ...). */
export async function freePorts(count = 1) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 30_000);
    const all = await Promise.all(Array.from({ length: count }, (_, i) => portFree(base + i)));
    if (all.every(Boolean)) return base;
  }
  throw new Error('no free ports');
}

/** commerce-api's build (the suite runs what `npm start` runs); built when missing. */
export function ensureApiBuilt() {
  if (existsSync(join(ROOT, 'commerce-api', 'dist', 'server', 'main.js'))) return;
  const built = spawnSync('npm', ['run', 'build', '-w', 'commerce-api'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('commerce-api did not build');
}

/** A node process of the shop: { url, child, pid, output(), stop(signal), kill() }. */
async function startService(script, env, url, readyTimeoutMs) {
  const child = spawn(process.execPath, [join(ROOT, 'scripts', script)], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output += chunk;
    if (output.length > 2_000_000) output = output.slice(-1_000_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
  await waitForApi(url, child, readyTimeoutMs, script).catch((error) => {
    throw new Error(`${error.message}:\n${output.slice(-4000)}`);
  });
  return {
    url,
    child,
    pid: child.pid,
    exited,
    output: () => output,
    /** Stops it (SIGTERM: a graceful stop, SIGKILL after 15 s) and resolves with how it exited. */
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      return exited;
    },
  };
}

/**
 * An API instance (scripts/serve-api.mjs) on PORT with env (DATABASE_URL, CAPTCHA_HMAC_KEY ...).
 * Resolves once its /ready answers (the database reachable, migrated and seeded).
 */
export function startApi(env, { readyTimeoutMs = 240_000 } = {}) {
  return startService('serve-api.mjs', { HOST: '127.0.0.1', ...env }, `http://127.0.0.1:${env.PORT}`, readyTimeoutMs);
}

/**
 * A site server (scripts/serve-site.mjs) with env (PORT, API_URL, SERVE_API=off ...). Resolves
 * once its /ready answers (the remotes loaded).
 */
export function startSite(env, { readyTimeoutMs = 240_000 } = {}) {
  return startService('serve-site.mjs', { HOST: '127.0.0.1', ...env }, `http://127.0.0.1:${env.PORT}`, readyTimeoutMs);
}
