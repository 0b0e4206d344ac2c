// Boot: composition registered with the federation runtime (remote loads wait for it), then the
// route's remote module set loading, the data client (Apollo comes later, when needed) and the
// store, and the render. Each step
// runs in a task of its own: evaluating the libraries all at once would hold the main thread for
// one long stretch (it blocks input and counts as blocking time), so the browser gets a turn in
// between. The header painted by index.html holds the screen meanwhile. The page's messages load
// from the start too (English is a chunk of its own): the first render waits for them.
import { stripLanguagePrefix } from 'shared-contracts/boot';
import { loadComposition } from './composition/load-composition';
import { setCompositionReady } from './federation/composition-ready';
import { startSettling } from './federation/page-settled';
import { registerComposition } from './federation/register-composition';
import { loadLanguage } from './i18n/load-language';
import { captureTelemetry } from './telemetry/capture-telemetry';
import { setPageComposition } from './telemetry/page-remotes';

/** Resolves in a new task (a message to ourselves is not clamped like a zero timeout). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

// Telemetry: this page load's sampling decision, and the remotes' errors queued from here on.
captureTelemetry();
// The address says the language: its messages load beside the libraries below. A failure is
// reported where the boot waits for them (startFirstRoute's language).
loadLanguage(stripLanguagePrefix(window.location.pathname).language).catch(() => undefined);
setCompositionReady(
  loadComposition().then((composition) => {
    setPageComposition(composition);
    registerComposition(composition);
  }),
);
// Widgets, the instant search and the footer wait until the first screen is done.
startSettling();

/**
 * The shared libraries the first screen needs, evaluated one per task before the code that uses
 * them (in the order they depend on each other): each is then one moderate task instead of a part
 * of one long one. Shared singletons only: the shell provides them whole anyway, whereas a
 * namespace import of any other library would defeat its tree shaking.
 */
const LIBRARIES: (() => Promise<unknown>)[] = [
  () => import(/* webpackMode: "eager" */ 'react'),
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'react-intl'),
  () => import(/* webpackMode: "eager" */ 'react-redux'),
];

async function boot(): Promise<void> {
  for (const load of LIBRARIES) {
    await nextTask();
    await load();
  }
  await nextTask();
  const { startFirstRoute } = await import(/* webpackMode: "eager" */ './boot/first-route');
  const { readServerRenderedState } = await import(/* webpackMode: "eager" */ './boot/server-rendered-state');
  const { markServerRendered } = await import(/* webpackMode: "eager" */ 'shared-contracts');
  const server = readServerRenderedState();
  if (server) markServerRendered();
  const { language, page, moduleReady } = startFirstRoute(server);
  // Usually the load started above; startFirstRoute may have moved '/' to '/en' (the visitor's choice).
  const messagesReady = loadLanguage(language).catch((error: unknown) => console.error(`[shell] the ${language} messages did not load: Turkish texts meanwhile`, error));
  await nextTask();
  const { createShell } = await import(/* webpackMode: "eager" */ './boot/create-shell');
  const shell = createShell(language, server, page);
  await nextTask();
  const { renderShell } = await import(/* webpackMode: "eager" */ './boot/render-shell');
  // The first render waits (a little) for the route's module, so it shows the page itself
  // rather than a placeholder the module then replaces (React holds such a reveal back 300 ms),
  // and for the page's messages: a hydration in the server's language, no Turkish flash.
  await Promise.all([moduleReady, messagesReady]);
  renderShell(shell);
  // What the visitor did before hydration (held by index.html's inline script), done again once
  // the route's area is React's.
  const { replayEarlyInput } = await import(/* webpackMode: "eager" */ './boot/early-input-replay');
  void replayEarlyInput();
  // The reporter loads after the page (its own chunk), with the visitor's analytics consent.
  const { startTelemetry } = await import(/* webpackMode: "eager" */ './telemetry/start-telemetry');
  startTelemetry(shell.store);
}

void boot();
