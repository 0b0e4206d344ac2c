// Modal stack (spec section 4): opening pushes, closing removes the given or the top modal.
import { createSlice } from '@reduxjs/toolkit';
import { EVENTS, type ShellState } from 'shared-contracts';

const initialState: ShellState['modals'] = { stack: [] };

export const modalsSlice = createSlice({
  name: 'modals',
  initialState,
  reducers: {},
  extraReducers: (b) =>
    b
      .addCase(EVENTS.modalOpened, (s, a) => ({ stack: [...s.stack.filter((m) => m.id !== a.payload.id), a.payload] }))
      .addCase(EVENTS.modalClosed, (s, a) => {
        const id = a.payload.id ?? s.stack.at(-1)?.id;
        return { stack: s.stack.filter((m) => m.id !== id) };
      }),
});
