#!/usr/bin/env node
// npm run ci -w <team>: what one team runs before it ships alone. Its own build, typecheck and
// tests; for a remote, whether the live shell takes its build (live-contracts-check.js); then its
// own journeys (e2e/team-journeys.json) against the composed shop. The other packages' builds are
// taken as they are, and built only when missing.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const packageDir = process.cwd();
const root = path.join(__dirname, '..');
const team = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')).name;

function step(label, command, args, cwd = packageDir, env = process.env) {
  console.log(`\nci ${team}: ${label}`);
  const r = spawnSync(command, args, { cwd, stdio: 'inherit', env });
  if (r.status !== 0) {
    console.error(`ci ${team}: ${label} failed`);
    process.exit(r.status ?? 1);
  }
}

step('build', 'npx', ['webpack', '--mode', 'production']);
step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']);
step('tests', 'npx', ['jest']);

// A remote's build must take the live shell's shared-contracts (compose refuses it otherwise):
// the shell's manifest in this checkout, or LIVE_SHELL_MANIFEST (a file or the live shop's
// address of it, https://<shop>/mf-manifest.json).
if (team.startsWith('mf-')) {
  const remoteVersion = process.env.REMOTE_VERSION || JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version;
  const shellManifest = process.env.LIVE_SHELL_MANIFEST || path.join(root, 'shell', 'dist', 'mf-manifest.json');
  if (!process.env.LIVE_SHELL_MANIFEST && !fs.existsSync(shellManifest)) step('build shell (missing)', 'npm', ['run', 'build', '-w', 'shell'], root);
  step('contracts (the live shell takes this build)', 'node', [path.join(__dirname, 'live-contracts-check.js'), path.join(packageDir, 'dist', remoteVersion, 'mf-manifest.json'), shellManifest]);
}

const journeys = (JSON.parse(fs.readFileSync(path.join(root, 'e2e', 'team-journeys.json'), 'utf8'))[team] ?? []).filter((file) =>
  fs.existsSync(path.join(root, 'e2e', 'tests', file)),
);
if (!journeys.length) {
  console.log(`ci ${team}: no journeys of its own`);
  process.exit(0);
}
// The composed shop the journeys run against: whatever else is missing is built once.
const built = {
  'commerce-api': 'commerce-api/dist/server/main.js',
  'shared-contracts': 'shared-contracts/src/graphql/generated.ts',
  shell: 'shell/dist/server/main.js',
  'mf-catalog': 'mf-catalog/dist',
  'mf-product': 'mf-product/dist',
  'mf-cart-checkout': 'mf-cart-checkout/dist',
  'mf-account': 'mf-account/dist',
  'mf-stores-content': 'mf-stores-content/dist',
};
for (const [pkg, file] of Object.entries(built)) {
  if (pkg !== team && !fs.existsSync(path.join(root, file))) step(`build ${pkg} (missing)`, 'npm', ['run', 'build', '-w', pkg], root);
}
step(`journeys (${journeys.join(', ')})`, 'npx', ['playwright', 'test', ...journeys.map((f) => `tests/${f}`)], path.join(root, 'e2e'));
