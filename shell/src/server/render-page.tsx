// Renders one page of the shop on the server: the shell (header with its menus, footer) and the
// route's remote with the data of its first screen. Apollo's prerenderStatic renders the tree
// until no query is left (React's prerender waits for remote modules and suspended reads), then
// the document is assembled with the head, the first screen's query results and the Redux state.
// Whatever is not ready in time is left to the browser: a remote over its budget or failing
// (see server-remotes.ts), and, past the page's data deadline, the queries still running (their
// parts render in their loading state and load in the browser). Such a page is incomplete: the
// result says so (complete: false and what was missing), and the site server then neither keeps
// it nor lets a shared cache keep it (render-completeness.ts).
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createFirstScreenRecorder, FirstScreenRecorderContext, readyDataClient, createHeadCollector, createServerDataStore, renderHeadHtml, type CompositionFile, type ServerResponseState, type FirstScreenResults, type ShellState, stripLanguagePrefix } from 'shared-contracts';
import { readCookie, SESSION_MARKER_COOKIE, TOKEN_COOKIE } from 'shared-contracts/rules';
import { UrlRecordDocument } from 'shared-contracts/graphql';
import { App } from '../App';
import { matchShellRoute } from '../routing/route-matching';
import { setServerBrowserConfig, type StorefrontBrowserConfig } from '../config/browser-config';
import { createShellStore } from '../store/create-store';
import { applySessionSnapshot, readSessionSnapshot } from '../store/session-snapshot';
import { pageDocument, remoteAssetTags } from './page-document';
import { createServerApolloClient } from './server-apollo-client';
import { createServerRemoteLoader } from './server-remotes';
import { renderProblems } from './render-completeness';

export interface RenderPageInput {
  /** Path and query of the request, e.g. '/en/kolye?page=2'. */
  url: string;
  /** The shop's public origin (canonical and alternate links). */
  origin: string;
  /** The request's Cookie header. */
  cookie: string;
  composition: CompositionFile | null;
  config: StorefrontBrowserConfig;
  /** The commerce API for the render's own requests. */
  apiUrl: string;
  /** Where the site serves /remotes/... to this process. */
  selfUrl: string;
  /** A remote's module must load within it (ms); the page's data within three times it. */
  budgetMs: number;
  /** The nonce attribute of the page's inline scripts (the site server puts each answer's nonce in its place). */
  scriptNonce?: string;
}

export interface RenderPageResult {
  status: number;
  html: string;
  renderMs: number;
  /** Every part rendered here with its data: no remote left to the browser, no query failed or cut off. */
  complete: boolean;
  /** What made it incomplete (one line each); empty when complete. */
  problems: string[];
}

/** The built index.html next to this bundle's folder, read again when it changes. */
let template: { mtimeMs: number; text: string } | null = null;
function readTemplate(): string {
  const file = join(__dirname, '..', 'index.html');
  const { mtimeMs } = statSync(file);
  if (!template || template.mtimeMs !== mtimeMs) template = { mtimeMs, text: readFileSync(file, 'utf8') };
  return template.text;
}

let lastLoggedError = '';
function logRenderError(error: unknown): void {
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  // Expected when a remote renders in the browser; log each distinct cause once in a row.
  if (process.env.SSR_DEBUG) console.warn('[shell ssr]', error);
  else if (message !== lastLoggedError) console.warn(`[shell ssr] ${message}`);
  lastLoggedError = message;
}

