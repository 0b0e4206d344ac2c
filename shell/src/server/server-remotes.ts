// Remotes on the server: each version the pages name (live, canary, QA override) loaded through
// a federation runtime of its own (remote-version-runtimes.ts: the Node runtime fetches the
// server container that the version's mf-manifest.json names as ssrRemoteEntry), and a loader
// per request that gives up on a remote after the time budget.
// A remote that cannot render here (turned off with `ssr: false`, no server build, failed load,
// over budget) makes its area render in the browser: the loader rejects, the area's Suspense
// boundary is sent as its placeholder, and React renders it in the browser.
import { type CompositionFile, ROUTES, WIDGETS } from 'shared-contracts';
import type { RemoteComponentModule } from '../federation/remote-loader';
import { loadVersionModule, pinVersions, releaseUnused } from './remote-version-runtimes';

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

const manifests = new Map<string, Promise<RemoteManifest | null>>();

function manifestUrl(composition: CompositionFile, remote: string, baseUrl: string): string | null {
  const entry = composition.remotes[remote];
  return entry ? new URL(entry.manifest, baseUrl).toString() : null;
}

/**
 * The versions the site server serves to everybody now (the live composition and any canary's):
 * never released, loaded ahead of the pages that need them. Other versions are released once
 * unused for a while.
 */
export function retainRemotes(compositions: CompositionFile[], baseUrl: string): void {
  pinVersions(compositions.flatMap((c) => Object.keys(c.remotes).map((name) => manifestUrl(c, name, baseUrl)!)));
  for (const composition of compositions) warmUp(composition, baseUrl);
}

/**
 * For the site server's start: loads every route module of the composition's versions;
 * resolves when all have loaded or failed (a failed one is tried again by a page).
 */
export async function prepareRemotes(composition: CompositionFile, baseUrl: string): Promise<void> {
  pinVersions(Object.keys(composition.remotes).map((name) => manifestUrl(composition, name, baseUrl)!));
  await Promise.allSettled(routeModules(composition, baseUrl).flatMap(({ id, url }) => [moduleFor(id, url), dataModuleFor(`${id}.data`, url)]));
}

function routeModules(composition: CompositionFile, baseUrl: string): { id: string; url: string }[] {
  const wanted: { id: string; url: string }[] = [];
  // Routes and the widgets pages show in their slots (rendered on the server with them).
  for (const route of [...Object.values(ROUTES), ...Object.values(WIDGETS)]) {
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
  // All started at once, in this task: a version's runtime takes the container it finds under the
  // remote's global name, so its loads must begin before another version's load replaces it.
  for (const { id, url } of routeModules(composition, baseUrl)) {
    moduleFor(id, url).catch(() => {});
    void dataModuleFor(`${id}.data`, url);
  }
}

/** A loader module of one version; null when the version exposes none or it fails to load. */
async function dataModuleFor(id: string, url: string): Promise<{ default: unknown } | null> {
  const manifest = await readManifest(url);
  if (!manifest?.metaData?.ssrRemoteEntry) return null;
  if (!(manifest.exposes ?? []).some((e) => e.path === `./${id.slice(id.indexOf('/') + 1)}`)) return null;
  try {
    const mod = (await loadVersionModule(id, url)) as { default?: unknown } | null;
    return typeof mod?.default === 'function' ? (mod as { default: unknown }) : null;
  } catch {
    return null;
  }
}

/** The module of one version, loaded once per version (a failed load is tried again later). */
function moduleFor(id: string, url: string): Promise<RemoteComponentModule> {
  return loadForServer(id, url);
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
  const mod = (await loadVersionModule(id, url)) as Partial<RemoteComponentModule> | null;
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
  /** A module's loader ('mf_product/ProductPage.data'), or null when its remote has none (or not in time). */
  loadData(id: string): Promise<{ default: unknown } | null>;
  /** The remote modules this page rendered on the server (for its stylesheets and hints). */
  rendered(): Promise<RenderedRemote[]>;
}

export function createServerRemoteLoader(opts: { composition: CompositionFile; baseUrl: string; budgetMs: number }): ServerRemoteLoader {
  // Each page is a moment to let go of versions nobody has asked for in a while.
  releaseUnused();
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
      // Once loaded, React's use() reads it at once instead of suspending the render for a tick.
      void pending.then((mod) => Object.assign(pending!, { status: 'fulfilled', value: mod }), () => {});
      perRequest.set(id, pending);
      return pending;
    },
    async loadData(id) {
      const remote = id.split('/')[0];
      const url = manifestUrl(opts.composition, remote, opts.baseUrl);
      if (!url || opts.composition.remotes[remote]?.ssr === false) return null;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const overBudget = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), opts.budgetMs);
      });
      const loading = dataModuleFor(id, url);
      try {
        return await Promise.race([loading, overBudget]);
      } finally {
        clearTimeout(timer);
      }
    },
    async rendered() {
      return Promise.all([...used].map(async ([id, url]) => ({ id, manifestUrl: url, manifest: await readManifest(url) })));
    },
  };
}
