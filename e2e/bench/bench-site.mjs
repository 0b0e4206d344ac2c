// The site the web benchmark measures: scripts/serve-site.mjs on BENCH_PORT with its own
// database (e2e/.data/bench-<port>), started with the settings of one variant (SSR=off for
// "before") and stopped, API included, before the next variant starts on the same database.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');

export async function waitFor(url, ms = 240_000) {
  const t0 = Date.now();
  while (Date.now() - t0 < ms) {
    try {
      const r = await fetch(url);
      await r.arrayBuffer();
      if (r.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`site did not start: ${url}`);
}

async function answers(url) {
  try {
    const r = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    await r.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/** Starts the site with extra environment; resolves once it serves. */
export async function startSite(port, env = {}) {
  const base = `http://localhost:${port}`;
  const apiPort = port + 1000;
  const child = spawn(process.execPath, [join(root, 'scripts', 'serve-site.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), API_PORT: String(apiPort), DATA_DIR: join(root, 'e2e', '.data', `bench-${port}`), NODE_ENV: 'production', ...env },
  });
  const exited = new Promise((resolvePromise) => child.once('exit', resolvePromise));
  const site = {
    base,
    child,
    /** Stops the site and waits until neither it nor its API answers (the next one reuses the database). */
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      const t0 = Date.now();
      while (Date.now() - t0 < 15_000 && ((await answers(`http://127.0.0.1:${apiPort}/graphql`)) || (await answers(`${base}/composition.json`)))) {
        await new Promise((r) => setTimeout(r, 250));
      }
    },
  };
  try {
    await Promise.race([waitFor(`${base}/composition.json`), exited.then((code) => Promise.reject(new Error(`site exited (${code}) before serving`)))]);
  } catch (err) {
    await site.stop();
    throw err;
  }
  return site;
}

/** Load may only be sent to this machine's loopback addresses. */
export function isLoopback(base) {
  const { hostname } = new URL(base);
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}
