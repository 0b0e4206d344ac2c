// Canaries: a released version served to a share of visitors (sticky per visitor, decided by the
// site server from `canaries` in the composition) while `remotes` stays live for everybody else.
// Started, re-shared, compared, promoted and aborted here; every step goes into the history.
import { manifestUrlFor, namedRemote, packageOf, problemLines, refuse, shellFacts, versionProblems, who } from './version-candidate.mjs';
import { changeRemote } from './remote-change.mjs';
import { VERSION_PATTERN } from './store-input.mjs';
import { canaryVerdict, sumFigures } from '../site-server/canary-figures.mjs';

const entry = (by, action, remote, from, to, detail) => ({ at: new Date().toISOString(), who: by, action, remote, from, to, ...(detail ? { detail } : {}) });

/** The composition with the canary of one remote ended (and no empty `canaries` left behind). */
function withoutCanary(composition, federationName) {
  const { [federationName]: ended, ...others } = composition.canaries ?? {};
  const { canaries, ...rest } = composition;
  return Object.keys(others).length ? { ...rest, canaries: others } : rest;
}

/** A share as typed on the command line: a whole percentage from 1 to 99. */
function parseShare(input) {
  const text = String(input ?? '');
  const share = Number(text);
  return /^\d{1,2}$/.test(text) && share >= 1 && share <= 99 ? share : null;
}

// Canary ids name folders in the file store: only the characters a key allows.
const canaryId = (federationName, version) => `${federationName}-${version.slice(0, 64).replace(/[^0-9A-Za-z._-]/g, '_')}-${Date.now().toString(36)}`;

export async function canary({ store, paths, env }, remoteInput, version, { share: shareInput } = {}) {
  const share = parseShare(shareInput);
  if (share === null) return refuse([`--share must be a whole percentage from 1 to 99, not "${shareInput ?? ''}"; nothing changed`]);
  const facts = shellFacts(paths);
  return changeRemote(store, remoteInput, async ({ composition, remote, current, running }) => {
    const fed = remote.federationName;
    if (!VERSION_PATTERN.test(String(version ?? ''))) return { refused: [`not a version: "${version ?? ''}"`] };
    if (running && running.version !== version) return { refused: [`${remote.packageName}: a canary of ${running.version} is running: abort or promote it first; nothing changed`] };
    if (running) {
      if (running.share === share) return { refused: [`${remote.packageName}: the canary of ${version} already has ${share}%: nothing changed`] };
      return {
        next: { ...composition, canaries: { ...composition.canaries, [fed]: { ...running, share } } },
        entries: [entry(who(env), 'canary-share', fed, current.version, version, `share ${running.share}% -> ${share}%, ${running.id}`)],
        out: [`${remote.packageName}: the canary of ${version} now goes to ${share}% of visitors (was ${running.share}%)`],
      };
    }
    if (current.version === version) return { refused: [`${remote.packageName} ${version} is already live: nothing changed`] };
    const problems = versionProblems(paths, facts, remote, version);
    if (problems.length) return { refused: problemLines(`refused: ${remote.packageName} ${version} cannot start a canary; nothing changed.`, problems) };
    const started = { id: canaryId(fed, version), version, manifest: manifestUrlFor(current, remote.packageName, version), share, startedAt: new Date().toISOString(), by: who(env) };
    return {
      next: { ...composition, canaries: { ...composition.canaries, [fed]: started } },
      entries: [entry(who(env), 'canary', fed, current.version, version, `share ${share}%, ${started.id}`)],
      out: [`${remote.packageName}: canary ${version} started for ${share}% of visitors (${started.id}); live stays ${current.version}`],
    };
  });
}

export async function promote({ store, paths, env }, remoteInput) {
  const facts = shellFacts(paths);
  return changeRemote(store, remoteInput, async ({ composition, remote, current, running }) => {
    const fed = remote.federationName;
    if (!running) return { refused: [`${remote.packageName}: no canary is running; nothing changed`] };
    // The shell may have been rebuilt since the canary started: the version must still fit it.
    const problems = versionProblems(paths, facts, remote, running.version);
    if (problems.length) return { refused: problemLines(`refused: ${remote.packageName} ${running.version} cannot go live; nothing changed.`, problems) };
    const ended = withoutCanary(composition, fed);
    return {
      next: { ...ended, remotes: { ...ended.remotes, [fed]: { ...current, version: running.version, manifest: running.manifest } } },
      entries: [entry(who(env), 'promote', fed, current.version, running.version, `${running.id} at ${running.share}%`)],
      out: [`${remote.packageName}: ${current.version} -> ${running.version} is live (canary ${running.id} promoted)`],
    };
  });
}

const cleanReason = (reason) => (reason === undefined ? '' : String(reason).replace(/[\u0000-\u001f\u007f]/g, ' ').trim().slice(0, 200));

