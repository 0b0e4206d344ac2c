// `compose override`: a signed, expiring link that shows one browser a released version of one
// remote (the site server verifies it with the same store's secret and sets the sf_qa cookie).
// Only a version that passes the same checks as `set` gets a link; the live version may (a way
// back for a browser). The link is recorded in the history; the composition is unchanged.
import { changeRemote } from './remote-change.mjs';
import { problemLines, refuse, shellFacts, versionProblems, who } from './version-candidate.mjs';
import { signOverride } from './qa-override-token.mjs';

const MAX_HOURS = 7 * 24;

function parseHours(input) {
  if (input === undefined) return 8;
  const hours = Number(input);
  return /^\d+(\.\d+)?$/.test(String(input)) && hours > 0 && hours <= MAX_HOURS ? hours : null;
}

function parseBase(input = 'http://localhost:3000') {
  try {
    const url = new URL(input);
    return /^https?:$/.test(url.protocol) && !url.search && !url.hash ? url.href.replace(/\/+$/, '') : null;
  } catch {
    return null;
  }
}

export async function override({ store, paths, env }, remoteInput, version, { hours: hoursInput, base: baseInput } = {}) {
  const hours = parseHours(hoursInput);
  if (hours === null) return refuse([`--hours must be a number of hours above 0 and at most ${MAX_HOURS}, not "${hoursInput}"`]);
  const base = parseBase(baseInput);
  if (!base) return refuse([`--base must be the shop's address (http or https, no query), not "${baseInput}"`]);
  const facts = shellFacts(paths);
  const secret = await store.overrideSecret();
  return changeRemote(store, remoteInput, async ({ composition, remote, current }) => {
    const problems = versionProblems(paths, facts, remote, version);
    if (problems.length) return { refused: problemLines(`refused: no override link for ${remote.packageName} ${version}.`, problems) };
    const expiresAt = Date.now() + Math.round(hours * 3600_000);
    const token = signOverride({ remote: remote.federationName, version, expiresAt }, secret);
    const until = new Date(expiresAt).toISOString();
    return {
      next: composition,
      entries: [{ at: new Date().toISOString(), who: who(env), action: 'override-link', remote: remote.federationName, from: current.version, to: version, detail: `until ${until}` }],
      out: [`${remote.packageName} ${version} for one browser until ${until}:`, `${base}/qa-override?token=${token}`],
    };
  });
}
