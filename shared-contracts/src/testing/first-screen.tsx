// Test harness for route loaders (import 'shared-contracts/testing/first-screen'; tests only, in a
// `@jest-environment node` file): runs a module's loader against a fake context that answers from
// fixtures and records what was asked, then renders the module as the server does, once, with
// what the loader read (serverDataClient). A render that asks for anything the loader did not read
// is a miss: the test of "the loader covers the first render" is `misses` being empty.
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { SHOP_TIME_ZONE, TOKEN_IN_COOKIE, type Language } from '../constants/business';
import { DataClientContext } from '../data/data-client';
import type { FirstScreenResults } from '../data/first-screen-data';
import { operationKey } from '../data/operation-key';
import type { RouteLoader, RouteLoaderContext } from '../data/route-loader';
import { serverDataClient } from '../data/server-data-client';
import { createHarnessStore } from '../dev/standalone-harness';
import { EVENTS, type WishlistEntry } from '../events/event-map';
import { messagesFor } from '../i18n/translate';
import '../i18n/all-ui-languages';
import { RemoteSlotContext, type RemoteSlotProps } from '../remotes/remote-slot';

type Variables = Record<string, unknown>;

/** A query's answer by operation name: the data, or a function of the variables (undefined: the read failed). */
export type QueryAnswers = Record<string, object | null | ((variables: Variables) => unknown)>;

export interface FakeLoaderOptions {
  language?: Language;
  params?: Record<string, string | undefined>;
  /** The address's query ('?q=yüzük' or its parameters). */
  search?: string | URLSearchParams;
  isLoggedIn?: boolean;
  queries?: QueryAnswers;
  /**
   * REST answers by key (or a function of the key). Without it the loader's own load function
   * runs with apiUrl '' (the test stubs fetch).
   */
  reads?: Record<string, unknown> | ((key: string) => unknown);
  /** Loaders of the widgets the module renders in slots ('mf_catalog/ProductSlider'): run with the same context. */
  widgetLoaders?: Record<string, RouteLoader<never>>;
}

export interface AskedQuery {
  operation: string;
  variables: Variables | undefined;
  key: string;
}

export interface FakeLoaderRun {
  context: RouteLoaderContext;
  /** What the loaders read: the first-screen data the render gets. */
  results: FirstScreenResults;
  queries: AskedQuery[];
  reads: string[];
  widgets: { id: string; props: object }[];
}

const operationName = (document: DocumentNode) =>
  document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')?.name?.value ?? 'anonymous';

export function fakeLoaderContext(options: FakeLoaderOptions = {}): FakeLoaderRun {
  const run: FakeLoaderRun = { context: undefined as never, results: {}, queries: [], reads: [], widgets: [] };
  const keep = <T,>(key: string, value: T | undefined): T | undefined => {
    if (value !== undefined) run.results[key] = value;
    return value;
  };
  run.context = {
    language: options.language ?? 'tr',
    params: options.params ?? {},
    search: new URLSearchParams(options.search ?? ''),
    isLoggedIn: options.isLoggedIn ?? false,
    async query(document, variables) {
      const operation = operationName(document);
      const key = operationKey(document, variables);
      run.queries.push({ operation, variables: variables as Variables | undefined, key });
      const answer = options.queries?.[operation];
      return keep(key, (typeof answer === 'function' ? answer((variables ?? {}) as Variables) : answer) as never);
    },
    async read(key, load) {
      run.reads.push(key);
      const { reads } = options;
      if (reads === undefined) return keep(key, await load('', new AbortController().signal).catch(() => undefined));
      return keep(key, (typeof reads === 'function' ? reads(key) : reads[key]) as never);
    },
    async widget(id, props) {
      run.widgets.push({ id, props });
      await (options.widgetLoaders?.[id] as RouteLoader<object> | undefined)?.(run.context, props);
    },
  };
  return run;
}

/** Runs a module's loader against the fake context. */
export async function runLoader<Props extends object>(loader: RouteLoader<Props>, props: Props, options: FakeLoaderOptions = {}): Promise<FakeLoaderRun> {
  const run = fakeLoaderContext(options);
  await loader(run.context, props);
  return run;
}

export interface FirstScreenRenderOptions {
  results: FirstScreenResults;
  language?: Language;
  /** The address rendered ('/account/orders/1001'). */
  url?: string;
  /** The route's pattern ('/account/orders/:orderNumber'): the module's useParams reads it. */
  path?: string;
  loggedIn?: boolean;
  wishlist?: WishlistEntry[];
  /** The team's root (its messages, data-boundary), when the rendered element lacks it. */
  Root?: ComponentType<{ children: ReactNode; language: Language }>;
  /** What the shell's remote slots render (TestRemoteSlot shows which widget, with its props). */
  remoteSlot?: ComponentType<RemoteSlotProps>;
}

export interface FirstScreenRender {
  html: string;
  /** What the render asked for that the loaders had not read (operation and REST keys). */
  misses: string[];
  /** The widgets the page's slots render, with their props (with TestRemoteSlot). */
  slots: { id: string; props: object }[];
}

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return html;
}

const decodeAttribute = (value: string) => value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The TestRemoteSlot placeholders in the HTML: which widget each slot renders, with which props. */
export function slotsIn(html: string): { id: string; props: object }[] {
  return [...html.matchAll(/data-testid="slot ([^"]+)" data-props="([^"]*)"/g)].map(([, id, props]) => ({ id, props: JSON.parse(decodeAttribute(props)) as object }));
}

/**
 * Renders `ui` as the server renders a page: once, with the loaders' results and no network, every
 * Suspense boundary waited for (the module's lazy parts, its messages).
 */
export async function renderFirstScreen(ui: ReactElement, options: FirstScreenRenderOptions): Promise<FirstScreenRender> {
  const language = options.language ?? 'tr';
  const store = createHarnessStore(language);
  // The token the API keeps in its cookie: nothing is written to document.cookie (there is none).
  if (options.loggedIn) store.dispatch(EVENTS.authLoggedIn({ token: TOKEN_IN_COOKIE, method: 'password' }));
  if (options.wishlist) store.dispatch(EVENTS.wishlistLoaded(options.wishlist));
  const data = serverDataClient(options.results);
  const Root = options.Root ?? (({ children }: { children: ReactNode }) => <>{children}</>);
  const page = <Root language={language}>{ui}</Root>;
  const routed = (
    <MemoryRouter initialEntries={[options.url ?? '/']}>
      {options.path ? (
        <Routes>
          <Route path={options.path} element={page} />
        </Routes>
      ) : (
        page
      )}
    </MemoryRouter>
  );
  const tree = (
    <DataClientContext.Provider value={data}>
      <Provider store={store}>
        <IntlProvider locale={language === 'en' ? 'en-US' : 'tr-TR'} defaultLocale="tr-TR" timeZone={SHOP_TIME_ZONE} messages={messagesFor(language)}>
          {options.remoteSlot ? <RemoteSlotContext.Provider value={options.remoteSlot}>{routed}</RemoteSlotContext.Provider> : routed}
        </IntlProvider>
      </Provider>
    </DataClientContext.Provider>
  );
  const { prelude } = await prerenderToNodeStream(tree);
  const html = await readStream(prelude);
  return { html, misses: data.misses(), slots: slotsIn(html) };
}
