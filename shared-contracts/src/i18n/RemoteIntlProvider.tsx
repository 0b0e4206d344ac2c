// Each remote ships its own messages. This nests an IntlProvider that keeps the shell's locale
// and messages (shared ui.* keys included) and adds the remote's own on top. A language may be
// given as a loader: its messages then come in a chunk of their own, fetched when a page in that
// language renders (the area suspends meanwhile), so a Turkish page (the default) carries no
// English texts.
import { use, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';

export type RemoteCatalogue = Record<string, string>;
/** A language's messages, or a loader of them (a dynamic import). */
export type RemoteCatalogueSource = RemoteCatalogue | (() => Promise<RemoteCatalogue>);

export interface RemoteIntlProviderProps {
  messages: { tr: RemoteCatalogueSource; en: RemoteCatalogueSource };
  children: ReactNode;
}

/** One load per loader for the page's life: every render of the area reads the same promise. */
const loads = new WeakMap<() => Promise<RemoteCatalogue>, Promise<RemoteCatalogue>>();

function useCatalogue(source: RemoteCatalogueSource): RemoteCatalogue {
  if (typeof source !== 'function') return source;
  let load = loads.get(source);
  if (!load) {
    // A failed load is forgotten: the area's error boundary shows its fallback, and a new try loads again.
    load = source().catch((error: unknown) => {
      loads.delete(source);
      throw error;
    });
    loads.set(source, load);
  }
  return use(load);
}

export function RemoteIntlProvider({ messages, children }: RemoteIntlProviderProps) {
  const parent = useIntl();
  const language = parent.locale.startsWith('en') ? 'en' : 'tr';
  const own = useCatalogue(messages[language]);
  const merged = { ...(parent.messages as Record<string, string>), ...own };
  return (
    <IntlProvider locale={parent.locale} defaultLocale="tr" timeZone={parent.timeZone} messages={merged} onError={parent.onError}>
      {children}
    </IntlProvider>
  );
}
