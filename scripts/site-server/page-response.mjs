// A page request (any path that is no file and not the API's): the redirects the shell would
// make in the browser, made here first (the guard's 302 to login, the home page's to /en for
// a visitor who chose English), as the shell's server build decides them (pageRedirect); then
// the page, rendered by that build or else the client-rendered index.html; with the headers
// crawlers and caches go by (content type and language, who may keep it and how long, a
// validator that answers 304, the render time).
//
// Without a server build to ask (none built, SSR=off, a build that failed to load or whose
// pageRedirect failed) the server makes no redirect at all: the client-rendered page is served
// and the shell's guard and first-route step redirect in the browser, as they did before pages
// were rendered on the server. No rule of the shell's routing is restated here.
import { readComposition, readJsonCached } from './build-files.mjs';
import { clientIndexHtml } from './client-index.mjs';
import { createPageCache, pageCacheKey } from './page-cache.mjs';
import { PRIVATE, etagMatches, pageCacheHeaders, pageEtag } from './http-caching.mjs';
import { consentCookieOf, consentVariant, isLoggedIn, matchRoute, splitLanguage } from './route-table.mjs';
import { NONCE_MARK, keepStoredPolicy, withPageNonce, withoutNonceMark } from './security-headers.mjs';
import { safeLocation } from './request-input.mjs';
import { withCpuTime } from './render-cpu.mjs';
import { NOT_FOUND_NAME, RenderRefused, admitPage, createRenderGate, sendRefusal, sharedNotFound } from './render-admission.mjs';

/** The request's path and query as the browser's location shows them ('' when no query). */
export function requestLocation(rawUrl) {
  const raw = String(rawUrl ?? '/');
  // Appended to an origin rather than resolved against it: '//x/y' stays a path.
  const url = new URL(`http://site.local${raw.startsWith('/') ? raw : `/${raw}`}`);
  return { pathname: url.pathname, search: url.search };
}

/**
 * @param {ReturnType<import('./settings.mjs').siteSettings>} settings
 * @param {ReturnType<import('./server-render.mjs').createServerRenderer>} renderer
 */
