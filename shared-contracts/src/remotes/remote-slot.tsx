// How one team shows another team's widget without importing it: the shell provides a renderer
// through RemoteSlotContext (it loads the module with the federation runtime behind retry and an
// error boundary); remotes write <RemoteSlot remote="mf_catalog" module="./ProductSlider" .../>.
// Outside the shell (unit tests, a remote's standalone mode) there is no renderer and the slot
// shows its fallback, so a widget never breaks the page that hosts it.
import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';
import type { RemoteName } from '../routes/route-table';

export interface RemoteSlotProps {
  remote: RemoteName;
  /** An exposed module of that remote, e.g. './ProductSlider' (see EXPOSED_MODULES). */
  module: string;
  /** Props handed to the widget (its props type is in module-contracts.ts). */
  props?: object;
  /** Shown while the widget loads and when it cannot be shown. */
  fallback?: ReactNode;
}

export type RemoteSlotRenderer = ComponentType<RemoteSlotProps>;

export const RemoteSlotContext = createContext<RemoteSlotRenderer | null>(null);
RemoteSlotContext.displayName = 'RemoteSlotContext';

export function RemoteSlot(props: RemoteSlotProps): ReactNode {
  const Renderer = useContext(RemoteSlotContext);
  if (!Renderer) return props.fallback ?? null;
  return createElement(Renderer, props);
}
