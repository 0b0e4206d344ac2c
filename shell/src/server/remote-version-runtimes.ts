// One federation runtime per remote version on the server. The runtime maps a remote's name to
// one entry, but one server renders several versions of a remote at the same time (the live one,
// a canary's, a QA override's): each version gets a host instance of its own, sharing the
// shell's share scope (one React, one store), so two pages rendering mf_catalog 0.1.0 and 0.4.0
// at the same moment never load each other's modules. A version no page has used for a while
// and that is not pinned (the live and canary versions) is released: its container, modules
// and the runtime's global records of it are dropped, so memory stays flat over many releases.
import { createInstance, getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';

export type LoadedModule = Record<string, unknown>;

interface VersionRuntime {
  remote: string;
  url: string;
  instance: ModuleFederation;
  modules: Map<string, Promise<LoadedModule | null>>;
  lastUsed: number;
}

const runtimes = new Map<string, VersionRuntime>();
let pinned = new Set<string>();
/** A version unused for this long (and not pinned) is released; SERVER_REMOTE_IDLE_MS overrides. */
let idleMs = Number(process.env.SERVER_REMOTE_IDLE_MS ?? 5 * 60_000);
/** At most this many versions kept beyond the pinned ones, the least recently used going first. */
const MAX_UNPINNED = 4;

export function configureRemoteRelease(options: { idleMs?: number }): void {
  if (options.idleMs !== undefined) idleMs = options.idleMs;
}

const failurePlugin = {
  name: 'shell-server-remote-failures',
  errorLoadRemote({ id, error, lifecycle }: { id: string; error: unknown; lifecycle: string }) {
    console.error(`[shell ssr] remote ${id} failed at ${lifecycle}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    return undefined;
  },
};

function runtimeFor(remote: string, url: string): VersionRuntime {
  let runtime = runtimes.get(url);
  if (!runtime) {
    const host = getInstance();
    if (!host) throw new Error('the federation runtime of the shell is not initialised');
    // A name of its own: the runtime keeps what it learnt of a host's remotes (their manifest,
    // their entry) globally by host and remote name, and would hand this version another's.
    const instance = createInstance({ name: `${host.name}_${runtimes.size}_${Date.now().toString(36)}`, remotes: [{ name: remote, entry: url }], shared: {}, plugins: [failurePlugin] });
    // The shell's shared modules, the same objects: a remote's React is the page's React.
    instance.initShareScopeMap('default', host.shareScopeMap.default ?? {});
    runtime = { remote, url, instance, modules: new Map(), lastUsed: Date.now() };
    runtimes.set(url, runtime);
  }
  runtime.lastUsed = Date.now();
  return runtime;
}

/** The module `id` ('mf_catalog/CategoryPage') of the version whose manifest is at `url`. */
export function loadVersionModule(id: string, url: string): Promise<LoadedModule | null> {
  const remote = id.split('/')[0];
  const runtime = runtimeFor(remote, url);
  let loading = runtime.modules.get(id);
  if (!loading) {
    // The runtime takes a container it finds under the remote's global name instead of loading
    // this version's: the last version loaded of that remote left its own there.
    if (runtime.modules.size === 0) delete (globalThis as Record<string, unknown>)[remote];
    loading = runtime.instance.loadRemote<LoadedModule>(id);
    runtime.modules.set(id, loading);
    // A failed load is tried again by a later page.
    loading.then(
      (mod) => {
        if (!mod) runtime.modules.delete(id);
      },
      () => runtime.modules.delete(id),
    );
  }
  return loading;
}

/** The versions (manifest URLs) never released however long unused: live and canary. */
export function pinVersions(urls: Iterable<string>): void {
  pinned = new Set(urls);
  releaseUnused();
}

function release(runtime: VersionRuntime): void {
  runtimes.delete(runtime.url);
  const { instance } = runtime;
  try {
    // The runtime's own clean-up: its container, the global loading record, the remote's
    // instance and the shared modules only it provided.
    // removeRemote is what registerRemotes({ force }) runs on a replaced remote (typed private).
    const handler = instance.remoteHandler as unknown as { removeRemote(remote: unknown): void };
    const remote = instance.options.remotes.find((r) => r.name === runtime.remote);
    if (remote) handler.removeRemote(remote);
  } catch (error) {
    console.error(`[shell ssr] releasing ${runtime.url} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const instances = (globalThis as { __FEDERATION__?: { __INSTANCES__?: unknown[] } }).__FEDERATION__?.__INSTANCES__;
  const at = instances?.indexOf(instance) ?? -1;
  if (instances && at !== -1) instances.splice(at, 1);
  runtime.modules.clear();
}

/** Releases versions unused for idleMs and not pinned, and the least recently used beyond MAX_UNPINNED. */
export function releaseUnused(now = Date.now()): string[] {
  const released: string[] = [];
  const unpinned = [...runtimes.values()].filter((r) => !pinned.has(r.url)).sort((a, b) => a.lastUsed - b.lastUsed);
  unpinned.forEach((runtime, index) => {
    if (now - runtime.lastUsed >= idleMs || unpinned.length - index > MAX_UNPINNED) {
      release(runtime);
      released.push(runtime.url);
    }
  });
  return released;
}

/** The versions loaded now (for the operators' figures and the tests). */
export function loadedVersions(): string[] {
  return [...runtimes.keys()];
}
