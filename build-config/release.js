#!/usr/bin/env node
// npm run release -w <remote> [-- --version <version>]: builds the remote's browser and server
// builds into dist/<version>/ and writes release.json beside them. Refuses a version that exists
// (versions are immutable); a failed build leaves no folder behind. Then `npm run compose -- set`
// takes it live.
const { execFileSync, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { existingVersionProblem, releaseRecord } = require('./release-record');

const packageDir = process.cwd();
const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
const flag = process.argv.indexOf('--version');
const version = flag > 0 ? process.argv[flag + 1] ?? '' : process.env.REMOTE_VERSION || pkg.version;

function fail(message) {
  console.error(`release: ${message}`);
  process.exit(1);
}

if (!fs.existsSync(path.join(packageDir, 'webpack.config.js')) || !pkg.name.startsWith('mf-')) fail(`run it in a remote's package (npm run release -w mf-catalog), not ${pkg.name}`);
const problem = existingVersionProblem(packageDir, pkg.name, version);
if (problem) fail(problem);

const git = (...args) => {
  try {
    return execFileSync('git', args, { cwd: packageDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
};

const outDir = path.join(packageDir, 'dist', version);
console.log(`release: building ${pkg.name} ${version} (browser and server builds)`);
const build = spawnSync('npx', ['webpack', '--mode', 'production'], { cwd: packageDir, stdio: 'inherit', env: { ...process.env, REMOTE_VERSION: version } });
if (build.status !== 0) {
  fs.rmSync(outDir, { recursive: true, force: true });
  fail(`the build failed; nothing was released`);
}

const manifest = JSON.parse(fs.readFileSync(path.join(outDir, 'mf-manifest.json'), 'utf8'));
const record = releaseRecord({
  manifest,
  packageName: pkg.name,
  version,
  gitCommit: git('rev-parse', 'HEAD'),
  gitDirty: Boolean(git('status', '--porcelain', '--', '.')),
  releasedBy: process.env.COMPOSE_USER || process.env.USER || os.userInfo().username,
});
fs.writeFileSync(path.join(outDir, 'release.json'), `${JSON.stringify(record, null, 2)}\n`);
console.log(`release: ${pkg.name} ${version} is in ${outDir}`);
console.log(`release: to make it live: npm run compose -- set ${pkg.name} ${version}`);