export async function renderPage(input: RenderPageInput): Promise<RenderPageResult> {
  const started = performance.now();
  // Appended to the origin rather than resolved against it: '//x/account' stays a path (resolved,
  // it would be host x, path /account: another page than the one the redirects were decided for).
  const url = new URL(`${new URL(input.origin).origin}${input.url.startsWith('/') ? input.url : `/${input.url}`}`);
  const location = `${url.pathname}${url.search}`;
  const { language } = stripLanguagePrefix(url.pathname);
  let token: string | null = null;
  let sessionMarker: string | null = null;
  try {
    token = readCookie(TOKEN_COOKIE, input.cookie);
    sessionMarker = readCookie(SESSION_MARKER_COOKIE, input.cookie);
  } catch {
    // A malformed cookie is no login.
  }
  const composition = input.composition ?? { remotes: {} };
  setServerBrowserConfig(input.config);

  const dataDeadlineMs = input.budgetMs * 3;
  const client = createServerApolloClient({ apiUrl: input.apiUrl, language, token, timeoutMs: dataDeadlineMs });
  const store = createShellStore({ client, language, navigateHome: () => {}, dataLayer: () => [], server: { token, sessionMarker, cookie: input.cookie } });
  const response: ServerResponseState = { status: 200 };
  const head = createHeadCollector();
  // Reads outside Apollo give up before the page's deadline: their part renders in the browser
  // rather than the deadline cutting the whole render short.
  const data = createServerDataStore({ apiUrl: input.apiUrl, url: location, timeoutMs: input.budgetMs * 2 });
  const remotes = createServerRemoteLoader({ composition, baseUrl: input.selfUrl, budgetMs: input.budgetMs });

  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new Error(`page data not ready within ${dataDeadlineMs} ms`)), dataDeadlineMs);
  // A top-level name is a category or a product: asked before the render, so the first pass
  // already renders the right remote (one data pass less; the answer is cached for the page).
  const route = matchShellRoute(stripLanguagePrefix(url.pathname).path);
  // A logged-in visitor's page is private: it is rendered with the session read now (header
  // counts, hearts) and hands it to the browser, which then needs no read of its own.
  const sessionRead = token ? readSessionSnapshot(client, deadline.signal) : null;
  if (route?.kind === 'seName') {
    await client.query({ query: UrlRecordDocument, variables: { seName: route.seName }, context: { fetchOptions: { signal: deadline.signal } } }).catch(() => undefined);
  }
  const session = sessionRead ? await sessionRead : null;
  // The server ends no session: the browser does, with the API's answer (a logout clears the cookies).
  if (session) applySessionSnapshot(session, store.dispatch, () => false);
  // What the browser takes over must be what the last render showed: taken right after it.
  const last: { snapshot?: { results: FirstScreenResults; redux: ShellState; data: Record<string, unknown>; status: number; failures: string[] } } = {};
  // The errors of the current pass: each one a part sent as its placeholder, to render in the browser.
  let passErrors: unknown[] = [];
  // Each render pass records the results its queries rendered with; the last pass's go to the page.
  let recorder = createFirstScreenRecorder();
  function RecorderOfThisPass({ children }: { children: ReactNode }) {
    return <FirstScreenRecorderContext.Provider value={recorder}>{children}</FirstScreenRecorderContext.Provider>;
  }
  try {
    const tree = (
      <ApolloProvider client={client}>
        <RecorderOfThisPass>
          <App store={store} data={readyDataClient(client)} prefetch={() => {}} ssr={{ location, remotes, response, head, data }} />
        </RecorderOfThisPass>
      </ApolloProvider>
    );
    const { result, diagnostics, aborted } = await prerenderStatic({
      tree,
      context: { client },
      signal: deadline.signal,
      diagnostics: Boolean(process.env.SSR_DEBUG),
      renderFunction: async (element) => {
        response.status = 200;
        recorder = createFirstScreenRecorder();
        passErrors = [];
        // progressiveChunkSize: no boundary is moved to the end of the document behind an inline
        // script (React does that with large ones for streaming): a reader without JavaScript
        // gets the page in order.
        const { prelude } = await prerenderToNodeStream(element, { signal: deadline.signal, onError: (error) => {
            passErrors.push(error);
            logRenderError(error);
          }, progressiveChunkSize: Number.POSITIVE_INFINITY });
        last.snapshot = { results: recorder.results(), redux: store.getState(), data: data.snapshot(), status: response.status, failures: [...recorder.failures(), ...renderProblems(passErrors)] };
        let html = '';
        for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
        return html;
      },
    });
    if (process.env.SSR_DEBUG) console.warn(`[shell ssr] ${location}: ${diagnostics?.renderCount} render(s)${aborted ? ', aborted' : ''}`);
    const taken = last.snapshot!;
    const html = pageDocument({
      template: readTemplate(),
      language,
      headHtml: renderHeadHtml(head, { origin: input.origin, pathname: url.pathname, language }),
      assetTags: remoteAssetTags(await remotes.rendered(), composition, input.origin),
      appHtml: result,
      config: input.config,
      composition,
      state: { url: location, results: taken.results, redux: taken.redux, data: taken.data, ...(session ? { session } : {}) },
      scriptNonce: input.scriptNonce,
    });
    const problems = [...taken.failures, ...(aborted ? [`page data not ready within ${dataDeadlineMs} ms`] : [])];
    return { status: taken.status, html, renderMs: Math.round(performance.now() - started), complete: problems.length === 0, problems };
  } finally {
    clearTimeout(timer);
    client.stop();
  }
}
