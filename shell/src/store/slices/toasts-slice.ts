import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { EVENTS, type ShellState } from 'shared-contracts';

const MAX_TOASTS = 4;
const initialState: ShellState['toasts'] & { nextId: number } = { items: [], nextId: 1 };

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    toastDismissed(s, a: PayloadAction<number>) {
      s.items = s.items.filter((t) => t.id !== a.payload);
    },
    /** The shopper went to another page: what the earlier page said (these toasts) is gone. */
    toastsLeftBehind(s, a: PayloadAction<number[]>) {
      s.items = s.items.filter((t) => !a.payload.includes(t.id));
    },
  },
  extraReducers: (b) =>
    b
      .addCase(EVENTS.toastsResolved, (s, a) => {
        s.items = s.items.filter((t) => t.kind !== 'error' || t.source !== a.payload.source);
      })
      .addCase(EVENTS.toastShown, (s, a) => {
        // The same message twice in a row (e.g. two failing requests) shows once.
        const last = s.items.at(-1);
        if (last && last.message === a.payload.message && last.kind === a.payload.kind) return;
        s.items.push({ ...a.payload, id: s.nextId++ });
        if (s.items.length > MAX_TOASTS) s.items.shift();
      }),
});

export const { toastDismissed, toastsLeftBehind } = toastsSlice.actions;
