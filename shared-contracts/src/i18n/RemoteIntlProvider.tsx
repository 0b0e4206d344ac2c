// Each remote ships its own messages. This nests an IntlProvider that keeps the shell's locale
// and messages (shared ui.* keys included) and adds the remote's own on top. A language may be
// given as a loader: its messages then come in a chunk of their own, so a page carries its own
// language's texts only (a Turkish page no English ones, an English page no Turkish ones). The
// team's messages module starts the page's language as the team's code runs
// (preloadRemoteMessages), so the first render usually finds it there and does not suspend; a
// language switched to later loads when a page in it renders (the area suspends meanwhile).
import { use, useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';

export type RemoteCatalogue = Record<string, string>;
/** A language's messages, or a loader of them (a dynamic import). */
export type RemoteCatalogueSource = RemoteCatalogue | (() => Promise<RemoteCatalogue>);

export interface RemoteIntlProviderProps {
  messages: { tr: RemoteCatalogueSource; en: RemoteCatalogueSource };
  children: ReactNode;
}

/** A load with the status fields React reads on thenables (`use`): a finished load is read without suspending. */
type CatalogueLoad = Promise<RemoteCatalogue> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: RemoteCatalogue; reason?: unknown };

/** One load per loader for the page's life: every render of the area reads the same promise. */
const loads = new WeakMap<() => Promise<RemoteCatalogue>, CatalogueLoad>();

function loadCatalogue(source: () => Promise<RemoteCatalogue>): CatalogueLoad {
  let load = loads.get(source);
  if (!load) {
    // A failed load is forgotten: the area's error boundary shows its fallback, and a new try loads again.
    const started: CatalogueLoad = source().then(
      (catalogue) => {
        started.status = 'fulfilled';
        started.value = catalogue;
        return catalogue;
      },
      (error: unknown) => {
        started.status = 'rejected';
        started.reason = error;
        loads.delete(source);
        throw error;
      },
    );
    started.status = 'pending';
    load = started;
    loads.set(source, load);
  }
  return load;
}

/** Starts loading a language's messages (the page's, as the team's code runs) before anything renders in it. */
export function preloadRemoteMessages(messages: RemoteIntlProviderProps['messages'], language: 'tr' | 'en'): void {
  const source = messages[language];
  if (typeof source === 'function') loadCatalogue(source).catch(() => undefined);
}

function useCatalogue(source: RemoteCatalogueSource): RemoteCatalogue {
  if (typeof source !== 'function') return source;
  // React reads a finished load's status fields and does not suspend.
  return use(loadCatalogue(source) as Promise<RemoteCatalogue>);
}

export function RemoteIntlProvider({ messages, children }: RemoteIntlProviderProps) {
  const parent = useIntl();
  const language = parent.locale.startsWith('en') ? 'en' : 'tr';
  const own = useCatalogue(messages[language]);
  // The same object while nothing changed: a new one would be a context change for everything
  // below, server-rendered parts still waiting to hydrate included (React then drops their HTML).
  const merged = useMemo(() => ({ ...(parent.messages as Record<string, string>), ...own }), [parent.messages, own]);
  return (
    <IntlProvider locale={parent.locale} defaultLocale="tr" timeZone={parent.timeZone} messages={merged} onError={parent.onError}>
      {children}
    </IntlProvider>
  );
}
