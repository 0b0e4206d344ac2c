// The shell's implementation of the RemoteSlot contract (shared-contracts/src/remotes/remote-slot):
// another team's widget, loaded like a route module, failing only inside its slot.
// Widgets are never what the first screen waits for: the slot shows what it shows while loading
// until the page has settled and the slot is on the screen or near it, so a widget's remote
// neither competes with the route's nor loads for a visitor who never scrolls down to it.
import { moduleId, useNearViewport, type RemoteSlotProps } from 'shared-contracts';
import { RemoteArea } from './RemoteArea';
import { RemoteLoading } from './RemoteLoading';
import { usePageSettled } from './page-settled';

export function ShellRemoteSlot({ remote, module, props, fallback }: RemoteSlotProps) {
  const settled = usePageSettled();
  const [ref, near] = useNearViewport<HTMLDivElement>();
  if (!settled || !near) return <div ref={ref}>{fallback ?? <RemoteLoading compact />}</div>;
  return <RemoteArea id={moduleId({ remote, module })} props={props} loading={fallback} fallback={fallback} compact />;
}
