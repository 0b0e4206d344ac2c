// Which remote areas are on the current page and which route's area the page shows, as RemoteArea
// tells it (an effect per area), and the composition the page runs (which version each remote
// is). A route's area going (the SPA moved to another page) ends the page view: it is queued for
// the reporter with the remotes shown during it. Part of the first load and evaluated early in the
// boot: plain bookkeeping, no React, no router (the reporter names the route: route-name.ts).
import type { CompositionFile } from 'shared-contracts';
import { stripLanguagePrefix, onServer } from 'shared-contracts';
import { queueTelemetry, type PageView } from './telemetry-queue';

const currentPath = (): string | null => (onServer() ? null : stripLanguagePrefix(window.location.pathname).path);

/** Mounted areas per federation name (an area counts while it is mounted). */
const mounted = new Map<string, number>();

const newView = (first: boolean, path: string | null): PageView => ({ routeArea: null, remotes: new Set(mounted.keys()), first, path, reported: false, errors: new Set() });

let view: PageView = newView(true, currentPath());
let composition: CompositionFile | null = null;

export function currentPageView(): PageView {
  return view;
}

/** 'mf_catalog/CategoryPage' -> 'mf_catalog'. */
export const federationOf = (areaId: string): string => areaId.split('/')[0];

/** Queues the current view once (a view without a route's area is no page of the route table). */
export function reportCurrentView(): void {
  if (view.routeArea !== null && !view.reported) {
    view.reported = true;
    queueTelemetry({ kind: 'view', view });
  }
}

function startRouteView(areaId: string): void {
  const path = currentPath() ?? '/';
  // The page load's first route (a seName's area comes after the urlRecord answer): same view.
  if (view.routeArea === null && (view.path === null || view.path === path)) {
    view.routeArea = areaId;
    view.path = path;
    return;
  }
  reportCurrentView();
  view = newView(false, path);
  view.routeArea = areaId;
}

/**
 * An area is shown (called from RemoteArea's effect; returns the cleanup). A route's area starts
 * the page view it belongs to and ends it when it goes (another page, another path of the module).
 */
export function notePageRemoteArea(areaId: string, route: boolean): () => void {
  const fed = federationOf(areaId);
  mounted.set(fed, (mounted.get(fed) ?? 0) + 1);
  view.remotes.add(fed);
  if (route) startRouteView(areaId);
  return () => {
    const left = (mounted.get(fed) ?? 1) - 1;
    if (left > 0) mounted.set(fed, left);
    else mounted.delete(fed);
    if (route) {
      reportCurrentView();
      view = newView(false, null);
    }
  };
}

/** The composition the page runs (the boot's, as registered with the federation runtime). */
export function setPageComposition(next: CompositionFile): void {
  composition = next;
}

/** The version of a remote this page runs, if the composition names it. */
export function pageRemoteVersion(fed: string): string | undefined {
  return composition?.remotes[fed]?.version;
}

/** Tests: a fresh page load at a path. */
export function resetPageRemotes(path: string | null = currentPath()): void {
  mounted.clear();
  view = newView(true, path);
  composition = null;
}
