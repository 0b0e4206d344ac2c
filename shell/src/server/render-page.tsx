// Renders one page of the shop on the server, in one pass. The page is resolved once (route,
// and for a top-level name its urlRecord: page-record.ts); then, all at the same time, the
// session of a logged-in visitor is read, the route's module and its loader are loaded, and the
// loaders run (the layout's and the route's: first-screen-loaders.ts). The tree is rendered once
// with what they read (the hooks read it through serverDataClient), and the document carries the
// same data to the browser, which hydrates from it. Whatever is not ready in time is left to the
// browser: a remote over its budget or failing (server-remotes.ts), a read that failed or was
// late, a query no loader read (its part renders loading). Such a page is incomplete: the result
// says so (complete: false and what was missing), and the site server then neither keeps it nor
// lets a shared cache keep it (render-completeness.ts).
import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { prerenderToNodeStream } from 'react-dom/static';
import { createHeadCollector, renderHeadHtml, serverDataClient, type RouteLoaderContext, type CompositionFile, type ServerResponseState, stripLanguagePrefix, ROUTES } from 'shared-contracts';
import { readCookie, SESSION_MARKER_COOKIE, TOKEN_COOKIE } from 'shared-contracts/rules';
import { UrlRecordDocument } from 'shared-contracts/graphql';
import { App } from '../App';
import { layoutLoader } from '../layout/layout.data';
import { pageRecord, type PageRecord } from '../routing/page-record';
import { matchShellRoute, type ShellRouteMatch } from '../routing/route-matching';
import { setServerBrowserConfig, type StorefrontBrowserConfig } from '../config/browser-config';
import { createShellStore } from '../store/create-store';
import { authInitialState } from '../store/slices/auth-slice';
import { applySessionSnapshot, readSessionSnapshot } from '../store/session-snapshot';
import { createLoaderRun } from './first-screen-loaders';
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
  /** The route pageRedirect matched for this request (matched here when not given). */
  route?: ShellRouteMatch | null;
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

/** The client as readSessionSnapshot calls it, answered by the loaders' reads (one request per operation). */
function loaderReads(context: RouteLoaderContext): ApolloClient {
  return {
    query: async ({ query, variables }: { query: TypedDocumentNode<unknown, object>; variables?: object }) => {
      const data = await context.query(query, variables);
      if (data === undefined) throw new Error('not read');
      return { data };
    },
  } as unknown as ApolloClient;
}

export async function renderPage(input: RenderPageInput): Promise<RenderPageResult> {
  const started = performance.now();
  // Appended to the origin rather than resolved against it: '//x/account' stays a path (resolved,
  // it would be host x, path /account: another page than the one the redirects were decided for).
  const url = new URL(`${new URL(input.origin).origin}${input.url.startsWith('/') ? input.url : `/${input.url}`}`);
  const location = `${url.pathname}${url.search}`;
  const { language, path } = stripLanguagePrefix(url.pathname);
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
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new Error(`page data not ready within ${dataDeadlineMs} ms`)), dataDeadlineMs);
  const client = createServerApolloClient({ apiUrl: input.apiUrl, language, token, timeoutMs: dataDeadlineMs });
  const store = createShellStore({ client, language, navigateHome: () => {}, dataLayer: () => [], server: { token, sessionMarker, cookie: input.cookie } });
  const remotes = createServerRemoteLoader({ composition, baseUrl: input.selfUrl, budgetMs: input.budgetMs });
  try {
    const match = input.route !== undefined ? input.route : matchShellRoute(path);
    const run = createLoaderRun({
      client,
      remotes,
      apiUrl: input.apiUrl,
      language,
      params: match?.kind === 'route' ? match.params : {},
      search: url.searchParams,
      isLoggedIn: authInitialState(Boolean(token), sessionMarker).isLoggedIn,
      signal: deadline.signal,
    });
    // A logged-in visitor's page is private: rendered with the session read now (header counts,
    // hearts), which the page hands to the browser (no read of its own there).
    // Its reads go through the loaders' (each once: the header favourites' list is one of them).
    const sessionRead = token ? readSessionSnapshot(loaderReads(run.context), deadline.signal) : null;
    const layout = match?.kind === 'route' && match.def.layout === 'checkout' ? 'checkout' : 'default';
    const layoutRead = layoutLoader(run.context, { layout, home: match?.kind === 'route' && match.def.id === ROUTES.home.id });
    let page: PageRecord | null = null;
    const routeRead = (async () => {
      const seName = match?.kind === 'seName' ? match.seName : null;
      const answer = seName ? await run.context.query(UrlRecordDocument, { seName }) : undefined;
      page = pageRecord(match, language, answer === undefined ? undefined : answer.urlRecord);
      if (page?.moduleId) await run.module(page.moduleId, page.props);
    })();
    const [session] = await Promise.all([sessionRead, layoutRead, routeRead]);
    // The server ends no session: the browser does, with the API's answer (a logout clears the cookies).
    if (session) applySessionSnapshot(session, store.dispatch, () => false);
    const { results, failures } = run.done();

    const data = serverDataClient(results);
    const response: ServerResponseState = { status: 200 };
    const head = createHeadCollector();
    const renderErrors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(<App store={store} data={data} prefetch={() => {}} ssr={{ location, remotes, response, head }} />, {
      signal: deadline.signal,
      onError: (error) => {
        renderErrors.push(error);
        logRenderError(error);
      },
      // No boundary is moved to the end of the document behind an inline script (React does that
      // with large ones for streaming): a reader without JavaScript gets the page in order.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    let appHtml = '';
    for await (const chunk of prelude) appHtml += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
    const html = pageDocument({
      template: readTemplate(),
      language,
      headHtml: renderHeadHtml(head, { origin: input.origin, pathname: url.pathname, language }),
      assetTags: remoteAssetTags(await remotes.rendered(), composition, input.origin, (page as PageRecord | null)?.moduleId ?? null),
      appHtml,
      config: input.config,
      composition,
      state: { url: location, page, results, redux: store.getState(), ...(session ? { session } : {}) },
      scriptNonce: input.scriptNonce,
    });
    const problems = [...failures, ...data.misses().map((key) => `${key}: read by no loader`), ...renderProblems(renderErrors), ...(deadline.signal.aborted ? [`page data not ready within ${dataDeadlineMs} ms`] : [])];
    return { status: response.status, html, renderMs: Math.round(performance.now() - started), complete: problems.length === 0, problems };
  } finally {
    clearTimeout(timer);
    client.stop();
  }
}
