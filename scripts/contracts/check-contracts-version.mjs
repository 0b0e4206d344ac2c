#!/usr/bin/env node
// node scripts/contracts/check-contracts-version.mjs: the CI check that shared-contracts cannot
// change without a new version. It passes when the shipped sources are the ones fingerprinted for
// the package's current version (shared-contracts/contracts-fingerprint.json), or when a pending
// changeset (.changeset/*.md) bumps shared-contracts: `npm run contracts:version` will then make
// the version and the fingerprint. Otherwise it fails and says to run `npx changeset`.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractsVersion, readFingerprint, sourceHash } from './contracts-fingerprint.mjs';
import { pendingChangesets } from './pending-changesets.mjs';

const PACKAGE = 'shared-contracts';
const HOW_TO =
  'Run `npx changeset`, pick shared-contracts and say what changed (in 0.x: minor for a change a remote ' +
  'built against the old version cannot take, patch otherwise), and commit the .changeset/*.md file it writes.';

/**
 * @param {{ repoRoot: string }} where the repository (shared-contracts/ and .changeset/ in it)
 * @returns {{ ok: boolean, message: string }}
 */
export function checkContractsVersion({ repoRoot }) {
  const contractsDir = join(repoRoot, PACKAGE);
  let fingerprint;
  let pending;
  try {
    fingerprint = readFingerprint(contractsDir);
    pending = pendingChangesets(join(repoRoot, '.changeset'));
  } catch (error) {
    return { ok: false, message: error.message };
  }
  const version = contractsVersion(contractsDir);
  const hash = sourceHash(contractsDir);
  const bumping = pending.filter((c) => c.releases.some((r) => r.name === PACKAGE && r.type !== 'none'));
  if (bumping.length) {
    return { ok: true, message: `${PACKAGE} ${version}: changed, and versioned by the pending changeset ${bumping.map((c) => `.changeset/${c.file}`).join(', ')} (npm run contracts:version applies it)` };
  }
  if (!fingerprint) {
    return { ok: false, message: `${PACKAGE} has no ${PACKAGE}/contracts-fingerprint.json: run npm run contracts:version (it versions the pending changesets and writes the fingerprint)` };
  }
  if (fingerprint.version !== version) {
    return {
      ok: false,
      message: `${PACKAGE}/package.json says ${version}, but the fingerprint is of ${fingerprint.version}: versions are made by changesets. ${HOW_TO} Then run npm run contracts:version.`,
    };
  }
  if (fingerprint.sourceHash !== hash) {
    return { ok: false, message: `${PACKAGE}'s sources changed since ${version} was made, and no pending changeset bumps it. ${HOW_TO}` };
  }
  return { ok: true, message: `${PACKAGE} ${version}: the sources are the ones of this version` };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const repoRoot = join(fileURLToPath(import.meta.url), '..', '..', '..');
  const { ok, message } = checkContractsVersion({ repoRoot });
  (ok ? console.log : console.error)(`contracts version: ${message}`);
  process.exit(ok ? 0 : 1);
}
