// The compose commands as async functions over a context `{ store, paths, env }` (the store from
// composition-store.mjs, the paths from compose-paths.mjs): they return what to print and an exit
// code, and never exit themselves, so the tests call them on a temporary layout and either store.
// The live-version commands are here; canaries and override links in their own files.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { liveSince, previousVersion } from './composition-history.mjs';
import { changeRemote } from './remote-change.mjs';
import { manifestUrlFor, packageOf, problemLines, readJson, shellFacts, versionProblems, who } from './version-candidate.mjs';

export { abort, abortCanary, canary, canaryStatus, promote } from './canary-commands.mjs';
export { override } from './override-command.mjs';

/** The versions built for a remote package, oldest first, each with its release record if any. */
export function availableVersions(paths, pkg) {
  const dist = paths.remoteDist(pkg);
  if (!existsSync(dist)) return [];
  return readdirSync(dist)
    .filter((name) => existsSync(join(dist, name, 'mf-manifest.json')))
    .map((version) => ({ version, builtAt: statSync(join(dist, version, 'mf-manifest.json')).mtime.toISOString(), release: readJson(join(dist, version, 'release.json')) }))
    .sort((a, b) => a.builtAt.localeCompare(b.builtAt));
}

export async function status({ store, paths }) {
  shellFacts(paths);
  const { composition } = await store.read();
  const history = await store.history();
  const out = [];
  for (const [federationName, entry] of Object.entries(composition.remotes)) {
    const pkg = packageOf(federationName);
    const since = liveSince(history, federationName, entry.version);
    const running = composition.canaries?.[federationName];
    out.push(`${pkg} (${federationName}): live ${entry.version}${since ? ` since ${since}` : ' (as built)'}${entry.ssr === false ? ', browser-rendered only' : ''}`);
    if (running) out.push(`  canary ${running.version} for ${running.share}% of visitors since ${running.startedAt} by ${running.by} (${running.id})`);
    for (const v of availableVersions(paths, pkg)) {
      const mark = v.version === entry.version ? '*' : v.version === running?.version ? '~' : ' ';
      const commit = v.release?.gitCommit ? `, commit ${v.release.gitCommit.slice(0, 8)}` : '';
      out.push(`  ${mark} ${v.version}  built ${v.builtAt}${v.release ? `, released${commit}` : ''}`);
    }
  }
  return { code: 0, out };
}

/**
 * Checks a version of a remote and, when it passes, makes it live and records the change.
 * `pickVersion(remote, current)` names the version (rollback looks it up in the history
 * under the same lock) or returns refusal lines.
 */
async function switchTo({ store, paths, env }, remoteInput, pickVersion, action) {
  const facts = shellFacts(paths);
  return changeRemote(store, remoteInput, async ({ composition, remote, current, running }) => {
    if (running) return { refused: [`${remote.packageName}: a canary of ${running.version} is running: abort or promote the canary first; nothing changed`] };
    const version = await pickVersion(remote, current);
    if (Array.isArray(version)) return { refused: version };
    if (current.version === version) return { refused: [`${remote.packageName} ${version} is already live: nothing changed`] };
    const problems = versionProblems(paths, facts, remote, version);
    if (problems.length) return { refused: problemLines(`refused: ${remote.packageName} ${version} cannot go live; nothing changed.`, problems) };
    return {
      next: { ...composition, remotes: { ...composition.remotes, [remote.federationName]: { ...current, version, manifest: manifestUrlFor(current, remote.packageName, version) } } },
      entries: [{ at: new Date().toISOString(), who: who(env), action, remote: remote.federationName, from: current.version, to: version }],
      out: [`${remote.packageName}: ${current.version} -> ${version} is live`],
    };
  });
}

export const set = (ctx, remote, version) => switchTo(ctx, remote, async () => version, 'set');

export const rollback = (ctx, remote) =>
  switchTo(ctx, remote, async (named, current) => {
    const previous = previousVersion(await ctx.store.history(), named.federationName, current.version);
    return previous ?? [`${named.packageName}: no earlier live version is recorded for ${current.version}; nothing changed`];
  }, 'rollback');

export async function history({ store }) {
  const entries = await store.history();
  if (!entries.length) return { code: 0, out: ['no changes recorded'] };
  return {
    code: 0,
    out: entries.map((e) => `${e.at}  ${e.who}  ${e.action.padEnd(13)}  ${packageOf(e.remote)}  ${e.from} -> ${e.to}${e.detail ? `  (${e.detail})` : ''}`),
  };
}
