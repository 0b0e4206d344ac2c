// The shell's implementation of the RemoteSlot contract (shared-contracts/src/remotes/remote-slot):
// another team's widget, loaded like a route module, failing only inside its slot.
// On the server the widget renders with the page (its data included), so what a slot shows on the
// first screen is in the server's HTML. In the browser a widget is never what the first screen
// waits for: its code loads once the page has settled and the slot is needed (on the first
// screen, or near the screen once the visitor has interacted: useNeededSoon). Until then a
// server-rendered widget stays the server's HTML (its Suspense boundary waits, dehydrated, on the
// slot's gate) and a widget first rendered in the browser shows the slot's fallback. So its code is
// no part of the first load and loads for nobody who never gets near it.
import { Suspense, useContext, useMemo } from 'react';
import { useNeededSoon, type RemoteSlotProps, moduleId } from 'shared-contracts';
import { RemoteArea } from './RemoteArea';
import { ServerRemotesContext } from './server-remotes-context';
import { RemoteLoading } from './RemoteLoading';
import { usePageSettled } from './page-settled';
import { SlotGate } from './SlotGate';
import { useSlotGate } from './useSlotGate';
import { useStableValue } from './useStableValue';

export function ShellRemoteSlot({ remote, module, props, fallback }: RemoteSlotProps) {
  const settled = usePageSettled();
  const [ref, near] = useNeededSoon<HTMLDivElement>();
  // Rendering with the server's remotes (the server render; a test standing in for it).
  const rendersOnServer = useContext(ServerRemotesContext) !== null;
  const gate = useSlotGate(rendersOnServer || (settled && near));
  const id = moduleId({ remote, module });
  const stableProps = useStableValue(props);
  // The same element while id and props stay: a host re-rendering (new props objects of the same
  // values, a new fallback element) would otherwise be an update of a still dehydrated boundary,
  // which React answers by throwing the server's HTML away and rendering the fallback.
  const area = useMemo(
    () => (
      <Suspense fallback={fallback ?? <RemoteLoading compact />}>
        <SlotGate gate={gate}>
          <RemoteArea id={id} props={stableProps} loading={fallback} fallback={fallback} compact />
        </SlotGate>
      </Suspense>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the fallback is a placeholder: its first element is kept
    [gate, id, stableProps],
  );
  return <div ref={ref}>{area}</div>;
}
