import { createSlice } from '@reduxjs/toolkit';
import { EVENTS, type ShellState } from 'shared-contracts';

const initialState: ShellState['ui'] = { language: 'tr' };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {},
  extraReducers: (b) => b.addCase(EVENTS.languageChanged, (_s, a) => ({ language: a.payload.language })),
});
