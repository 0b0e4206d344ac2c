// The checks `compose set` makes before a version goes live; each returns the problems it found
// as sentences for the operator (empty: the check passed). Pure functions over the manifests and
// the route table, so each is tested on its own.
import { createRequire } from 'node:module';
import { join } from 'node:path';

// The federation runtime's own range matcher: a version passes here exactly when the runtime
// would accept it for a singleton in the browser.
const require = createRequire(join(import.meta.dirname, '..', '..', 'build-config', 'package.json'));
const { satisfy } = require('@module-federation/runtime-core');

/** The modules the live shell loads from a remote: its routes (seName routes too) and widgets. */
export function modulesNeeded(routeTable, federationName) {
  const entries = [...(routeTable.routes ?? []), ...Object.values(routeTable.seName ?? {}).filter((e) => typeof e === 'object'), ...(routeTable.widgets ?? [])];
  return [...new Set(entries.filter((e) => e.remote === federationName).map((e) => e.module))].sort();
}

/** The version's manifest is there and is the remote it claims to be. */
export function checkManifest(manifest, federationName, version) {
  if (!manifest) return [`version ${version} of ${federationName} has no mf-manifest.json (not built or not released)`];
  if (manifest.name !== federationName) return [`the manifest of version ${version} is for ${manifest.name}, not ${federationName}`];
  return [];
}

/** It exposes every module the route table needs from it. */
export function checkExposes(manifest, needed) {
  const exposed = new Set((manifest.exposes ?? []).map((e) => `./${String(e.name ?? e.path ?? '').replace(/^\.\//, '')}`));
  return needed.filter((m) => !exposed.has(m)).map((m) => `it does not expose ${m}, which the route table needs`);
}

const provided = (shellManifest) => new Map((shellManifest.shared ?? []).map((s) => [s.name, s.version]));

/**
 * Its singletons accept the versions the live shell provides (shared-contracts is reported on its
 * own: its range is the contract between the teams).
 */
export function checkSingletons(manifest, shellManifest) {
  const shell = provided(shellManifest);
  const problems = [];
  for (const s of manifest.shared ?? []) {
    if (!s.singleton || s.name === 'shared-contracts') continue;
    const version = shell.get(s.name);
    // A singleton the shell no longer shares (react-router, Apollo: now reached through
    // shared-contracts) would run as the remote's own copy, apart from the page's router or cache.
    if (!version) problems.push(`singleton ${s.name}: the live shell does not share it (the remote would run a copy of its own)`);
    else if (s.requiredVersion && !satisfy(version, s.requiredVersion)) {
      problems.push(`singleton ${s.name}: it requires ${s.requiredVersion}, the live shell provides ${version}`);
    }
  }
  return problems;
}

/** Its shared-contracts range accepts the shell's shared-contracts version. */
export function checkContracts(manifest, shellManifest) {
  const wanted = (manifest.shared ?? []).find((s) => s.name === 'shared-contracts');
  const version = provided(shellManifest).get('shared-contracts');
  if (!wanted) return ['it does not share shared-contracts'];
  if (!version) return ['the live shell does not provide shared-contracts'];
  return satisfy(version, wanted.requiredVersion) ? [] : [`shared-contracts: it accepts ${wanted.requiredVersion}, the live shell has ${version}`];
}

/** Every check, in the order the operator reads them; stops after a missing manifest. */
export function checkVersion({ manifest, shellManifest, routeTable, federationName, version }) {
  const missing = checkManifest(manifest, federationName, version);
  if (missing.length) return missing;
  return [
    ...checkExposes(manifest, modulesNeeded(routeTable, federationName)),
    ...checkSingletons(manifest, shellManifest),
    ...checkContracts(manifest, shellManifest),
  ];
}
