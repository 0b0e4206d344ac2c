// How one team shows another team's widget without importing it: the shell provides a renderer
// through RemoteSlotContext (it loads the module with the federation runtime behind retry and an
// error boundary); remotes write <RemoteSlot {...WIDGETS.productSlider} .../> (the route table's widgets).
// Outside the shell (unit tests, a remote's standalone mode) there is no renderer and the slot
// shows its fallback, so a widget never breaks the page that hosts it.
import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';
import type { WIDGETS } from '../routes/route-table';

/** One widget of the route table: its remote and module, as a pair (a module of another remote is a type error). */
type WidgetRef = { [K in keyof typeof WIDGETS]: { remote: (typeof WIDGETS)[K]['remote']; module: (typeof WIDGETS)[K]['module'] } }[keyof typeof WIDGETS];

export type RemoteSlotProps = WidgetRef & {
  /** Props handed to the widget (its props type is in module-contracts.ts). */
  props?: object;
  /** Shown while the widget loads and when it cannot be shown. */
  fallback?: ReactNode;
};

export type RemoteSlotRenderer = ComponentType<RemoteSlotProps>;

export const RemoteSlotContext = createContext<RemoteSlotRenderer | null>(null);
RemoteSlotContext.displayName = 'RemoteSlotContext';

export function RemoteSlot(props: RemoteSlotProps): ReactNode {
  const Renderer = useContext(RemoteSlotContext);
  if (!Renderer) return props.fallback ?? null;
  return createElement(Renderer, props);
}
