// Every new page starts at the top (issue 11): a link, a redirect or a finished login lands on a
// new path with the previous page's scroll otherwise (e.g. the profile opened at "Hesabımı sil"
// after registering). Back/forward is left to the browser's own scroll restoration, and a change
// of the query alone (listing filters, load more) keeps the listing where it is.
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type NavigationType } from 'react-router';

export function shouldScrollToTop(previousPath: string, next: { pathname: string; hash: string }, navigationType: NavigationType | `${NavigationType}`): boolean {
  if (next.pathname === previousPath) return false;
  if (navigationType === 'POP') return false;
  // An anchor link scrolls to its target instead.
  return !next.hash;
}

export function ScrollToTop() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef(location.pathname);

  // Before paint, so the new page never shows at the old position first.
  useLayoutEffect(() => {
    const scroll = shouldScrollToTop(previousPath.current, location, navigationType);
    previousPath.current = location.pathname;
    if (scroll) window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}
