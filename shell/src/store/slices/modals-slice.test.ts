import { EVENTS } from 'shared-contracts';
import { modalsSlice } from './modals-slice';

describe('modal stack', () => {
  it('stacks modals and closes the top one when no id is given', () => {
    let s = modalsSlice.reducer(undefined, EVENTS.modalOpened({ id: 'address-list' }));
    s = modalsSlice.reducer(s, EVENTS.modalOpened({ id: 'address-edit', disableBackdropClose: true }));
    expect(s.stack.map((m) => m.id)).toEqual(['address-list', 'address-edit']);
    s = modalsSlice.reducer(s, EVENTS.modalClosed({}));
    expect(s.stack.map((m) => m.id)).toEqual(['address-list']);
  });

  it('closes a named modal wherever it sits', () => {
    let s = modalsSlice.reducer(undefined, EVENTS.modalOpened({ id: 'a' }));
    s = modalsSlice.reducer(s, EVENTS.modalOpened({ id: 'b' }));
    s = modalsSlice.reducer(s, EVENTS.modalClosed({ id: 'a' }));
    expect(s.stack.map((m) => m.id)).toEqual(['b']);
  });
});
