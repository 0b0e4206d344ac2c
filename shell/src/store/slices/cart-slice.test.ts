import { EVENTS } from 'shared-contracts';
import { cartSlice } from './cart-slice';

const item = { item_id: 'SKU1', item_name: 'Yüzük', price: 100, quantity: 2 };
const reduce = (actions: Parameters<typeof cartSlice.reducer>[1][], count = 0) => actions.reduce((s, a) => cartSlice.reducer(s, a), { count });

describe('cart count', () => {
  it('adds one per added item, whatever the quantity', () => {
    expect(reduce([EVENTS.cartItemAdded({ item }), EVENTS.cartItemAdded({ item })]).count).toBe(2);
  });

  it('removes one but never goes below zero', () => {
    expect(reduce([EVENTS.cartItemRemoved({ item })], 1).count).toBe(0);
    expect(reduce([EVENTS.cartItemRemoved({ item }), EVENTS.cartItemRemoved({ item })], 1).count).toBe(0);
  });

  it('otherwise takes the recomputed count, clamping nonsense to zero', () => {
    expect(reduce([EVENTS.cartCountChanged({ count: 5 })], 2).count).toBe(5);
    expect(reduce([EVENTS.cartCountChanged({ count: -3 })], 2).count).toBe(0);
    expect(reduce([EVENTS.cartCountChanged({ count: Number.NaN })], 2).count).toBe(0);
  });

  it('is cleared by a reset and by logout', () => {
    expect(reduce([EVENTS.cartReset()], 4).count).toBe(0);
    expect(reduce([EVENTS.authLoggedOut()], 4).count).toBe(0);
  });
});
