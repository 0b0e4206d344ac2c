// The record of a page the browser renders itself (no server render), known before anything
// renders: the route's own module, or for a top-level seName the category or product module when
// the urlRecord answer is already known (the site server writes it into the page). Loading the
// module (and starting its loader) before the first render lets that render show the page at
// once, instead of a placeholder the module then replaces (React holds such a reveal back up to
// 300 ms). Null when a guard will send the visitor elsewhere or the seName is not known yet.
import { stripLanguagePrefix } from 'shared-contracts';
import type { UrlRecordQuery } from 'shared-contracts/graphql';
import type { Language } from 'shared-contracts/rules';
import { pageRecord, type PageRecord } from './page-record';
import { guardRedirect } from './RouteGuard';
import { matchShellRoute } from './route-matching';

/** undefined: not known yet; null: no such seName. */
export type UrlRecordLookup = (seName: string) => UrlRecordQuery['urlRecord'] | undefined;

export function initialPageRecord(location: Pick<Location, 'pathname' | 'search'>, language: Language, isLoggedIn: boolean, urlRecordOf: UrlRecordLookup, isGuest = false): PageRecord | null {
  const match = matchShellRoute(stripLanguagePrefix(location.pathname).path);
  if (match?.kind === 'route' && guardRedirect(match.def.access, match.def.id, isLoggedIn, location.pathname, location.search, isGuest)) return null;
  const record = pageRecord(match, language, match?.kind === 'seName' ? urlRecordOf(match.seName) : undefined);
  return record?.moduleId ? record : null;
}
