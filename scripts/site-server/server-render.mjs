// Server rendering through the shell's server build (shell/dist/server/main.js, CommonJS): its
// pageRedirect says where the browser would be sent instead of a page (the client guard's and
// the language choice's redirects), its renderPage returns the whole document of a page. The
// build is loaded on the first page request that finds it (so a site started before the build
// picks it up), once; a build that fails to load is tried again when the file changes. Any
// failure (no build, SSR=off, a load error, a throwing pageRedirect, a rejected or late render,
// an answer of the wrong shape) yields null, and the caller serves the client-rendered page
// instead; each distinct failure is logged once.
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, sep } from 'node:path';

const require = createRequire(import.meta.url);

/** A render not settled by then is given up (its remotes each have budgetMs; this bounds the whole). */
export const renderTimeoutMs = (budgetMs) => Math.max(5_000, budgetMs * 10);

/**
 * @param {{ serverBundle: string, serverRendering: boolean, renderBudgetMs: number }} settings
 * @param {(message: string) => void} log
 */
export function createServerRenderer(settings, log = (message) => console.error(message)) {
  /** { mtimeMs, renderPage, pageRedirect } once loaded; { mtimeMs, failed: true } after a failed load. */
  let bundle = null;
  let loading = null;
  const reported = new Set();

  function reportOnce(what, err) {
    const detail = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    const key = `${what} ${detail}`;
    if (reported.has(key)) return;
    if (reported.size > 200) reported.clear();
    reported.add(key);
    log(`server rendering: ${what} (${detail}); serving the client-rendered page instead${err instanceof Error && err.stack ? `\n${err.stack}` : ''}`);
  }

  async function load(mtimeMs) {
    try {
      // A failed earlier load may have left parts of the build in require's cache.
      const folder = dirname(settings.serverBundle) + sep;
      for (const key of Object.keys(require.cache)) if (key.startsWith(folder)) delete require.cache[key];
      // Module Federation starts asynchronously: the exports may be a promise.
      const exports = await require(settings.serverBundle);
      const functions = {};
      // Both or neither: a page rendered without its redirects could be a guarded one.
      for (const name of ['renderPage', 'pageRedirect']) {
        functions[name] = exports?.[name] ?? exports?.default?.[name];
        if (typeof functions[name] !== 'function') throw new Error(`${settings.serverBundle} exports no ${name} function`);
      }
      // Optional: a build without them loads each remote on its first page, and keeps every
      // version it loaded.
      const optional = {};
      for (const name of ['prepareRemotes', 'retainRemotes', 'resolveRequest']) {
        const fn = exports?.[name] ?? exports?.default?.[name];
        if (typeof fn === 'function') optional[name] = fn;
      }
      bundle = { mtimeMs, ...functions, ...optional };
      log(`server rendering on (${settings.serverBundle})`);
    } catch (err) {
      bundle = { mtimeMs, failed: true };
      reportOnce('the server build did not load', err);
    }
  }

  /** The loaded build ({ renderPage, pageRedirect }), or null when there is none to use now. */
  async function loaded() {
    if (!settings.serverRendering) return null;
    if (bundle?.renderPage) return bundle;
    let mtimeMs;
    try {
      mtimeMs = statSync(settings.serverBundle).mtimeMs;
    } catch {
      return null;
    }
    if (bundle?.failed && bundle.mtimeMs === mtimeMs) return null;
    loading ??= load(mtimeMs).finally(() => {
      loading = null;
    });
    await loading;
    return bundle?.renderPage ? bundle : null;
  }

  /**
   * Where the page sends the visitor instead ({ location }, location null for the page itself),
   * or null when no server build answers; input is pageRedirect's ({ url, cookie,
   * languageSelectorEnabled }).
   */
  async function redirect(input) {
    const build = await loaded();
    if (!build) return null;
    try {
      // resolveRequest also gives the route it matched: the render takes it on (one match a request).
      const resolved = build.resolveRequest ? build.resolveRequest(input) : { location: build.pageRedirect(input) };
      const { location, route } = resolved ?? {};
      if (location !== null && !(typeof location === 'string' && location.startsWith('/') && !location.startsWith('//'))) {
        throw new Error(`pageRedirect answered ${JSON.stringify(location)}, not a path or null`);
      }
      return route === undefined ? { location } : { location, route };
    } catch (err) {
      reportOnce('pageRedirect failed', err);
      return null;
    }
  }

  /** The rendered page ({ status: 200 | 404, html, renderMs, complete, problems }) or null; input is renderPage's. */
  async function render(input) {
    const renderPage = (await loaded())?.renderPage;
    if (!renderPage) return null;
    let timer;
    try {
      const late = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${renderTimeoutMs(input.budgetMs)} ms`)), renderTimeoutMs(input.budgetMs));
      });
      const started = performance.now();
      const result = await Promise.race([renderPage(input), late]);
      if (!result || typeof result.html !== 'string' || (result.status !== 200 && result.status !== 404)) {
        throw new Error(`renderPage answered ${JSON.stringify({ status: result?.status, html: typeof result?.html })}, not { status: 200 | 404, html }`);
      }
      const renderMs = Number.isFinite(result.renderMs) ? result.renderMs : performance.now() - started;
      // complete: false when a part fell back to the browser or a query failed (a build that does
      // not say counts as complete); such a page is neither kept nor publicly cacheable.
      const complete = result.complete !== false;
      return { status: result.status, html: result.html, renderMs, complete, problems: complete ? [] : (Array.isArray(result.problems) ? result.problems.map(String) : []) };
    } catch (err) {
      reportOnce('renderPage failed', err);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * At start: loads the build and has it load the composition's remotes (prepareRemotes), so the
   * first pages do not spend their budget on downloads. Resolves with the time it took, or null.
   */
  async function prepare(input) {
    const build = await loaded();
    if (!build?.prepareRemotes) return null;
    const started = performance.now();
    try {
      await build.prepareRemotes(input.composition, input.selfUrl);
      return performance.now() - started;
    } catch (err) {
      reportOnce('prepareRemotes failed', err);
      return null;
    }
  }

  /**
   * The compositions served to everybody now (live, and live with each canary): the build keeps
   * their versions loaded and releases the others once unused. Called on every change.
   */
  async function retain(compositions, selfUrl) {
    const build = await loaded();
    if (!build?.retainRemotes) return;
    try {
      build.retainRemotes(compositions, selfUrl);
    } catch (err) {
      reportOnce('retainRemotes failed', err);
    }
  }

  return { redirect, render, prepare, retain };
}
