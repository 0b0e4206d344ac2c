// The shopper's cookie choice (KVKK): read from the consent cookie at boot (by the server from
// the request, by the browser from document.cookie), replaced by a new choice, and whether the
// preferences are open.
import { createSlice } from '@reduxjs/toolkit';
import { EVENTS, type ShellState } from 'shared-contracts';

const initialState: ShellState['consent'] = { choice: null, editing: false };

export const consentSlice = createSlice({
  name: 'consent',
  initialState,
  reducers: {},
  extraReducers: (b) =>
    b
      .addCase(EVENTS.consentChosen, (_s, a) => ({ choice: { analytics: a.payload.analytics, marketing: a.payload.marketing }, editing: false }))
      .addCase(EVENTS.consentPreferencesOpened, (s) => ({ ...s, editing: true }))
      .addCase(EVENTS.consentPreferencesClosed, (s) => ({ ...s, editing: false })),
});
