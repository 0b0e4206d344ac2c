// True once the element is on the screen or close to it (within `marginPx` below or above), and
// from then on. Parts further down the page (the shell's remote widgets, a team's heavy blocks)
// render and ask for their data when the visitor gets near them, not with the first screen.
// Measured before the first paint, so an element already in view never flickers.
import { useCallback, useLayoutEffect, useState } from 'react';

export const NEAR_VIEWPORT_MARGIN_PX = 400;

function isNear(element: Element, marginPx: number): boolean {
  const rect = element.getBoundingClientRect();
  const height = window.innerHeight || document.documentElement.clientHeight;
  return rect.top < height + marginPx && rect.bottom > -marginPx;
}

export function useNearViewport<T extends Element>(marginPx: number = NEAR_VIEWPORT_MARGIN_PX): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  const ref = useCallback((el: T | null) => setElement(el), []);

  useLayoutEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined' || isNear(element, marginPx)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: `${marginPx}px 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, marginPx]);

  return [ref, near];
}
