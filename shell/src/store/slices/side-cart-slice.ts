// Requests to show the side cart: every successful add to cart (EVENTS.cartItemAdded) counts one;
// the header's drawer host opens when the count moves (SideCartDrawer).
import { createSlice } from '@reduxjs/toolkit';
import { EVENTS } from 'shared-contracts';

export interface SideCartState {
  openRequests: number;
}

const initialState: SideCartState = { openRequests: 0 };

export const sideCartSlice = createSlice({
  name: 'sideCart',
  initialState,
  reducers: {},
  extraReducers: (b) => b.addCase(EVENTS.cartItemAdded, (s) => ({ openRequests: s.openRequests + 1 })),
});

export const selectSideCartRequests = (s: { sideCart?: SideCartState }) => s.sideCart?.openRequests ?? 0;