export function createPageResponder(settings, renderer, { apiUrl, selfUrl, renderLimiter = null, metrics = null, servedFor = null }) {
  // The versions a visitor is served (progressive-delivery.mjs: canary bucket, QA override);
  // without it, the composition file as it is, the same for everybody.
  servedFor ??= async () => {
    const { text, value } = await readComposition(settings.compositionFile);
    return { composition: value, text, setCookies: [], override: null };
  };
  const pageCache = createPageCache({ ttlMs: settings.pageCacheMs, staleMs: settings.pageStaleMs ?? 0 });
  // The shared not-found pages (one per kind and language) change with the composition only:
  // kept a minute, so a flood of unknown addresses makes no render of its own.
  const notFoundCache = createPageCache({ ttlMs: settings.pageCacheMs > 0 ? Math.max(settings.pageCacheMs, 60_000) : 0, staleMs: settings.pageStaleMs ?? 0, maxEntries: 20 });
  // Renders are admitted (render-admission.mjs): a bounded queue and a budget per client.
  const gate = createRenderGate({ limiter: renderLimiter, concurrency: settings.renderConcurrency ?? 4, maxWaiting: settings.renderQueue ?? 16, isKept: (key) => pageCache.has(key) });
  /** apiUrl: the API's base URL, or a function giving one per page (several instances). */
  const apiFor = typeof apiUrl === 'function' ? apiUrl : () => apiUrl;
  return async function respondWithPage(request, reply) {
    const apiUrl = apiFor();
    const { pathname, search } = requestLocation(request.raw.url);
    const url = `${pathname}${search}`;
    const cookie = String(request.headers.cookie ?? '');
    const table = await readJsonCached(settings.routeTableFile);
    const loggedIn = isLoggedIn(cookie, table);
    // The home page's answer depends on the language cookie.
    const variesByCookie = pathname === '/';

    const asked = await renderer.redirect({ url, cookie, languageSelectorEnabled: settings.browserConfig.languageSelectorEnabled });
    // Every redirect depends on a cookie (the token's or the language's).
    if (asked?.location) return reply.code(302).headers({ location: safeLocation(asked.location), 'cache-control': PRIVATE, vary: 'accept-encoding, cookie' }).send();

    const served = await servedFor(cookie);
    const composition = { text: served.text, value: served.composition };
    // A QA override's page is that browser's alone: rendered for it, never kept, never shared.
    const personal = loggedIn || Boolean(served.override);
    // A visitor given a canary bucket now gets its cookie with a page no shared cache keeps.
    if (served.setCookies.length) reply.header('set-cookie', served.setCookies);
    const privateAnswer = personal || served.setCookies.length > 0;
    // What the build would render: no page at all (the not-found page, unrendered), or the page
    // with the query parameters its route reads.
    const admitted = asked ? await admitPage({ pathname, search, table, apiUrl }) : { search };
    const renderUrl = `${pathname}${admitted.search ?? ''}`;
    // A visitor who has made the cookie choice gets the page without the consent banner: each
    // variant is kept apart (a shared cache may still hand either to anyone: the browser's
    // store follows its own cookie after hydration, and the banner is a fixed bar, so no shift).
    const key = pageCacheKey(composition.text, `${renderUrl}\n${consentVariant(cookie, table)}`);
    // Each render's CPU time goes with its result (render-cpu.mjs), for the Server-Timing below.
    const renderOf = (renderUrl, cookie, route) => () =>
      gate.run(async () => {
        const { result, cpuMs } = await withCpuTime(() => renderer.render({
          url: renderUrl,
          origin: settings.publicUrl,
          cookie,
          composition: composition.value,
          config: { ...settings.browserConfig },
          apiUrl,
          selfUrl,
          budgetMs: settings.renderBudgetMs,
          // Each answer's nonce replaces it as the page is sent (security-headers.mjs).
          scriptNonce: NONCE_MARK,
          ...(route !== undefined ? { route } : {}),
        }));
        return result && { ...result, cpuMs };
      });
    // The route the build matched for the redirects is the one it renders (not for the shared
    // not-found page, which is rendered for another address).
    const render = renderOf(renderUrl, cookie, asked?.route);
    // Rendered only where the build has answered for the redirects; an anonymous page may come
    // from the page cache (a logged-in visitor's never does). Where no page can be, an anonymous
    // visitor gets the shared not-found page (one render for all such addresses), or the
    // client-rendered one.
    let rendered = null;
    let hit = false;
    let stale = false;
    const shared = asked && admitted.notFound && !personal ? sharedNotFound(pathname, admitted.match, table) : null;
    if (shared) {
      // An address no page can be at is cheap to answer, yet counts: a client asking for one
      // after another is not browsing the shop.
      const refused = await gate.refusal(request, null);
      if (refused) return sendRefusal(reply, refused, settings.renderRefusalDelayMs);
      try {
        // Rendered with no cookie but the consent choice (a variant of its own, as pages are).
        const consent = consentCookieOf(cookie, table);
        ({ result: rendered, hit, stale = false } = await notFoundCache.get(pageCacheKey(composition.text, `${shared.url}\n${consentVariant(cookie, table)}`), renderOf(shared.url, consent)));
      } catch (err) {
        if (!(err instanceof RenderRefused)) throw err;
      }
      if (rendered?.status !== 404) rendered = null;
      else if (shared.name) rendered = { ...rendered, html: rendered.html.replaceAll(NOT_FOUND_NAME, shared.name) };
    } else if (asked && (!admitted.notFound || loggedIn)) {
      const refused = await gate.refusal(request, personal ? null : key);
      if (refused) return sendRefusal(reply, refused, settings.renderRefusalDelayMs);
      try {
        ({ result: rendered, hit, stale = false } = personal ? { result: await render(), hit: false } : await pageCache.get(key, render));
      } catch (err) {
        if (err instanceof RenderRefused) return sendRefusal(reply, err, settings.renderRefusalDelayMs);
        throw err;
      }
    }
    let status = admitted.notFound ? 404 : 200;
    let html;
    // A server build that answered the redirects but whose render failed: the client-rendered
    // page stands in for a broken one and is not cacheable either.
    const complete = rendered ? rendered.complete !== false : !asked || Boolean(admitted.notFound);
    if (rendered) {
      ({ status, html } = rendered);
      // A logged-in visitor's page never comes from the cache: counted apart from its misses.
      metrics?.observePage({ renderMs: rendered.renderMs, cache: stale ? 'stale' : hit ? 'hit' : personal ? 'private' : 'miss' });
      // cpu: only for a page rendered for this request (a kept page's render was another's).
      const cpu = !hit && !stale && Number.isFinite(rendered.cpuMs) ? `, cpu;dur=${rendered.cpuMs.toFixed(1)}` : '';
      reply.header('server-timing', `render;dur=${Math.max(0, rendered.renderMs).toFixed(1)}${cpu}, cache;desc=${stale ? 'stale' : hit ? 'hit' : 'miss'}${complete ? '' : ', incomplete'}`);
    } else {
      html = await clientIndexHtml(settings, { match: admitted.notFound ? admitted.match : matchRoute(pathname, table), loggedIn, table, composition: composition.value, apiUrl });
      if (html === null) return reply.code(503).header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-store').send('The shell is not built yet: run npm run build.');
    }

    reply.header('content-type', 'text/html; charset=utf-8');
    const { language } = splitLanguage(pathname, table);
    if (language) reply.header('content-language', language);
    reply.headers(pageCacheHeaders({ status, loggedIn: privateAnswer, variesByCookie, complete }));
    // A logged-in visitor's page is theirs, an incomplete one nobody's to keep: no validator.
    if (!privateAnswer && complete) {
      const etag = pageEtag(composition.text, withoutNonceMark(html));
      reply.header('etag', etag);
      // Preconditions apply to what would be a 200 only (RFC 9110 13.2.1).
      if (status === 200 && etagMatches(request.headers['if-none-match'], etag)) return keepStoredPolicy(reply).code(304).send();
    }
    return reply.code(status).send(withPageNonce(html, reply));
  };
}
