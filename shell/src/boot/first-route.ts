// Boot step 2: the page's language, and the route's remote module set loading at once.
import { stripLanguagePrefix } from 'shared-contracts';
import { GUEST_SESSION_MARKER_PREFIX, LANGUAGE_COOKIE, readCookie, type Language } from 'shared-contracts/rules';
import { isLanguageSelectionEnabled } from '../config/browser-config';
import { loadRemoteModule } from '../federation/remote-loader';
import { initialRouteModule } from '../routing/initial-route-module';
import { readInlineUrlRecord } from '../routing/seed-url-record';
import { readSessionMarker } from '../store/session-marker';
import { isServerRenderedPage } from './server-rendered-state';

/** How long the first render waits for the route's module before it shows a placeholder. */
const FIRST_MODULE_WAIT_MS = 1200;

export function startFirstRoute(): { language: Language; moduleReady: Promise<void> } {
  // A visitor who chose English lands on /en when opening the home page (NEXT_LANGUAGE cookie);
  // the server redirects a page it renders itself, so this is for pages rendered here.
  if (!isServerRenderedPage() && isLanguageSelectionEnabled() && window.location.pathname === '/' && readCookie(LANGUAGE_COOKIE) === 'en') {
    window.history.replaceState(null, '', `/en${window.location.search}${window.location.hash}`);
  }
  const { language } = stripLanguagePrefix(window.location.pathname);
  // Before the first paint (LanguageSync keeps it in step afterwards).
  document.documentElement.lang = language;

  const inline = readInlineUrlRecord();
  const session = readSessionMarker();
  const first = initialRouteModule(window.location, session !== null, (seName) => (inline?.seName === seName ? inline.urlRecord : undefined), Boolean(session?.startsWith(GUEST_SESSION_MARKER_PREFIX)));
  const moduleReady = first
    ? Promise.race([loadRemoteModule(first).then(() => undefined, () => undefined), new Promise<void>((resolve) => setTimeout(resolve, FIRST_MODULE_WAIT_MS))])
    : Promise.resolve();
  return { language, moduleReady };
}
