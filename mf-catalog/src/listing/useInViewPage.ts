// The in-view page follows the shopper's scrolling: the page (inviewPage) of the product card at
// the middle of the viewport. Only scrolling moves it, so a load-more that advances the in-view
// page is not undone by the new cards appearing.
import { useEffect, useRef, type RefObject } from 'react';

/** The first card whose bottom is below the line (cards are in document order). */
export function cardAtLine(cards: ArrayLike<Element>, line: number): Element | null {
  let lo = 0;
  let hi = cards.length - 1;
  let found: Element | null = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (cards[mid].getBoundingClientRect().bottom > line) {
      found = cards[mid];
      hi = mid - 1;
    } else {
      lo = mid + 1;
    }
  }
  return found;
}

export function useInViewPage(gridRef: RefObject<HTMLElement | null>, onPage: (page: number) => void) {
  const latest = useRef(onPage);
  latest.current = onPage;
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const grid = gridRef.current;
      if (!grid) return;
      const card = cardAtLine(grid.querySelectorAll('[data-page]'), window.innerHeight / 2);
      const page = Number(card?.getAttribute('data-page'));
      if (page > 0) latest.current(page);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [gridRef]);
}
