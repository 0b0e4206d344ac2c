// The element the shell's ModalHost renders above its backdrop; stacked dialogs portal into it.
export const MODAL_ROOT_ID = 'shell-modal-root';
