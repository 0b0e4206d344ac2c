// The journeys change the composition the way the shell team does: through the compose tool and
// its store (the e2e site's composition file, or its PostgreSQL database under CI), never by
// writing a file the site may not read.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { composePaths } from '../../scripts/compose/compose-paths.mjs';
import { openCompositionStore } from '../../scripts/compose/composition-store.mjs';
import { e2eCompositionFile, e2eDatabaseUrl, e2ePort } from './e2e-paths.mjs';

const root = resolve(import.meta.dirname, '..', '..');

/** The environment the e2e site's compose tool runs in. */
export const e2eComposeEnv = () => ({ ...process.env, COMPOSITION_FILE: e2eCompositionFile, DATABASE_URL: e2eDatabaseUrl() ?? '', COMPOSE_USER: 'e2e' });

/** `npm run compose -- ...args` against the e2e site: { code, out }. */
export function compose(...args) {
  const r = spawnSync(process.execPath, [join(root, 'scripts', 'compose', 'compose.mjs'), ...args], { encoding: 'utf8', env: e2eComposeEnv() });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

async function withStore(work) {
  const env = e2eComposeEnv();
  const store = openCompositionStore({ env, paths: composePaths(env, root) });
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

/** The e2e site's shared composition as stored now ({ remotes, canaries? }). */
export const readComposition = () => withStore(async (store) => (await store.read()).composition);

/** What the e2e site serves a visitor with this Cookie header ({} when it does not answer). */
async function servedComposition(cookie = '') {
  try {
    return await (await fetch(`http://127.0.0.1:${e2ePort}/composition.json`, { headers: { cookie } })).json();
  } catch {
    return {};
  }
}

/**
 * Resolves once the e2e site serves the stored live composition (a site server follows a change
 * within a second: PostgreSQL's notification arrives a moment after the change is committed).
 */
export async function siteFollows(timeoutMs = 2000) {
  const { remotes } = await readComposition();
  const wanted = JSON.stringify(Object.entries(remotes).map(([name, r]) => [name, r.version]).sort());
  const started = Date.now();
  for (;;) {
    const served = await servedComposition();
    const versions = JSON.stringify(Object.entries(served.remotes ?? {}).map(([name, r]) => [name, r.version]).sort());
    if (versions === wanted) return;
    if (Date.now() - started > timeoutMs) throw new Error(`the e2e site did not follow the composition within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Resolves once the e2e site serves a visitor in bucket 0 that remote's canary version. */
export async function canaryServed(remote, version, timeoutMs = 2000) {
  const started = Date.now();
  for (;;) {
    const served = await servedComposition('sf_bucket=0');
    if (served.remotes?.[remote]?.version === version) return;
    if (Date.now() - started > timeoutMs) throw new Error(`the e2e site did not serve the canary ${remote} ${version} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Replaces the stored composition (past compose's checks: the journeys also try versions the
 * checks would refuse, to see the shop contain them), recording it as the e2e's change; resolves
 * once the site serves it.
 */
export async function writeComposition(next) {
  await withStore((store) =>
    store.change(() => ({ next, entries: [{ at: new Date().toISOString(), who: 'e2e', action: 'set', remote: 'e2e', from: 'e2e', to: 'e2e' }] })),
  );
  await siteFollows();
}
