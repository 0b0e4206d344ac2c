// Loads an exposed module ('mf_catalog/CategoryPage') through the federation runtime with retry
// and backoff. A successful load is kept, so a preload on hover makes the visit instant; a failed
// one is forgotten, so the area's retry button starts afresh.
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { whenCompositionReady } from './composition-ready';
import { trackBusy } from './page-settled';
import { reportRemoteLoadFailure } from '../telemetry/remote-errors';

export type RemoteComponentModule = { default: ComponentType<object> };

/** Two retries with growing pauses before an area gives up and shows its fallback. */
let retryDelaysMs = [400, 1200];

export function configureRemoteRetry(delaysMs: number[]): void {
  retryDelaysMs = delaysMs;
}

const modules = new Map<string, Promise<RemoteComponentModule>>();
/** Modules whose load has finished, for rendering them without suspending. */
const loaded = new Map<string, RemoteComponentModule>();

export class RemoteModuleError extends Error {
  constructor(id: string, cause: unknown) {
    super(`Remote module ${id} could not be loaded`, { cause });
    this.name = 'RemoteModuleError';
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadOnce(id: string): Promise<RemoteComponentModule> {
  await whenCompositionReady();
  const mod = await loadRemote<Partial<RemoteComponentModule>>(id);
  const component = mod?.default;
  // Components are functions, or objects for memo/forwardRef.
  if (!component || (typeof component !== 'function' && typeof component !== 'object')) throw new Error(`${id} has no default export`);
  return mod as RemoteComponentModule;
}

async function loadWithRetry(id: string, delays: number[]): Promise<RemoteComponentModule> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    if (attempt > 0) await wait(delays[attempt - 1]);
    try {
      return await loadOnce(id);
    } catch (error) {
      lastError = error;
    }
  }
  reportRemoteLoadFailure(id);
  throw new RemoteModuleError(id, lastError);
}

export function loadRemoteModule(id: string, delays: number[] = retryDelaysMs): Promise<RemoteComponentModule> {
  let pending = modules.get(id);
  if (!pending) {
    const loading = trackBusy(loadWithRetry(id, delays));
    pending = loading;
    modules.set(id, loading);
    loading.then(
      (mod) => {
        if (modules.get(id) === loading) loaded.set(id, mod);
      },
      () => {
        if (modules.get(id) === loading) modules.delete(id);
      },
    );
  }
  return pending;
}

/** Starts loading without waiting; errors surface when the area renders. */
export function preloadRemoteModule(id: string): void {
  loadRemoteModule(id).catch(() => {});
}

export function forgetRemoteModule(id: string): void {
  modules.delete(id);
  loaded.delete(id);
}

/** The module when its load has finished, else undefined. */
export function loadedRemoteModule(id: string): RemoteComponentModule | undefined {
  return loaded.get(id);
}
