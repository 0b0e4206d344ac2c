// Whether the page came server-rendered: true on the server, and in the browser once the boot has
// found server-rendered HTML to take over (markServerRendered). Module state of the singleton:
// one answer for every bundle.
import { onServer } from './on-server';

let hydrating = false;

/** The boot found server-rendered HTML to take over. */
export function markServerRendered(): void {
  hydrating = true;
}

/** True on the server, and in the browser on a page that came server-rendered. */
export function isServerRenderedPage(): boolean {
  return onServer() || hydrating;
}
