// `shared-contracts/lazy`: load a part of a page's code (a dynamic import, so its own chunk) when
// it is first needed, with a retry after a failed load (a dropped connection must cost that
// part only, never the page). A separate entry, not the singleton: it adds nothing a shell built
// earlier would lack.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface LazyModule<T> {
  /** The loaded module, or null while loading (or before `enabled`). */
  loaded: T | null;
  failed: boolean;
  retry: () => void;
}

/**
 * @param load the dynamic import, e.g. `() => import('./ReviewForm')`
 * @param options.enabled start loading only once this is true (default true)
 * @param options.label names the part in the console error of a failed load
 */
export function useLazyModule<T>(load: () => Promise<T>, { enabled = true, label }: { enabled?: boolean; label: string }): LazyModule<T> {
  const [loaded, setLoaded] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const loadRef = useRef(load);
  loadRef.current = load;
  const retry = useCallback(() => {
    setFailed(false);
    loadRef.current().then(
      (module) => setLoaded(() => module),
      (error: unknown) => {
        console.error(`${label} failed to load`, error);
        setFailed(true);
      },
    );
  }, [label]);
  const started = useRef(false);
  useEffect(() => {
    if (!enabled || started.current) return;
    started.current = true;
    retry();
  }, [enabled, retry]);
  return { loaded, failed, retry };
}
