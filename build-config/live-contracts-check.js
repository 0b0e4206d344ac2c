#!/usr/bin/env node
// node build-config/live-contracts-check.js <remote mf-manifest.json> <shell mf-manifest.json or URL>:
// the step of a remote team's CI (team-ci.js) that refuses a build the live shell cannot take: the
// remote's shared-contracts range (its requiredVersion, from the contracts it was built against)
// must accept the shared-contracts version the live shell provides. It is compose's own check
// (scripts/compose/version-checks.mjs, checkContracts), so CI refuses exactly what `compose set`
// and `compose canary` would.
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const VERSION_CHECKS = path.join(__dirname, '..', 'scripts', 'compose', 'version-checks.mjs');

/** A manifest from a file or an http(s) address; a clear error when it is missing or not JSON. */
async function readManifest(where, what) {
  let text;
  if (/^https?:\/\//.test(where)) {
    const response = await fetch(where).catch((error) => {
      throw new Error(`${what}: cannot fetch ${where} (${error.message})`);
    });
    if (!response.ok) throw new Error(`${what}: ${where} answered ${response.status}`);
    text = await response.text();
  } else {
    if (!fs.existsSync(where)) throw new Error(`${what}: no ${where}`);
    text = fs.readFileSync(where, 'utf8');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${what}: ${where} is not JSON`);
  }
}

/**
 * The reasons the live shell would refuse the remote's build (empty: it takes it).
 * @param {{ remoteManifest: object, shellManifest: object }} manifests
 * @returns {Promise<string[]>}
 */
async function liveContractsProblems({ remoteManifest, shellManifest }) {
  const { checkContracts } = await import(pathToFileURL(VERSION_CHECKS).href);
  return checkContracts(remoteManifest, shellManifest);
}

async function main([remoteWhere, shellWhere]) {
  if (!remoteWhere || !shellWhere) throw new Error('usage: live-contracts-check.js <remote mf-manifest.json> <shell mf-manifest.json or URL>');
  const remoteManifest = await readManifest(remoteWhere, "the remote's build");
  const shellManifest = await readManifest(shellWhere, 'the live shell');
  const problems = await liveContractsProblems({ remoteManifest, shellManifest });
  const provided = (shellManifest.shared ?? []).find((s) => s.name === 'shared-contracts')?.version;
  if (problems.length) {
    console.error(`contracts: the live shell (${shellWhere}) would refuse ${remoteManifest.name ?? 'this build'}:`);
    for (const problem of problems) console.error(`  - ${problem}`);
    console.error('  Build against the contracts version the live shell has, or ship the shell with the new contracts first.');
    return 1;
  }
  console.log(`contracts: the live shell's shared-contracts ${provided} fits what ${remoteManifest.name} requires`);
  return 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(`contracts: ${error.message}`);
      process.exit(1);
    },
  );
}

module.exports = { liveContractsProblems, readManifest, main };
