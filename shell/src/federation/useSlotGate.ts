// A slot's gate: a promise its widget waits on (SlotGate) until the slot is needed, then resolved
// for good. A promise rather than a prop, because a server-rendered widget waits inside a Suspense
// boundary that is still the server's HTML: React retries such a boundary when the promise it
// suspended on resolves, while new props would make it drop the HTML (see ShellRemoteSlot).
import { useEffect, useState } from 'react';

/** The promise React reads (`use`), with the status fields React sets on thenables it tracks. */
export type Gate = Promise<void> & { status?: 'pending' | 'fulfilled'; value?: undefined };

function openGate(): Gate {
  const gate: Gate = Promise.resolve();
  // Already fulfilled: `use` reads it without suspending.
  gate.status = 'fulfilled';
  gate.value = undefined;
  return gate;
}

/** Open from the start when needed at the first render (the server, a slot needed already). */
export function useSlotGate(needed: boolean): Gate {
  const [gate] = useState(() => {
    if (needed) return { gate: openGate(), open: () => {} };
    let open = () => {};
    const pending: Gate = new Promise<void>((resolve) => {
      open = () => {
        pending.status = 'fulfilled';
        resolve();
      };
    });
    pending.status = 'pending';
    return { gate: pending, open };
  });
  useEffect(() => {
    if (needed) gate.open();
  }, [needed, gate]);
  return gate.gate;
}
