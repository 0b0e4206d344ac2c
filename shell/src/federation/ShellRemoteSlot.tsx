// The shell's implementation of the RemoteSlot contract (shared-contracts/src/remotes/remote-slot):
// another team's widget, loaded like a route module, failing only inside its slot.
import type { RemoteSlotProps } from 'shared-contracts';
import { RemoteArea } from './RemoteArea';
import { remoteModuleId } from './remote-loader';

export function ShellRemoteSlot({ remote, module, props, fallback }: RemoteSlotProps) {
  return <RemoteArea id={remoteModuleId(remote, module)} props={props} loading={fallback} fallback={fallback} compact />;
}
