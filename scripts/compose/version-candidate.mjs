// What set, canary, promote and override share: the live shell's build (the facts a version is
// checked against), the remote named on the command line, and whether a version of it passes
// version-checks.mjs. Refusals are sentences for the operator.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { userInfo } from 'node:os';
import { resolveRemote } from './remote-names.mjs';
import { VERSION_PATTERN } from './store-input.mjs';
import { checkVersion } from './version-checks.mjs';

export const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
export const refuse = (lines) => ({ code: 1, out: lines });
export const packageOf = (federationName) => federationName.replace(/_/g, '-');

export function who(env) {
  if (env.COMPOSE_USER || env.USER) return env.COMPOSE_USER || env.USER;
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}

/** The live shell's route table and federation manifest, which every version is checked against. */
export function shellFacts(paths) {
  const routeTable = readJson(paths.routeTable);
  const shellManifest = readJson(paths.shellManifest);
  if (!routeTable || !shellManifest) throw new Error(`the live shell's build is missing (${paths.shellDist}): build the shell first`);
  return { routeTable, shellManifest };
}

/** The remote a command names, among the composition's: `{ remote }` or `{ problems }`. */
export function namedRemote(composition, input) {
  const known = Object.keys(composition.remotes ?? {});
  const remote = resolveRemote(input, known);
  return remote ? { remote } : { problems: [`unknown remote "${input ?? ''}": one of ${known.map(packageOf).join(', ')}`] };
}

/** The problems that keep a version of a remote from being served (empty: it passes). */
export function versionProblems(paths, facts, remote, version) {
  if (!VERSION_PATTERN.test(String(version ?? ''))) return [`not a version: "${version ?? ''}"`];
  const manifest = readJson(join(paths.versionDir(remote.packageName, version), 'mf-manifest.json'));
  return checkVersion({ manifest, ...facts, federationName: remote.federationName, version });
}

/** The manifest address of another version, in the same place as the live one's. */
export function manifestUrlFor(current, packageName, version) {
  const segment = `/${current?.version}/`;
  if (current?.manifest?.includes(segment)) return current.manifest.replace(segment, `/${version}/`);
  return `/remotes/${packageName}/${version}/mf-manifest.json`;
}

export const problemLines = (heading, problems) => [heading, ...problems.map((p) => `  - ${p}`)];
