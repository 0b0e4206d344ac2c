// The shape of every compose command that changes one remote: inside one store change (one at a
// time), the remote named on the command line is resolved among the composition's, then the
// command's step decides from it, its live entry and its running canary.
import { namedRemote, refuse } from './version-candidate.mjs';

/**
 * `step({ composition, remote, current, running })` returns `{ refused: lines }` or
 * `{ next, entries, out }`; the result is the command's `{ code, out }`.
 */
export async function changeRemote(store, remoteInput, step) {
  let out;
  const result = await store.change(async (composition) => {
    const named = namedRemote(composition, remoteInput);
    if (named.problems) return { refused: named.problems };
    const fed = named.remote.federationName;
    const decided = await step({ composition, remote: named.remote, current: composition.remotes[fed], running: composition.canaries?.[fed] });
    if (decided.refused) return decided;
    out = decided.out;
    return { next: decided.next, entries: decided.entries };
  });
  return result.refused ? refuse(result.refused) : { code: 0, out };
}
