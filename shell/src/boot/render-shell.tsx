// Boot step 4: the React tree, rendered in a transition: React renders the first screen in
// slices and keeps the main thread responsive.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../App';
import type { Shell } from './create-shell';

export function renderShell({ store, client, prefetch }: Shell): void {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<App store={store} client={client} prefetch={prefetch} />));
}
