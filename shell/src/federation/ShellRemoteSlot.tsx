// The shell's implementation of the RemoteSlot contract (shared-contracts/src/remotes/remote-slot):
// another team's widget, loaded like a route module, failing only inside its slot.
import type { RemoteSlotProps } from 'shared-contracts';
// Widgets are never what the first screen waits for: until the page has settled the slot shows
// what it shows while loading, and the widget's remote does not compete with the route's.
import { RemoteArea } from './RemoteArea';
import { RemoteLoading } from './RemoteLoading';
import { usePageSettled } from './page-settled';
import { remoteModuleId } from './remote-loader';

export function ShellRemoteSlot({ remote, module, props, fallback }: RemoteSlotProps) {
  const settled = usePageSettled();
  if (!settled) return <>{fallback ?? <RemoteLoading compact />}</>;
  return <RemoteArea id={remoteModuleId(remote, module)} props={props} loading={fallback} fallback={fallback} compact />;
}
