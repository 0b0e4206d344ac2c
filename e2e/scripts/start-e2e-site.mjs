// Starts the production site for the journeys: a fresh embedded database, a composition file
// the tests may edit (a copy, so the build stays untouched), and a second, already built version
// of mf-stores-content deployed beside the first — switching to it is an edit of the
// composition file only.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { E2E_ALT_VERSION, e2eDataDir, e2eCompositionFile, e2ePort } from './e2e-paths.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const port = e2ePort;

rmSync(e2eDataDir, { recursive: true, force: true });
mkdirSync(e2eDataDir, { recursive: true });

const builtComposition = join(root, 'shell', 'dist', 'composition.json');
if (!existsSync(builtComposition)) {
  console.error('shell/dist/composition.json is missing: run `npm run build` first.');
  process.exit(1);
}
cpSync(builtComposition, e2eCompositionFile);

// Deploy a second version of one remote beside the first. It is built again when missing or
// older than the deployed version's build (a stale copy could lag behind the shared contracts).
// It is built under its own version name, so the version it reports (data-version on its root,
// in the browser and in the server's HTML) is the name of its folder.
const remoteDist = join(root, 'mf-stores-content', 'dist');
const deployedVersion = JSON.parse(readFileSync(builtComposition, 'utf8')).remotes?.mf_stores_content?.version;
const altDir = join(remoteDist, E2E_ALT_VERSION);
const builtAt = (dir) => (existsSync(join(dir, 'mf-manifest.json')) ? statSync(join(dir, 'mf-manifest.json')).mtimeMs : 0);
if (builtAt(altDir) === 0 || !existsSync(join(altDir, 'server', 'remoteEntry.js')) || (deployedVersion && builtAt(join(remoteDist, deployedVersion)) > builtAt(altDir))) {
  const r = spawnSync('npm', ['run', 'build', '-w', 'mf-stores-content'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, REMOTE_VERSION: E2E_ALT_VERSION },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const child = spawn(process.execPath, [join(root, 'scripts', 'serve-site.mjs')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    API_PORT: process.env.E2E_API_PORT ?? String(Number(port) + 1000),
    DATA_DIR: join(e2eDataDir, 'pglite'),
    COMPOSITION_FILE: e2eCompositionFile,
    // Journeys solve captchas only where they test that flow.
    NODE_ENV: 'production',
    E2E: '1',
    // The journeys read one-time and 3-D Secure codes from the development outbox.
    DEV_OUTBOX: 'on',
    // A generous server-rendering budget: the journeys share two cores with builds and browsers.
    SSR_BUDGET_MS: process.env.SSR_BUDGET_MS ?? '2000',
  },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
