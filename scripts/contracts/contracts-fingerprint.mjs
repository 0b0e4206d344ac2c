// The fingerprint of what shared-contracts ships: a sha256 over its source files (the schema files
// included), sorted by path. Committed as shared-contracts/contracts-fingerprint.json
// `{ version, sourceHash }` when a version is made (npm run contracts:version), so a later change
// to the sources shows as a hash that no longer matches that version.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const FINGERPRINT_FILE = 'contracts-fingerprint.json';

// Not shipped: tests, test helpers, and what codegen writes from the schema and operations (the
// .graphql files it reads are hashed instead). These are gitignored, so a checkout has none.
const GENERATED = new Set(['src/graphql/generated.ts', 'src/graphql/admin-generated.ts']);
const GENERATED_FOLDERS = ['src/graphql/admin-documents/'];
const TEST_FILE = /\.test\.(ts|tsx|js|mjs)$/;

/** Whether a file of the package (its path inside the package, with '/') is part of what ships. */
export function ships(path) {
  if (!path.startsWith('src/')) return false;
  if (TEST_FILE.test(path) || path.startsWith('src/testing/') || path.includes('/__snapshots__/')) return false;
  if (GENERATED.has(path) || GENERATED_FOLDERS.some((folder) => path.startsWith(folder))) return false;
  return true;
}

/** The shipped files of the package at contractsDir, sorted, as paths inside the package. */
export function shippedFiles(contractsDir) {
  const walk = (relative) =>
    readdirSync(join(contractsDir, relative)).flatMap((name) => {
      const path = `${relative}/${name}`;
      return statSync(join(contractsDir, path)).isDirectory() ? walk(path) : [path];
    });
  return walk('src').filter(ships).sort();
}

/** sha256 over each shipped file's path and bytes (a renamed file changes the hash too). */
export function sourceHash(contractsDir) {
  const hash = createHash('sha256');
  for (const path of shippedFiles(contractsDir)) {
    const bytes = readFileSync(join(contractsDir, path));
    hash.update(`${path}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}

/** The package's version (its package.json). */
export function contractsVersion(contractsDir) {
  return JSON.parse(readFileSync(join(contractsDir, 'package.json'), 'utf8')).version;
}

/** The committed fingerprint, or null when there is none; a file that is not one is an error. */
export function readFingerprint(contractsDir) {
  const file = join(contractsDir, FINGERPRINT_FILE);
  if (!existsSync(file)) return null;
  let value;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`shared-contracts/${FINGERPRINT_FILE} is not JSON (${error.message}): run npm run contracts:version`);
  }
  if (typeof value?.version !== 'string' || !/^[0-9a-f]{64}$/.test(value?.sourceHash ?? '')) {
    throw new Error(`shared-contracts/${FINGERPRINT_FILE} is not { version, sourceHash }: run npm run contracts:version`);
  }
  return { version: value.version, sourceHash: value.sourceHash };
}

/** Writes the fingerprint of the sources as they are, for the package's current version. */
export function writeFingerprint(contractsDir) {
  const fingerprint = { version: contractsVersion(contractsDir), sourceHash: sourceHash(contractsDir) };
  writeFileSync(join(contractsDir, FINGERPRINT_FILE), `${JSON.stringify(fingerprint, null, 2)}\n`);
  return fingerprint;
}
