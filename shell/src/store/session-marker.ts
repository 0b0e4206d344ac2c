// The login token is in an HttpOnly cookie that only the API's answers write and clear (through
// the site's gateway); no script can read it. What the browser can read is the session marker
// beside it: a random id per login that says a session is held, and tells one login from the next.
import { SESSION_MARKER_COOKIE, readCookie } from 'shared-contracts/rules';

export function readSessionMarker(): string | null {
  return readCookie(SESSION_MARKER_COOKIE) || null;
}
