// Remotes on the server: the composition file's versions registered with the federation runtime
// (Node runtime plugin: the server container of each version, named by its mf-manifest.json as
// ssrRemoteEntry), and a loader per request that gives up on a remote after the time budget.
// A remote that cannot render here (turned off with `ssr: false`, no server build, failed load,
// over budget) makes its area render in the browser: the loader rejects, the area's Suspense
// boundary is sent as its placeholder, and React renders it in the browser.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { ROUTES, type CompositionFile } from 'shared-contracts';
import type { RemoteComponentModule } from '../federation/remote-loader';

export class RemoteNotServerRendered extends Error {
  /** Chosen, not a fault (`ssr: false` in the composition): the page still counts as complete. */
  readonly chosen: boolean;
  constructor(id: string, reason: string, { chosen = false }: { chosen?: boolean } = {}) {
    super(`${id} renders in the browser: ${reason}`);
    this.name = 'RemoteNotServerRendered';
    this.chosen = chosen;
  }
}

interface RemoteManifest {
  metaData?: { ssrRemoteEntry?: { name?: string; path?: string }; remoteEntry?: { name?: string; path?: string } };
  exposes?: { path: string; assets?: { css?: { sync?: string[]; async?: string[] }; js?: { sync?: string[] } } }[];
}

/** The manifest URL registered for each remote name, and whether the failure plugin is in. */
const registered = new Map<string, string>();
let pluginRegistered = false;
/** Loaded modules by remote module id and manifest URL: a new version is a new key. */
const modules = new Map<string, Promise<RemoteComponentModule>>();
const manifests = new Map<string, Promise<RemoteManifest | null>>();

function manifestUrl(composition: CompositionFile, remote: string, baseUrl: string): string | null {
  const entry = composition.remotes[remote];
  return entry ? new URL(entry.manifest, baseUrl).toString() : null;
}

/** Registers the versions of the composition that changed since the last request. */
export function syncComposition(composition: CompositionFile, baseUrl: string): void {
  if (!pluginRegistered) {
    registerPlugins([
      {
        name: 'shell-server-remote-failures',
        errorLoadRemote({ id, error, lifecycle }) {
          console.error(`[shell ssr] remote ${id} failed at ${lifecycle}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
          return undefined;
        },
      },
    ]);
    pluginRegistered = true;
  }
  const changed = Object.keys(composition.remotes)
    .map((name) => ({ name, entry: manifestUrl(composition, name, baseUrl)! }))
    .filter(({ name, entry }) => registered.get(name) !== entry);
  if (changed.length === 0) return;
  // force: a name registered before now points at another version.
  const replaced = changed.filter(({ name }) => registered.has(name));
  const added = changed.filter(({ name }) => !registered.has(name));
  if (added.length) registerRemotes(added);
  if (replaced.length) registerRemotes(replaced, { force: true });
  for (const { name, entry } of changed) registered.set(name, entry);
  warmUp(composition, baseUrl);
}

/**
 * For the site server's start: registers the composition and loads every route module of its
 * versions; resolves when all have loaded or failed (a failed one is tried again by a page).
 */
export async function prepareRemotes(composition: CompositionFile, baseUrl: string): Promise<void> {
  syncComposition(composition, baseUrl);
  await Promise.allSettled(routeModules(composition, baseUrl).map(({ id, url }) => moduleFor(id, url)));
}

function routeModules(composition: CompositionFile, baseUrl: string): { id: string; url: string }[] {
  const wanted: { id: string; url: string }[] = [];
  for (const route of Object.values(ROUTES)) {
    const url = manifestUrl(composition, route.remote, baseUrl);
    if (url && composition.remotes[route.remote]?.ssr !== false) wanted.push({ id: `${route.remote}/${route.module.replace(/^\.\//, '')}`, url });
  }
  return wanted;
}

/**
 * Starts loading every route module of the composition's versions in the background, so the
 * first page after a start or a version switch does not spend its budget on the download.
 */
function warmUp(composition: CompositionFile, baseUrl: string): void {
  for (const { id, url } of routeModules(composition, baseUrl)) moduleFor(id, url).catch(() => {});
}

/** The module of one version, loaded once (a failed load is tried again by a later page). */
function moduleFor(id: string, url: string): Promise<RemoteComponentModule> {
  const key = `${id}@${url}`;
  let loading = modules.get(key);
  if (!loading) {
    loading = loadForServer(id, url);
    modules.set(key, loading);
    loading.catch(() => modules.delete(key));
  }
  return loading;
}

/** A manifest as served now (null when it cannot be read); kept, since a version never changes. */
export function readManifest(url: string): Promise<RemoteManifest | null> {
  let pending = manifests.get(url);
  if (!pending) {
    pending = fetch(url)
      .then((response) => (response.ok ? (response.json() as Promise<RemoteManifest>) : null))
      .catch(() => null);
    manifests.set(url, pending);
    void pending.then((manifest) => {
      if (!manifest) manifests.delete(url);
    });
  }
  return pending;
}

async function loadForServer(id: string, url: string): Promise<RemoteComponentModule> {
  const manifest = await readManifest(url);
  if (!manifest) throw new RemoteNotServerRendered(id, 'its manifest cannot be read');
  if (!manifest.metaData?.ssrRemoteEntry) throw new RemoteNotServerRendered(id, 'it has no server build');
  const mod = await loadRemote<Partial<RemoteComponentModule>>(id);
  const component = mod?.default;
  if (!component || (typeof component !== 'function' && typeof component !== 'object')) throw new RemoteNotServerRendered(id, 'it has no default export');
  return mod as RemoteComponentModule;
}

export interface RenderedRemote {
  id: string;
  manifestUrl: string;
  manifest: RemoteManifest | null;
}

export interface ServerRemoteLoader {
  /** The module, or a rejection: the area then renders in the browser. Same promise per id. */
  load(id: string): Promise<RemoteComponentModule>;
  /** The remote modules this page rendered on the server (for its stylesheets and hints). */
  rendered(): Promise<RenderedRemote[]>;
}

export function createServerRemoteLoader(opts: { composition: CompositionFile; baseUrl: string; budgetMs: number }): ServerRemoteLoader {
  const perRequest = new Map<string, Promise<RemoteComponentModule>>();
  const used = new Map<string, string>();
  return {
    load(id) {
      let pending = perRequest.get(id);
      if (pending) return pending;
      const remote = id.split('/')[0];
      const url = manifestUrl(opts.composition, remote, opts.baseUrl);
      if (!url) pending = Promise.reject(new RemoteNotServerRendered(id, 'it is not in the composition'));
      else if (opts.composition.remotes[remote]?.ssr === false) pending = Promise.reject(new RemoteNotServerRendered(id, 'server rendering is off for it', { chosen: true }));
      else {
        const loading = moduleFor(id, url);
        let timer: ReturnType<typeof setTimeout> | undefined;
        const overBudget = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new RemoteNotServerRendered(id, `not loaded within ${opts.budgetMs} ms`)), opts.budgetMs);
        });
        pending = Promise.race([loading, overBudget]).finally(() => clearTimeout(timer));
        void pending.then(() => used.set(id, url), () => {});
      }
      pending.catch(() => {});
      perRequest.set(id, pending);
      return pending;
    },
    async rendered() {
      return Promise.all([...used].map(async ([id, url]) => ({ id, manifestUrl: url, manifest: await readManifest(url) })));
    },
  };
}
