// What a server-rendered page carries for the browser's first render (written by
// server/page-document.ts, read by the boot): the address it was rendered for, the results of the
// queries it was rendered with (by operationKey: the page hydrates from them before Apollo is
// loaded), the Redux state, the answers of reads made outside Apollo, and for a logged-in visitor
// the session as the server read it (customer, cart count, wishlist).
import type { FirstScreenResults, ShellState } from 'shared-contracts';
import { parseSessionSnapshot, type SessionSnapshot } from '../store/session-snapshot';

export const SERVER_STATE_GLOBAL = '__STOREFRONT_SSR__';

export interface ServerRenderedState {
  url: string;
  results: FirstScreenResults;
  redux: ShellState;
  data: Record<string, unknown>;
  /** Read while rendering a logged-in visitor's page; absent for a visitor without a session. */
  session?: SessionSnapshot | null;
}

export function readServerRenderedState(win: Window = window): ServerRenderedState | null {
  const state = (win as Window & { [SERVER_STATE_GLOBAL]?: unknown })[SERVER_STATE_GLOBAL];
  if (typeof state !== 'object' || state === null) return null;
  const { url, results, redux, data, session } = state as Partial<ServerRenderedState>;
  if (typeof url !== 'string' || typeof results !== 'object' || results === null || typeof redux !== 'object' || redux === null) return null;
  return { url, results, redux, data: typeof data === 'object' && data !== null ? data : {}, session: parseSessionSnapshot(session) };
}

let hydrating = false;

/** The boot found server-rendered HTML to take over. */
export function markServerRendered(): void {
  hydrating = true;
}

/** True on the server, and in the browser on a page that came server-rendered. */
export function isServerRenderedPage(): boolean {
  return __SERVER__ || hydrating;
}
