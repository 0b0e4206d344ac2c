// Boot step 2: the page's language, and the route's module (and, on a page rendered here, its
// loader) set loading at once, from the page's record: the server's (the handover of a
// server-rendered page), or resolved here for a page the browser renders (the site server writes
// a top-level name's urlRecord into such a page).
import { stripLanguagePrefix } from 'shared-contracts';
import { GUEST_SESSION_MARKER_PREFIX, LANGUAGE_COOKIE, readCookie, type Language } from 'shared-contracts/rules';
import { isLanguageSelectionEnabled } from '../config/browser-config';
import { loadRemoteModule } from '../federation/remote-loader';
import { initialPageRecord } from '../routing/initial-route-module';
import type { PageRecord } from '../routing/page-record';
import { readInlineUrlRecord } from '../routing/seed-url-record';
import { readSessionMarker } from '../store/session-marker';
import type { ServerRenderedState } from './server-rendered-state';

/** How long the first render waits for the route's module before it shows a placeholder. */
const FIRST_MODULE_WAIT_MS = 1200;

export interface FirstRoute {
  language: Language;
  /** The page's record; null when not known before the render (a seName the page does not name). */
  page: PageRecord | null;
  moduleReady: Promise<void>;
}

export function startFirstRoute(server: ServerRenderedState | null): FirstRoute {
  // A visitor who chose English lands on /en when opening the home page (NEXT_LANGUAGE cookie);
  // the server redirects a page it renders itself, so this is for pages rendered here.
  if (!server && isLanguageSelectionEnabled() && window.location.pathname === '/' && readCookie(LANGUAGE_COOKIE) === 'en') {
    window.history.replaceState(null, '', `/en${window.location.search}${window.location.hash}`);
  }
  const { language } = stripLanguagePrefix(window.location.pathname);
  // Before the first paint (LanguageSync keeps it in step afterwards).
  document.documentElement.lang = language;

  let page = server?.page ?? null;
  if (!server) {
    const inline = readInlineUrlRecord();
    const session = readSessionMarker();
    page = initialPageRecord(window.location, language, session !== null, (seName) => (inline?.seName === seName ? inline.urlRecord : undefined), Boolean(session?.startsWith(GUEST_SESSION_MARKER_PREFIX)));
  }
  const moduleReady = page?.moduleId
    ? Promise.race([loadRemoteModule(page.moduleId).then(() => undefined, () => undefined), new Promise<void>((resolve) => setTimeout(resolve, FIRST_MODULE_WAIT_MS))])
    : Promise.resolve();
  return { language, page, moduleReady };
}
