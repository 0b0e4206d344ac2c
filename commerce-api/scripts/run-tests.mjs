// Runs every src/**/*.test.ts with Node's test runner through tsx (ESM TypeScript; see
// register-tsx.mjs), one file per process, one at a time (each opens its own database). Pass
// file paths to run fewer.
// Always on the embedded PGlite; when DATABASE_URL is set, a second pass on PostgreSQL.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';

const root = join(import.meta.dirname, '..');
function find(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return find(p);
    return name.endsWith('.test.ts') ? [p] : [];
  });
}
const files = process.argv.length > 2 ? process.argv.slice(2) : find(join(root, 'src')).map((f) => relative(root, f)).sort();

function run(label, env) {
  console.log(`\n# commerce-api tests on ${label}`);
  const r = spawnSync(process.execPath, ['--import', './scripts/register-tsx.mjs', '--test', '--test-concurrency=1', ...files], {
    stdio: 'inherit',
    cwd: root,
    env: { ...env, NODE_ENV: env.NODE_ENV ?? 'test' },
  });
  return r.status ?? 1;
}

const { DATABASE_URL, ...withoutUrl } = process.env;
let status = run('PGlite (embedded)', withoutUrl);
if (DATABASE_URL) status = run('PostgreSQL', process.env) || status;
process.exit(status);
