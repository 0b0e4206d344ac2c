// What both composition stores refuse before touching anything: a change that is neither a new
// composition nor a refusal, figures under a name that is no safe key, a secret too short to sign
// with. Each throws a clear error; the store then changes nothing.
import { randomBytes } from 'node:crypto';
import { HISTORY_ACTIONS } from './composition-history.mjs';

export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]*$/;
// Canary ids and server ids become file names in the file store: no separators, no dot first.
const KEY_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]{0,127}$/;
const MAX_FIGURES_BYTES = 64 * 1024;
const MIN_SECRET_LENGTH = 16;

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A composition as the site server and the shell need it: an object with `remotes`. */
export function assertComposition(value, where) {
  if (!isObject(value) || !isObject(value.remotes)) throw new Error(`${where} is not a composition (an object with "remotes")`);
  if (value.canaries !== undefined && !isObject(value.canaries)) throw new Error(`${where}: "canaries" must be an object`);
  return value;
}

export function parseComposition(text, where) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${where} is not valid JSON (${error.message})`);
  }
  return assertComposition(value, where);
}

function assertEntry(entry) {
  if (!isObject(entry) || !HISTORY_ACTIONS.includes(entry.action) || typeof entry.remote !== 'string' || typeof entry.at !== 'string') {
    throw new Error(`not a history entry: ${JSON.stringify(entry)}`);
  }
}

/** What a change function returned, checked: `{ refused }` or `{ next, entries }`. */
export function checkedChange(result, current) {
  if (isObject(result) && Array.isArray(result.refused)) return { refused: result.refused.map(String) };
  if (!isObject(result) || !('next' in result)) throw new Error('a composition change must return { next, entries } or { refused }');
  const entries = result.entries ?? [];
  if (!Array.isArray(entries)) throw new Error('a composition change\'s entries must be a list');
  entries.forEach(assertEntry);
  // The same object back means "nothing to write but the history" (an override link).
  if (result.next !== current) assertComposition(result.next, 'the changed composition');
  return { next: result.next, entries };
}

/** A canary id, server id and version the figures are kept under, and figures that are JSON. */
export function checkedFigures(canaryId, serverId, version, figures) {
  if (!KEY_PATTERN.test(String(canaryId ?? ''))) throw new Error(`not a canary id: "${canaryId}"`);
  if (!KEY_PATTERN.test(String(serverId ?? ''))) throw new Error(`not a server id: "${serverId}"`);
  if (!VERSION_PATTERN.test(String(version ?? ''))) throw new Error(`not a version: "${version}"`);
  if (!isObject(figures)) throw new Error('figures must be an object');
  const json = JSON.stringify(figures);
  if (json.length > MAX_FIGURES_BYTES) throw new Error(`figures over ${MAX_FIGURES_BYTES} bytes`);
  return json;
}

export function checkedCanaryId(canaryId) {
  if (!KEY_PATTERN.test(String(canaryId ?? ''))) throw new Error(`not a canary id: "${canaryId}"`);
  return canaryId;
}

/** QA_OVERRIDE_SECRET when set (long enough to sign with), else null: the store keeps one. */
export function secretFromEnv(env) {
  const secret = env.QA_OVERRIDE_SECRET;
  if (secret === undefined || secret === '') return null;
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`QA_OVERRIDE_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  return secret;
}

export const newSecret = () => randomBytes(32).toString('base64url');
