// The compose commands as functions over the paths (compose-paths.mjs): they return what to print
// and an exit code, and never exit themselves, so the tests call them on a temporary layout.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { userInfo } from 'node:os';
import { appendHistory, liveSince, previousVersion, readComposition, readHistory, withLock, writeCompositionAtomically } from './composition-store.mjs';
import { resolveRemote } from './remote-names.mjs';
import { checkVersion } from './version-checks.mjs';

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const who = (env) => env.COMPOSE_USER || env.USER || userInfo().username;

/** The versions built for a remote package, oldest first, each with its release record if any. */
export function availableVersions(paths, pkg) {
  const dist = paths.remoteDist(pkg);
  if (!existsSync(dist)) return [];
  return readdirSync(dist)
    .filter((name) => existsSync(join(dist, name, 'mf-manifest.json')))
    .map((version) => ({ version, builtAt: statSync(join(dist, version, 'mf-manifest.json')).mtime.toISOString(), release: readJson(join(dist, version, 'release.json')) }))
    .sort((a, b) => a.builtAt.localeCompare(b.builtAt));
}

function liveState(paths) {
  const composition = readComposition(paths.compositionFile);
  const routeTable = readJson(paths.routeTable);
  const shellManifest = readJson(paths.shellManifest);
  if (!routeTable || !shellManifest) throw new Error(`the live shell's build is missing (${paths.shellDist}): build the shell first`);
  return { composition, routeTable, shellManifest, known: Object.keys(composition.remotes ?? {}) };
}

const refuse = (lines) => ({ code: 1, out: lines });

export function status(paths) {
  const { composition } = liveState(paths);
  const history = readHistory(paths.historyFile);
  const out = [];
  for (const [federationName, entry] of Object.entries(composition.remotes)) {
    const pkg = federationName.replace(/_/g, '-');
    const since = liveSince(history, federationName, entry.version);
    out.push(`${pkg} (${federationName}): live ${entry.version}${since ? ` since ${since}` : ' (as built)'}${entry.ssr === false ? ', browser-rendered only' : ''}`);
    for (const v of availableVersions(paths, pkg)) {
      const mark = v.version === entry.version ? '*' : ' ';
      const commit = v.release?.gitCommit ? `, commit ${v.release.gitCommit.slice(0, 8)}` : '';
      out.push(`  ${mark} ${v.version}  built ${v.builtAt}${v.release ? `, released${commit}` : ''}`);
    }
  }
  return { code: 0, out };
}

/** Checks a version of a remote and, when it passes, makes it live and records the change. */
function switchTo(paths, env, remoteInput, version, action) {
  return withLock(paths.lockFile, () => {
    const { composition, routeTable, shellManifest, known } = liveState(paths);
    const remote = resolveRemote(remoteInput, known);
    if (!remote) return refuse([`unknown remote "${remoteInput}": one of ${known.map((k) => k.replace(/_/g, '-')).join(', ')}`]);
    if (!/^[0-9A-Za-z][0-9A-Za-z.+_-]*$/.test(String(version ?? ''))) return refuse([`not a version: "${version ?? ''}"`]);
    const current = composition.remotes[remote.federationName];
    if (current.version === version) return refuse([`${remote.packageName} ${version} is already live: nothing changed`]);
    const manifest = readJson(join(paths.versionDir(remote.packageName, version), 'mf-manifest.json'));
    const problems = checkVersion({ manifest, shellManifest, routeTable, federationName: remote.federationName, version });
    if (problems.length) return refuse([`refused: ${remote.packageName} ${version} cannot go live; nothing changed.`, ...problems.map((p) => `  - ${p}`)]);
    const next = {
      ...composition,
      remotes: {
        ...composition.remotes,
        [remote.federationName]: { ...current, version, manifest: current.manifest.replace(`/${current.version}/`, `/${version}/`) },
      },
    };
    writeCompositionAtomically(paths.compositionFile, next);
    appendHistory(paths.historyFile, { at: new Date().toISOString(), who: who(env), action, remote: remote.federationName, from: current.version, to: version });
    return { code: 0, out: [`${remote.packageName}: ${current.version} -> ${version} is live`] };
  });
}

export const set = (paths, env, remote, version) => switchTo(paths, env, remote, version, 'set');

export function rollback(paths, env, remoteInput) {
  const { composition, known } = liveState(paths);
  const remote = resolveRemote(remoteInput, known);
  if (!remote) return refuse([`unknown remote "${remoteInput}": one of ${known.map((k) => k.replace(/_/g, '-')).join(', ')}`]);
  const current = composition.remotes[remote.federationName].version;
  const previous = previousVersion(readHistory(paths.historyFile), remote.federationName, current);
  if (!previous) return refuse([`${remote.packageName}: no earlier live version is recorded for ${current}; nothing changed`]);
  return switchTo(paths, env, remote.federationName, previous, 'rollback');
}

export function history(paths) {
  const entries = readHistory(paths.historyFile);
  if (!entries.length) return { code: 0, out: ['no changes recorded'] };
  return { code: 0, out: entries.map((e) => `${e.at}  ${e.who}  ${e.action.padEnd(8)}  ${e.remote.replace(/_/g, '-')}  ${e.from} -> ${e.to}`) };
}
