// Starts the production site for the journeys: a fresh embedded database, a composition file
// the tests may edit (a copy, so the build stays untouched), and second, already built versions
// of mf-stores-content and mf-catalog deployed beside the first — switching to one is a change
// of the composition file only.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { E2E_ALT_VERSION, E2E_RELEASE_VERSION, e2eCspReportFile, e2eDatabaseName, e2eDatabaseUrl, e2eDataDir, e2eCompositionFile, e2eMailCatcherPort, e2ePort } from './e2e-paths.mjs';

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

// Deploy a second version of a remote beside the first: built again when missing or older than
// the deployed version's build (a stale copy could lag behind the shared contracts). It is built
// under its own version name, so the version it reports (data-version on its root, in the
// browser and in the server's HTML) is the name of its folder.
const builtAt = (dir) => (existsSync(join(dir, 'mf-manifest.json')) ? statSync(join(dir, 'mf-manifest.json')).mtimeMs : 0);
function deployAlongside(federationName, pkg, version, command) {
  const remoteDist = join(root, pkg, 'dist');
  const deployedVersion = JSON.parse(readFileSync(builtComposition, 'utf8')).remotes?.[federationName]?.version;
  const dir = join(remoteDist, version);
  if (builtAt(dir) > 0 && existsSync(join(dir, 'server', 'remoteEntry.js')) && !(deployedVersion && builtAt(join(remoteDist, deployedVersion)) > builtAt(dir))) return;
  // A release never overwrites a version: the stale one goes first.
  rmSync(dir, { recursive: true, force: true });
  const r = spawnSync('npm', command, { cwd: root, stdio: 'inherit', env: { ...process.env, REMOTE_VERSION: version } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
deployAlongside('mf_stores_content', 'mf-stores-content', E2E_ALT_VERSION, ['run', 'build', '-w', 'mf-stores-content']);
// The compose journey's release of mf-catalog, made the way a team releases.
deployAlongside('mf_catalog', 'mf-catalog', E2E_RELEASE_VERSION, ['run', 'release', '-w', 'mf-catalog', '--', '--version', E2E_RELEASE_VERSION]);

// With DATABASE_URL (CI sets it) the journeys run on PostgreSQL, in a database of their own made
// afresh for each start, as the embedded one is: what an earlier run bought or saved must not
// be there (a second run on the same server would otherwise find its addresses and orders).
async function freshPostgresDatabase(url) {
  const { default: pg } = await import(createRequire(join(root, 'commerce-api', 'package.json')).resolve('pg'));
  const name = e2eDatabaseName;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return e2eDatabaseUrl(url);
}
const databaseUrl = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : undefined;

const child = spawn(process.execPath, [join(root, 'scripts', 'serve-site.mjs')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    API_PORT: process.env.E2E_API_PORT ?? String(Number(port) + 1000),
    DATA_DIR: join(e2eDataDir, 'pglite'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    COMPOSITION_FILE: e2eCompositionFile,
    // The policy is enforced as in production; any violation report is kept for the journeys.
    CSP_REPORT_FILE: e2eCspReportFile,
    // Journeys solve captchas only where they test that flow.
    NODE_ENV: 'production',
    E2E: '1',
    // The journeys read one-time and 3-D Secure codes from the development outbox.
    DEV_OUTBOX: 'on',
    // Every message is delivered to a mail catcher (SMS as mails to <phone>@sms.localhost), on
    // PostgreSQL too; a journey reads what a shopper would receive through its REST API.
    MAIL_CATCHER: 'on',
    MAIL_CATCHER_PORT: e2eMailCatcherPort,
    SMTP_URL: '',
    SMS_PROVIDER: '',
    // A generous server-rendering budget: the journeys share two cores with builds and browsers.
    SSR_BUDGET_MS: process.env.SSR_BUDGET_MS ?? '2000',
    // Every journey's browser is one client on loopback, opening pages faster than a visitor:
    // the per-client render budget would answer some of them 429. (Its behaviour is tested in
    // scripts/site-server/render-admission.test.mjs.)
    RENDER_RATE_LIMIT: process.env.RENDER_RATE_LIMIT ?? '100000',
    // The same for the browsers' beacons (telemetry-endpoint.test.mjs tests the limit).
    TELEMETRY_RATE_LIMIT: process.env.TELEMETRY_RATE_LIMIT ?? '100000',
    // The canary journey's automatic abort after a handful of page views, checked twice a second.
    CANARY_MIN_PAGE_VIEWS: process.env.CANARY_MIN_PAGE_VIEWS ?? '8',
    CANARY_CHECK_MS: process.env.CANARY_CHECK_MS ?? '500',
    // Warnings and errors only: a line per request would bury a failing journey's report.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
