import { use, type ReactNode } from 'react';
import type { Gate } from './useSlotGate';

/** Renders the widget once the slot's gate is open; suspends (fallback, or the server's HTML kept) until then. */
export function SlotGate({ gate, children }: { gate: Gate; children: ReactNode }) {
  use(gate as Promise<void>);
  return children;
}
