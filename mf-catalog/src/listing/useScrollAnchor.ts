// Keeps the shopper's place when a page is prepended (load-previous): the card that was first
// stays where it was on screen, the new cards appear above it.
import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

export function useScrollAnchor(gridRef: RefObject<HTMLElement | null>, firstProductId: number | undefined) {
  const anchor = useRef<{ id: string; top: number } | null>(null);

  /** Call right before the products above the current first card are inserted. */
  const capture = useCallback(() => {
    const first = gridRef.current?.querySelector<HTMLElement>('[data-product-id]');
    anchor.current = first ? { id: first.dataset.productId ?? '', top: first.getBoundingClientRect().top } : null;
  }, [gridRef]);

  useLayoutEffect(() => {
    const saved = anchor.current;
    if (!saved || String(firstProductId) === saved.id) return;
    anchor.current = null;
    const same = gridRef.current?.querySelector<HTMLElement>(`[data-product-id="${Number(saved.id)}"]`);
    const delta = same ? same.getBoundingClientRect().top - saved.top : 0;
    if (delta) window.scrollBy(0, delta);
  }, [firstProductId, gridRef]);

  return capture;
}
