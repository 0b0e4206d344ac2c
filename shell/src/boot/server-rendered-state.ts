// What a server-rendered page carries for the browser (written by server/page-document.ts, read by
// the boot), the one handover: the address it was rendered for, the page's record (the module of
// its main area, its props and parameters: what the boot loads), the first screen's data (every
// result the loaders read, GraphQL and REST alike, by key), the Redux state and, for a logged-in
// visitor, the session as the server read it (customer, cart count, wishlist).
import type { FirstScreenResults, ShellState } from 'shared-contracts';
import { parsePageRecord, type PageRecord } from '../routing/page-record';
import { parseSessionSnapshot, type SessionSnapshot } from '../store/session-snapshot';

export const SERVER_STATE_GLOBAL = '__STOREFRONT_SSR__';

export interface ServerRenderedState {
  url: string;
  /** Null when the server could not resolve it (the boot resolves it then). */
  page: PageRecord | null;
  results: FirstScreenResults;
  redux: ShellState;
  /** Read while rendering a logged-in visitor's page; absent for a visitor without a session. */
  session?: SessionSnapshot | null;
}

export function readServerRenderedState(win: Window = window): ServerRenderedState | null {
  const state = (win as Window & { [SERVER_STATE_GLOBAL]?: unknown })[SERVER_STATE_GLOBAL];
  if (typeof state !== 'object' || state === null) return null;
  const { url, page, results, redux, session } = state as Partial<ServerRenderedState>;
  if (typeof url !== 'string' || typeof results !== 'object' || results === null || typeof redux !== 'object' || redux === null) return null;
  return { url, page: parsePageRecord(page), results, redux, session: parseSessionSnapshot(session) };
}
