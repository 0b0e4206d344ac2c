// The page does not scroll under an open dialog: the body's overflow is hidden while `locked`,
// and given back as it was.
import { useEffect } from 'react';

export function useScrollLock(locked = true): void {
  useEffect(() => {
    if (!locked) return undefined;
    const { style } = document.body;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous;
    };
  }, [locked]);
}
