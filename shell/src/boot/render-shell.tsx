// Boot step 4: the React tree. A server-rendered page is hydrated: React takes over the server's
// HTML with the state the server rendered with. Otherwise the tree is rendered in a transition:
// React renders the first screen in slices and keeps the main thread responsive.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '../App';
import type { Shell } from './create-shell';

/**
 * Recoverable errors while hydrating: an area the server left to the browser (its remote could not
 * render there) is expected and only noted; anything else is a real mismatch and is reported.
 */
function onRecoverableError(error: unknown, info?: { componentStack?: string }): void {
  const message = error instanceof Error ? error.message : String(error);
  if (/server could not finish this Suspense boundary|Switched to client rendering/i.test(message)) {
    console.info('[shell] an area the server left to the browser was rendered here');
    return;
  }
  // The component stack says where (its positions map to names through the source maps).
  console.error('[shell] hydration:', error, info?.componentStack ?? '');
}

export function renderShell({ store, data, prefetch, server }: Shell): void {
  const container = document.getElementById('root')!;
  if (server) {
    // The first-screen data is in the data client already (create-shell.ts).
    const ssr = { reduxState: server.redux };
    hydrateRoot(container, <App store={store} data={data} prefetch={prefetch} ssr={ssr} />, { onRecoverableError });
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(<App store={store} data={data} prefetch={prefetch} />));
}
