// When a below-the-first-screen part of the page may load its code: at once if it is on the
// first screen at load; otherwise once the visitor has interacted (useFirstInteraction) and it is
// near the screen. "Near" alone is not enough: at load, near covers 400px under a phone's first
// screen, and what is there can wait for the visitor's first sign of life.
import { useCallback, useLayoutEffect, useState } from 'react';
import { useFirstInteraction } from './first-interaction';
import { useNearViewport } from './useNearViewport';

function isOnScreen(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return rect.top < (window.innerHeight || document.documentElement.clientHeight) && rect.bottom >= 0;
}

export function useNeededSoon<T extends Element>(): [(element: T | null) => void, boolean] {
  const [nearRef, near] = useNearViewport<T>();
  const [element, setElement] = useState<T | null>(null);
  const [onFirstScreen, setOnFirstScreen] = useState(false);
  const interacted = useFirstInteraction();
  const ref = useCallback(
    (el: T | null) => {
      nearRef(el);
      setElement(el);
    },
    [nearRef],
  );
  // Measured before the first paint, like useNearViewport: a part on the first screen never waits.
  useLayoutEffect(() => {
    if (element && isOnScreen(element)) setOnFirstScreen(true);
  }, [element]);
  return [ref, onFirstScreen || (near && interacted)];
}
