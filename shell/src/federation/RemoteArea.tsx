// One remote's area of the page: the module loads lazily (React.lazy over the federation
// runtime), Suspense shows a placeholder, and an error boundary turns a failed load or a crash
// into a translated fallback with a retry button, leaving the rest of the page alone.
// On the server the module comes from the request's loader (ServerRemotesContext); when it
// cannot be had there, the area's Suspense boundary is sent as its placeholder and the browser
// renders the area. In the browser a module loaded already (the first route's, before
// hydration) renders at once, so the server's HTML is taken over without a placeholder.
import { lazy, Suspense, use, useContext, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { notePageRemoteArea } from '../telemetry/page-remotes';
import { markRouteShown } from './page-settled';
import { forgetRemoteModule, loadedRemoteModule, loadRemoteModule } from './remote-loader';
import { ServerRemotesContext } from './server-remotes-context';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import { RemoteLoading } from './RemoteLoading';

const lazyComponents = new Map<string, LazyExoticComponent<ComponentType<object>>>();

function lazyRemote(id: string) {
  let component = lazyComponents.get(id);
  if (!component) {
    component = lazy(() => loadRemoteModule(id));
    lazyComponents.set(id, component);
  }
  return component;
}

function forget(id: string) {
  lazyComponents.delete(id);
  forgetRemoteModule(id);
}

/** Runs once its area shows something final: the module, or the fallback. */
function Shown({ onShown }: { onShown?: () => void }) {
  useEffect(() => onShown?.(), [onShown]);
  return null;
}

function RemoteModule({ id, props, onShown, dataReady }: { id: string; props: object; onShown?: () => void; dataReady?: Promise<void> }) {
  const server = useContext(ServerRemotesContext);
  // A route's area shows with its data (its loader runs beside the module: useRouteData).
  if (dataReady) use(dataReady);
  // Chosen once per id: switching from the lazy wrapper to the loaded component later would
  // remount the remote's page and lose its state.
  const [client, setClient] = useState(() => (server ? null : { id, component: loadedRemoteModule(id)?.default ?? lazyRemote(id) }));
  if (!server && client?.id !== id) setClient({ id, component: loadedRemoteModule(id)?.default ?? lazyRemote(id) });
  const Component = server ? use(server.load(id)).default : (client?.id === id ? client.component : lazyRemote(id));
  return (
    <>
      <Component {...props} />
      <Shown onShown={onShown} />
    </>
  );
}

export interface RemoteAreaProps {
  /** 'mf_catalog/CategoryPage' */
  id: string;
  props?: object;
  /** Shown while loading (default: a placeholder of the area's size). */
  loading?: ReactNode;
  /** Replaces the translated fallback (widgets in slots may prefer their own). */
  fallback?: ReactNode;
  /** Small fallback for widgets in the header or inside another team's page. */
  compact?: boolean;
  /** Routes pass their path: moving to another page of the same module retries a failed area. */
  resetKey?: string;
  /** The page's main area: showing it is what the page settles on (see page-settled.ts). */
  route?: boolean;
  /** The route's loader, running beside the module: the area waits for it too. */
  dataReady?: Promise<void>;
}

export function RemoteArea({ id, props = {}, loading, fallback, compact = false, resetKey, route = false, dataReady }: RemoteAreaProps) {
  const onShown = route ? markRouteShown : undefined;
  // Telemetry: which remotes this page view shows (a route's area begins and ends the view).
  useEffect(() => notePageRemoteArea(id, route), [id, route, resetKey]);
  return (
    <RemoteErrorBoundary
      id={id}
      resetKey={resetKey}
      onRetry={() => forget(id)}
      fallback={(retry) => (
        <>
          {fallback ?? <RemoteFallback onRetry={retry} compact={compact} />}
          <Shown onShown={onShown} />
        </>
      )}
    >
      <Suspense fallback={loading ?? <RemoteLoading compact={compact} />}>
        <RemoteModule id={id} props={props} onShown={onShown} dataReady={dataReady} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