/**
 * Ends the canary `canaryId` of a remote; live is unchanged. For the site server's automatic abort
 * (action 'auto-abort') and `compose abort`. Nothing happens when that canary is no longer running
 * (promoted, aborted, or replaced meanwhile): `{ aborted: false }`.
 */
export async function abortCanary(store, federationName, id, { who: by, reason, action = 'auto-abort' } = {}) {
  if (action !== 'abort' && action !== 'auto-abort') throw new Error(`abortCanary: action must be abort or auto-abort, not "${action}"`);
  const result = await store.change(async (composition) => {
    const running = composition.canaries?.[federationName];
    if (!running || running.id !== id) return { refused: [`no canary ${id} of ${federationName} is running`] };
    const why = cleanReason(reason);
    return {
      next: withoutCanary(composition, federationName),
      entries: [entry(by || 'site-server', action, federationName, running.version, composition.remotes[federationName].version, `${id}${why ? `: ${why}` : ''}`)],
    };
  });
  return { aborted: !result.refused };
}

export async function abort({ store, env }, remoteInput, { reason } = {}) {
  const { composition } = await store.read();
  const named = namedRemote(composition, remoteInput);
  if (named.problems) return refuse(named.problems);
  const running = composition.canaries?.[named.remote.federationName];
  if (!running) return refuse([`${named.remote.packageName}: no canary is running; nothing changed`]);
  const { aborted } = await abortCanary(store, named.remote.federationName, running.id, { who: who(env), reason, action: 'abort' });
  if (!aborted) return refuse([`${named.remote.packageName}: the canary ${running.id} ended meanwhile; nothing changed`]);
  return { code: 0, out: [`${named.remote.packageName}: canary ${running.version} aborted; everybody gets ${composition.remotes[named.remote.federationName].version}`] };
}

const missing = (value) => value === null || value === undefined || Number.isNaN(value);
const perThousand = (value) => (missing(value) ? 'n/a' : Number(value).toFixed(1));
// The figures' p75s are in seconds; people read web vitals in milliseconds.
const milliseconds = (seconds) => (missing(seconds) ? 'n/a' : `${Math.round(seconds * 1000)} ms`);

/** The verdict's options from the environment (the site server's automatic abort uses the same). */
export function verdictOptions(env) {
  const options = {};
  if (env.CANARY_MIN_PAGE_VIEWS) options.minPageViews = Number(env.CANARY_MIN_PAGE_VIEWS);
  if (env.CANARY_ERROR_MARGIN_PER_1000) options.errorMarginPer1000 = Number(env.CANARY_ERROR_MARGIN_PER_1000);
  return options;
}

/** Each running canary (or one remote's) against its live version, on the site servers' figures. */
export async function canaryStatus({ store, env }, remoteInput) {
  const { composition } = await store.read();
  let canaries = Object.entries(composition.canaries ?? {});
  if (remoteInput !== undefined) {
    const named = namedRemote(composition, remoteInput);
    if (named.problems) return refuse(named.problems);
    canaries = canaries.filter(([fed]) => fed === named.remote.federationName);
    if (!canaries.length) return { code: 0, out: [`${named.remote.packageName}: no canary is running`] };
  }
  if (!canaries.length) return { code: 0, out: ['no canary is running'] };
  const out = [];
  for (const [fed, running] of canaries) {
    const live = composition.remotes[fed].version;
    const figures = await store.readFigures(running.id);
    const summed = (version) => sumFigures(figures.filter((f) => f.version === version).map((f) => f.figures));
    const both = { canary: summed(running.version), live: summed(live) };
    const v = canaryVerdict(both, verdictOptions(env));
    const servers = new Set(figures.map((f) => f.serverId)).size;
    const row = (label, f, errorRate, lcp, inp) =>
      `  ${label.padEnd(24)}${String(f.pageViews ?? 0).padStart(10)}${perThousand(errorRate).padStart(14)}${milliseconds(lcp).padStart(12)}${milliseconds(inp).padStart(12)}`;
    out.push(
      `${packageOf(fed)}: canary ${running.version} for ${running.share}% of visitors since ${running.startedAt} by ${running.by} (${running.id}), figures from ${servers} site server${servers === 1 ? '' : 's'}`,
      `  ${''.padEnd(24)}${'page views'.padStart(10)}${'errors/1000'.padStart(14)}${'p75 LCP'.padStart(12)}${'p75 INP'.padStart(12)}`,
      row(`canary ${running.version}`, both.canary, v.canaryErrorsPer1000, v.canaryP75Lcp, v.canaryP75Inp),
      row(`live ${live}`, both.live, v.liveErrorsPer1000, v.liveP75Lcp, v.liveP75Inp),
      `  verdict: ${v.verdict}${v.reason ? ` (${v.reason})` : ''}`,
    );
  }
  return { code: 0, out };
}
