/** @jest-environment jsdom */
import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { EVENTS } from '../events/event-map';
import { createRenderWithShell } from '../testing/render-with-shell';
import { MODAL_ROOT_ID } from './modal-root';
import { ShopModal, type ShopModalProps } from './ShopModal';
import { useModal } from './useModal';

const renderWithShell = createRenderWithShell();

function withBodyHeights(scrollHeight: number, clientHeight: number) {
  const scroll = jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
  const client = jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
  return () => {
    scroll.mockRestore();
    client.mockRestore();
  };
}

/** An opener and the dialog it shows, the way a team's caller controls it (state and onClose). */
function Opener({ onClosed = () => undefined, ...props }: Partial<ShopModalProps> & { onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Aç
      </button>
      {open ? (
        <ShopModal
          title="Adres"
          {...props}
          onClose={() => {
            onClosed();
            setOpen(false);
          }}
        >
          <label>
            Başlık <input />
          </label>
          <button type="button">Kaydet</button>
        </ShopModal>
      ) : null}
    </>
  );
}

/** A dialog opened through the modal stack by its id. */
function StackOpener() {
  const modal = useModal('test:size-guide');
  return (
    <>
      <button type="button" onClick={modal.open}>
        Rehber
      </button>
      <ShopModal id="test:size-guide" title="Ölçü Rehberi" size="wide" boundary="mf-test">
        <p>Tablo</p>
      </ShopModal>
    </>
  );
}

afterEach(() => {
  document.getElementById(MODAL_ROOT_ID)?.remove();
});

describe('ShopModal', () => {
  it('is a modal dialog named by its title with a translated close button, also when the title is hidden', () => {
    renderWithShell(
      <ShopModal title="Üyelik doğrulama" hideTitle>
        <p>Kod</p>
      </ShopModal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Üyelik doğrulama' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Kapat' })).toBeInTheDocument();
  });

  it('labels the close button in English on English pages', () => {
    renderWithShell(<ShopModal title="Address">x</ShopModal>, { language: 'en' });
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('a body longer than the dialog can be focused and scrolled with the keyboard, named by the title', () => {
    const restore = withBodyHeights(2000, 400);
    renderWithShell(
      <ShopModal title="Mesafeli Satış Sözleşmesi" onClose={() => undefined}>
        <p>Uzun metin</p>
      </ShopModal>,
    );
    const region = screen.getByRole('region', { name: 'Mesafeli Satış Sözleşmesi' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByText('Uzun metin'));
    restore();
  });

  it('a body that fits adds no tab stop', () => {
    const restore = withBodyHeights(300, 400);
    renderWithShell(
      <ShopModal title="Adres" onClose={() => undefined}>
        <p>Kısa</p>
      </ShopModal>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByText('Kısa').parentElement).not.toHaveAttribute('tabindex');
    restore();
  });

  it('moves the focus inside, keeps Tab inside and gives the focus back to the opener on close', async () => {
    const user = userEvent.setup();
    const onClosed = jest.fn();
    const view = renderWithShell(<Opener onClosed={onClosed} />);
    await user.click(screen.getByRole('button', { name: 'Aç' }));
    const dialog = screen.getByRole('dialog', { name: 'Adres' });
    expect(dialog).toHaveFocus();
    expect(view.state().modals.stack).toHaveLength(1);
    expect(document.body.style.overflow).toBe('hidden');

    const close = within(dialog).getByRole('button', { name: 'Kapat' });
    const save = within(dialog).getByRole('button', { name: 'Kaydet' });
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();

    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(view.state().modals.stack).toEqual([]);
    expect(screen.getByRole('button', { name: 'Aç' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape and on a click outside', async () => {
    const user = userEvent.setup();
    const onClosed = jest.fn();
    renderWithShell(<Opener onClosed={onClosed} />);
    await user.click(screen.getByRole('button', { name: 'Aç' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Aç' }));
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // A click inside is not a click outside.
    await user.click(screen.getByRole('button', { name: 'Aç' }));
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onClosed).toHaveBeenCalledTimes(2);
  });

  it('keepOnOutsideClick: Escape closes, a click outside does not', async () => {
    const user = userEvent.setup();
    const view = renderWithShell(<Opener keepOnOutsideClick />);
    await user.click(screen.getByRole('button', { name: 'Aç' }));
    // The shell's backdrop and Escape leave it to the dialog.
    expect(view.state().modals.stack).toEqual([expect.objectContaining({ disableBackdropClose: true })]);
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('disableBackdropClose: only the close button closes it', async () => {
    const user = userEvent.setup();
    renderWithShell(<Opener disableBackdropClose size="full-height" />);
    await user.click(screen.getByRole('button', { name: 'Aç' }));
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('calls onClose once when the shell closes it from the stack (its backdrop or Escape)', async () => {
    const user = userEvent.setup();
    const onClosed = jest.fn();
    const view = renderWithShell(<Opener onClosed={onClosed} />);
    await user.click(screen.getByRole('button', { name: 'Aç' }));
    const { id } = view.state().modals.stack[0];
    act(() => {
      view.store.dispatch(EVENTS.modalClosed({ id }));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('with an id it shows while the id is on the stack, and leaves the stack when the page goes', async () => {
    const user = userEvent.setup();
    const view = renderWithShell(<StackOpener />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rehber' }));
    expect(view.state().modals.stack).toEqual([{ id: 'test:size-guide' }]);
    expect(screen.getByRole('dialog', { name: 'Ölçü Rehberi' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view.state().modals.stack).toEqual([]);
    expect(screen.getByRole('button', { name: 'Rehber' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Rehber' }));
    view.unmount();
    expect(view.state().modals.stack).toEqual([]);
  });

  it("inside the shell it renders into the shell's modal root with the team's boundary, over the shell's backdrop", async () => {
    const root = document.createElement('div');
    root.id = MODAL_ROOT_ID;
    document.body.append(root);
    const user = userEvent.setup();
    renderWithShell(<StackOpener />);
    await user.click(screen.getByRole('button', { name: 'Rehber' }));
    const dialog = screen.getByRole('dialog', { name: 'Ölçü Rehberi' });
    expect(root).toContainElement(dialog);
    expect(dialog.closest('[data-boundary]')).toHaveAttribute('data-boundary', 'mf-test');
    // The shell's ModalHost locks the page and draws the backdrop.
    expect(document.body.style.overflow).toBe('');
    expect(dialog.parentElement).not.toHaveClass('ownBackdrop');
  });

  it('can give the first focus to its close button', async () => {
    const user = userEvent.setup();
    renderWithShell(<Opener initialFocus="close-button" />);
    await user.click(screen.getByRole('button', { name: 'Aç' }));
    expect(screen.getByRole('button', { name: 'Kapat' })).toHaveFocus();
  });

  it('leaves the focus where its content put it', () => {
    renderWithShell(
      <ShopModal title="Kod">
        <input aria-label="1. hane" autoFocus />
      </ShopModal>,
    );
    expect(screen.getByRole('textbox', { name: '1. hane' })).toHaveFocus();
  });
});
