// Whether this part of the page is React's yet. A server-rendered control is on the screen before
// the browser has hydrated it, and a press on it then does nothing (no handler is attached; a
// size chosen in it is not the state's). Such a control is disabled until its part has hydrated:
// false on the server and in the hydrating render (which must match the server's HTML), true
// right after it; a part first rendered in the browser is hydrated from its first render.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, inBrowser, onServer);
}
