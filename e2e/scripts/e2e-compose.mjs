// The journeys change the composition the way the shell team does: through the compose tool and
// its store (the e2e site's composition file, or its PostgreSQL database under CI), never by
// writing a file the site may not read.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { composePaths } from '../../scripts/compose/compose-paths.mjs';
import { openCompositionStore } from '../../scripts/compose/composition-store.mjs';
import { e2eCompositionFile, e2eDatabaseUrl } from './e2e-paths.mjs';

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

/**
 * Replaces the stored composition (past compose's checks: the journeys also try versions the
 * checks would refuse, to see the shop contain them), recording it as the e2e's change.
 */
export const writeComposition = (next) =>
  withStore((store) =>
    store.change(() => ({ next, entries: [{ at: new Date().toISOString(), who: 'e2e', action: 'set', remote: 'e2e', from: 'e2e', to: 'e2e' }] })),
  );
