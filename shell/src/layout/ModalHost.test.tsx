import { act, fireEvent, screen } from '@testing-library/react';
import { EVENTS } from 'shared-contracts';
import { ModalHost } from './ModalHost';
import { makeTestStore, renderWithShell } from '../testing/render-with-shell';

describe('ModalHost', () => {
  it('closes the top modal on a backdrop click and locks scrolling while open', async () => {
    const store = makeTestStore();
    renderWithShell(<ModalHost />, { store });
    act(() => {
      store.dispatch(EVENTS.modalOpened({ id: 'address-list' }));
      store.dispatch(EVENTS.modalOpened({ id: 'address-edit' }));
    });
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(store.getState().modals.stack.map((m) => m.id)).toEqual(['address-list']);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(store.getState().modals.stack).toEqual([]);
    expect(document.body.style.overflow).toBe('');
    expect(screen.queryByTestId('modal-backdrop')).not.toBeInTheDocument();
  });

  it('keeps a modal that disabled backdrop closing', () => {
    const store = makeTestStore();
    renderWithShell(<ModalHost />, { store });
    act(() => {
      store.dispatch(EVENTS.modalOpened({ id: 'payment-frame', disableBackdropClose: true }));
    });
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(store.getState().modals.stack.map((m) => m.id)).toEqual(['payment-frame']);
  });
});
