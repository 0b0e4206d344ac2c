// What a release writes beside a remote's versioned build (dist/<version>/release.json): which
// version, from which commit, with which shared libraries and contracts, exposing what. The
// compose tool shows it; an operator reads it to know what is about to go live.
const fs = require('node:fs');
const path = require('node:path');

/** A release goes into a folder of its own: an existing version is never rebuilt in place. */
function existingVersionProblem(packageDir, packageName, version) {
  if (!/^[0-9A-Za-z][0-9A-Za-z.+_-]*$/.test(version)) return `not a version: "${version}"`;
  const dir = path.join(packageDir, 'dist', version);
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
    return `${packageName} ${version} exists (${dir}): versions are immutable; raise the version in package.json or pass --version <new>`;
  }
  return null;
}

/** The record from the build's federation manifest and the commit it was built from. */
function releaseRecord({ manifest, packageName, version, gitCommit, gitDirty, releasedBy, now = new Date() }) {
  const shared = Object.fromEntries((manifest.shared ?? []).filter((s) => s.singleton).map((s) => [s.name, s.version]));
  return {
    package: packageName,
    federationName: manifest.name,
    version,
    gitCommit,
    // Built from a checkout with uncommitted changes: the commit alone does not say what shipped.
    gitDirty,
    releasedAt: now.toISOString(),
    releasedBy,
    contractsVersion: shared['shared-contracts'] ?? null,
    shared,
    exposes: (manifest.exposes ?? []).map((e) => `./${e.name}`).sort(),
  };
}

module.exports = { existingVersionProblem, releaseRecord };
