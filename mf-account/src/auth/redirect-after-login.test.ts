import { redirectAfterLogin } from './redirect-after-login';

test('same-site paths only, in the page language', () => {
  expect(redirectAfterLogin('/account/orders', 'tr')).toBe('/account/orders');
  expect(redirectAfterLogin('/checkout?step=2', 'en')).toBe('/en/checkout?step=2');
  expect(redirectAfterLogin('/en/cart', 'en')).toBe('/en/cart');
  expect(redirectAfterLogin('//evil.example.com', 'tr')).toBe('/');
  expect(redirectAfterLogin('https://evil.example.com', 'en')).toBe('/en');
  expect(redirectAfterLogin(null, 'tr')).toBe('/');
});
