// Questions the compose commands ask of the history (oldest entry first). Only some actions
// change what is live for everybody; a canary, an abort or an override link does not, so those
// never answer "since when is this live" or "what was live before".
export const HISTORY_ACTIONS = ['set', 'rollback', 'canary', 'canary-share', 'promote', 'abort', 'auto-abort', 'override-link'];
export const LIVE_ACTIONS = new Set(['set', 'rollback', 'promote']);

function lastLiveChange(history, federationName, current) {
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const entry = history[i];
    if (LIVE_ACTIONS.has(entry.action) && entry.remote === federationName && entry.to === current) return entry;
  }
  return null;
}

/** The version live before the current one of a remote: the `from` of the change that made it live. */
export const previousVersion = (history, federationName, current) => lastLiveChange(history, federationName, current)?.from ?? null;

/** When the current version of a remote went live (null: before any record). */
export const liveSince = (history, federationName, current) => lastLiveChange(history, federationName, current)?.at ?? null;
