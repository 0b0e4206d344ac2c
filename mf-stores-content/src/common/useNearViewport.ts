// True once the element is on the screen or close to it (within `marginPx`), and from then on:
// a heavy part far down the page renders (and asks for its data) when the visitor gets near it.
// Measured before the first paint, so a part already in view renders at once.
import { useCallback, useLayoutEffect, useState } from 'react';

function isNear(element: Element, marginPx: number): boolean {
  const rect = element.getBoundingClientRect();
  const height = window.innerHeight || document.documentElement.clientHeight;
  return rect.top < height + marginPx && rect.bottom > -marginPx;
}

export function useNearViewport<T extends Element>(marginPx = 400): [(element: T | null) => void, boolean] {
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
