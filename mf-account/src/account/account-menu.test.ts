import { activeMenuKey } from './account-menu';

test('the active item follows the path, with or without /en', () => {
  expect(activeMenuKey('/account')).toBe('profile');
  expect(activeMenuKey('/account/orders')).toBe('orders');
  expect(activeMenuKey('/account/orders/100234')).toBe('orders');
  expect(activeMenuKey('/account/orders/cancel/100234')).toBe('orders');
  expect(activeMenuKey('/en/account/addresses')).toBe('addresses');
  expect(activeMenuKey('/wishlist')).toBe('wishlist');
  expect(activeMenuKey('/account/password/')).toBe('password');
  expect(activeMenuKey('/cart')).toBeNull();
});
