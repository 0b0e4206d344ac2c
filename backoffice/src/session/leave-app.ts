// Leaving the app's memory behind: when a session ends (logout, expiry, revocation) the browser
// loads the login page afresh, so nothing read under the session stays in memory (Apollo's cache,
// queries in flight that would only be refused again). Drafts stay in sessionStorage.
let leaving = false;

/** Loads `path` (inside the app) as a new page; the first call wins. */
export function leaveTo(path: string): void {
  if (leaving) return;
  leaving = true;
  window.location.assign(`${__BACKOFFICE_BASE__}${path}`);
}
