// Which remote an uncaught error belongs to: the first file of its stack (or the error event's
// file) under /remotes/<package>/<version>/, where the site serves each remote version's build.
// The error's text is never kept: only the remote's name and version leave the page.
import { REMOTE_PACKAGES } from 'shared-contracts';

const REMOTE_FILE = /\/remotes\/([a-z][a-z0-9-]*)\/([0-9A-Za-z][0-9A-Za-z.+_-]*)\//;

const federationByPackage = new Map(Object.entries(REMOTE_PACKAGES).map(([fed, pkg]) => [pkg, fed]));

export interface RemoteAttribution {
  /** Federation name ('mf_catalog'). */
  remote: string;
  version: string;
}

/** The remote whose file comes first in the text (a stack, a file address), or null. */
export function attributeToRemote(text: string | undefined | null): RemoteAttribution | null {
  if (typeof text !== 'string') return null;
  for (const line of text.split('\n')) {
    const match = REMOTE_FILE.exec(line);
    const remote = match ? federationByPackage.get(match[1]) : undefined;
    if (match && remote) return { remote, version: match[2] };
  }
  return null;
}

function stackOf(value: unknown): string | undefined {
  const stack = typeof value === 'object' && value !== null ? (value as { stack?: unknown }).stack : undefined;
  return typeof stack === 'string' ? stack : undefined;
}

/** An uncaught error (window 'error') or an unhandled rejection, attributed by its stack or its file. */
export function attributeEvent(event: Event): RemoteAttribution | null {
  if (event.type === 'unhandledrejection') return attributeToRemote(stackOf((event as PromiseRejectionEvent).reason));
  const { error, filename } = event as ErrorEvent;
  return attributeToRemote(stackOf(error)) ?? attributeToRemote(filename);
}
