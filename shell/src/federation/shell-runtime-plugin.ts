// Federation runtime plugin of the shell. errorLoadRemote sees every failure of the runtime
// (manifest fetch, remote entry, module factory) with its lifecycle stage; it logs it and returns
// nothing, so the error reaches the loader's retry and then the area's error boundary.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RemoteFailure {
  id: string;
  lifecycle: string;
  error: unknown;
}

export function shellRuntimePlugin(onFailure: (failure: RemoteFailure) => void = () => {}): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-failures',
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`[shell] remote ${id} failed at ${lifecycle}`, error);
      onFailure({ id, lifecycle, error });
      return undefined;
    },
  };
}
