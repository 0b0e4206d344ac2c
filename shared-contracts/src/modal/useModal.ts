// A dialog on the shell's modal stack, opened and closed by its id (EVENTS.modalOpened /
// modalClosed): render <ShopModal id={id}> and it shows while the id is on the stack.
import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { EVENTS } from '../events/event-map';
import type { ShellState } from '../store/root-state';

export function useModal(id: string) {
  const dispatch = useDispatch();
  const isOpen = useSelector((s: ShellState) => s.modals.stack.some((m) => m.id === id));
  const open = useCallback(() => dispatch(EVENTS.modalOpened({ id })), [dispatch, id]);
  const close = useCallback(() => dispatch(EVENTS.modalClosed({ id })), [dispatch, id]);
  return { isOpen, open, close };
}
