// When the side cart is open: after every successful add to cart (EVENTS.cartItemAdded, counted
// by the sideCart slice) and when the header's cart button asks. Not on the cart page, which
// shows the change itself; a move to another page closes it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { stripLanguagePrefix } from 'shared-contracts';
import { selectSideCartRequests } from '../store/slices/side-cart-slice';

export function useSideCart() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const requests = useSelector(selectSideCartRequests);
  const seenRequests = useRef(requests);
  const openedOn = useRef<string | null>(null);
  const currentPath = useRef(pathname);
  currentPath.current = pathname;

  const show = useCallback((from?: HTMLElement | null) => {
    opener.current = from ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    openedOn.current = currentPath.current;
    setOpen(true);
  }, []);

  useEffect(() => {
    if (requests === seenRequests.current) return;
    seenRequests.current = requests;
    if (stripLanguagePrefix(pathname).path === '/cart') return;
    show();
  }, [requests, pathname, show]);

  useEffect(() => {
    if (openedOn.current !== null && openedOn.current !== pathname) setOpen(false);
  }, [pathname]);

  const close = useCallback(() => setOpen(false), []);
  // After a link inside took the shopper elsewhere, the focus belongs to the new page.
  const returnFocus = useCallback(() => (openedOn.current === currentPath.current ? opener.current : null), []);

  return { open, show, close, returnFocus };
}
