// Hands the composition to the federation runtime: one remote per name, its entry the versioned
// mf-manifest.json (the runtime infers the remote's public path from the manifest address).
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { CompositionFile } from 'shared-contracts';
import { shellRuntimePlugin } from './shell-runtime-plugin';

export function registerComposition(composition: CompositionFile, base = window.location.href): void {
  registerPlugins([shellRuntimePlugin()]);
  registerRemotes(
    Object.entries(composition.remotes).map(([name, { manifest }]) => ({ name, entry: new URL(manifest, base).toString() })),
    { force: true },
  );
}
