// The processes the fault suite runs: the site server of `npm start` (scripts/serve-site.mjs)
// with its API instances, on free ports, its output kept for the instances' process ids and
// for failure reports; and free ports to put things on.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

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

/**
 * Starts the site server with env (PORT, API_PORT, API_INSTANCES, DATABASE_URL ...). Resolves
 * once it says it is ready. Returns { url, output(), instancePids(), stop() }.
 */
export async function startSite(env, { readyTimeoutMs = 240_000 } = {}) {
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'serve-site.mjs')], {
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
  await new Promise((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`site not ready in time:\n${output.slice(-4000)}`)), readyTimeoutMs);
    const check = () => {
      if (output.includes('Storefront ready at')) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`site exited (${code}) before it was ready:\n${output.slice(-4000)}`));
    });
  });
  return {
    url: `http://127.0.0.1:${env.PORT}`,
    output: () => output,
    /** The current process id of the API instance on port (the last one the site started there). */
    instancePid(port) {
      const matches = [...output.matchAll(new RegExp(`commerce API instance on port ${port}: pid (\\d+)`, 'g'))];
      return matches.length ? Number(matches.at(-1)[1]) : null;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
