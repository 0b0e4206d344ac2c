// The shell's implementation of the RemoteSlot contract (shared-contracts/src/remotes/remote-slot):
// another team's widget, loaded like a route module, failing only inside its slot.
// Widgets are never what the first screen waits for: the slot shows what it shows while loading
// until the page has settled and the slot is needed (on the first screen, or near the screen
// once the visitor has interacted: useNeededSoon), so a widget's remote neither competes with
// the route's, nor is part of the first load, nor loads for a visitor who never scrolls to it.
import { useNeededSoon, type RemoteSlotProps, moduleId } from 'shared-contracts';
import { RemoteArea } from './RemoteArea';
import { RemoteLoading } from './RemoteLoading';
import { usePageSettled } from './page-settled';

export function ShellRemoteSlot({ remote, module, props, fallback }: RemoteSlotProps) {
  const settled = usePageSettled();
  const [ref, near] = useNeededSoon<HTMLDivElement>();
  if (!settled || !near) return <div ref={ref}>{fallback ?? <RemoteLoading compact />}</div>;
  return <RemoteArea id={moduleId({ remote, module })} props={props} loading={fallback} fallback={fallback} compact />;
}
