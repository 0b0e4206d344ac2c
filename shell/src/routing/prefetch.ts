// Preloads the remote module of a link's target on intent (hover, focus) so the click does not
// wait for it. A top-level seName is resolved first (urlRecord, kept in the Apollo cache for the
// visit) to pick the category or the product module.
import type { ApolloClient } from '@apollo/client';
import { ROUTES, moduleId, stripLanguagePrefix } from 'shared-contracts';
import { UrlRecordDocument } from 'shared-contracts/graphql';
import { preloadRemoteModule } from '../federation/remote-loader';
import { matchShellRoute } from './route-matching';

export type PrefetchPath = (href: string) => void;

export function createPathPrefetcher(client: ApolloClient, preload: (id: string) => void = preloadRemoteModule): PrefetchPath {
  const done = new Set<string>();
  return (href) => {
    let url: URL;
    try {
      url = new URL(href, window.location.href);
    } catch {
      return;
    }
    if (url.origin !== window.location.origin) return;
    const { path } = stripLanguagePrefix(url.pathname);
    if (done.has(path)) return;
    done.add(path);
    const match = matchShellRoute(path);
    if (!match) return;
    if (match.kind === 'route') {
      preload(moduleId(match.def));
      return;
    }
    client
      .query({ query: UrlRecordDocument, variables: { seName: match.seName }, context: { silentErrors: true } })
      .then(({ data }) => {
        const record = data?.urlRecord;
        if (record) preload(moduleId(record.entityName === 'CATEGORY' ? ROUTES.category : ROUTES.product));
      })
      .catch(() => done.delete(path));
  };
}

/** Document-level intent listener: covers links rendered by remotes too. */
export function installIntentPrefetch(prefetch: PrefetchPath, root: Document = document): () => void {
  const onIntent = (event: Event) => {
    const target = event.target;
    const anchor = target instanceof Element ? target.closest('a[href]') : null;
    const href = anchor?.getAttribute('href');
    if (href && !anchor?.hasAttribute('download') && anchor?.getAttribute('target') !== '_blank') prefetch(href);
  };
  root.addEventListener('pointerover', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent);
  return () => {
    root.removeEventListener('pointerover', onIntent);
    root.removeEventListener('focusin', onIntent);
  };
}
