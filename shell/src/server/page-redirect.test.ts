// The server's redirects before a page: the English choice on the home page, then the route
// guard's, with the cases of routing/AppRoutes.test.tsx; seName and unknown paths never.
import { pageRedirect } from './page-redirect';

const LOGGED_IN = 'other=1; token=abc';
const at = (url: string, cookie = '', languageSelectorEnabled = true) => pageRedirect({ url, cookie, languageSelectorEnabled });

describe('pageRedirect', () => {
  it('sends a logged-out visitor from a guarded route to login with the way back, in both languages', () => {
    for (const path of ['/cart', '/account', '/account/orders/A100', '/account/orders/cancel/A100', '/checkout', '/wishlist', '/account/wishlist']) {
      expect(at(path)).toBe(`/login?redirectUrl=${encodeURIComponent(path)}`);
    }
    expect(at('/en/account/orders?page=2')).toBe(`/en/login?redirectUrl=${encodeURIComponent('/en/account/orders?page=2')}`);
    expect(at('/Cart/')).toBe(`/login?redirectUrl=${encodeURIComponent('/Cart/')}`);
    // An empty or malformed token is no login.
    expect(at('/cart', 'token=')).toBe('/login?redirectUrl=%2Fcart');
    expect(at('/cart', 'token=%E0%A4%A')).toBe('/login?redirectUrl=%2Fcart');
  });

  it('treats a guest customer (guest checkout) as a visitor outside the checkout: login and account pages', () => {
    const GUEST = 'token=abc; signed_in=guest.x1';
    for (const path of ['/cart', '/checkout', '/checkout/success', '/en/checkout/success/17']) expect(at(path, GUEST)).toBeNull();
    for (const path of ['/account', '/account/orders', '/wishlist', '/account/addresses']) expect(at(path, GUEST)).toBe(`/login?redirectUrl=${encodeURIComponent(path)}`);
    // The login and registration pages stay open to a guest, who has no account yet.
    expect(at('/login', GUEST)).toBeNull();
    expect(at('/en/login?redirectUrl=%2Fcheckout', GUEST)).toBeNull();
    expect(at('/register', GUEST)).toBeNull();
    // A member's marker is no guest's.
    expect(at('/login', 'token=abc; signed_in=m1')).toBe('/account');
  });

  it('sends a logged-out visitor from the order success pages home', () => {
    expect(at('/checkout/success')).toBe('/');
    expect(at('/en/checkout/success/17')).toBe('/en');
  });

  it('sends a logged-in customer from /register home with the return address', () => {
    expect(at('/register?redirectUrl=/cart', LOGGED_IN)).toBe(`/?type=register&returnUrl=${encodeURIComponent('/cart')}`);
    expect(at('/en/register?redirectUrl=//evil.example', LOGGED_IN)).toBe(`/en?type=register&returnUrl=${encodeURIComponent('/en')}`);
    expect(at('/register')).toBeNull();
  });

  it('sends a logged-in customer from /login to redirectUrl or the account, in the page language', () => {
    expect(at('/login', LOGGED_IN)).toBe('/account');
    expect(at('/login?redirectUrl=%2Faccount%2Forders', LOGGED_IN)).toBe('/account/orders');
    expect(at('/login?redirectUrl=%2Faccount%2Forders%3Fpage%3D2', LOGGED_IN)).toBe('/account/orders?page=2');
    expect(at('/en/login', LOGGED_IN)).toBe('/en/account');
    expect(at('/en/login?redirectUrl=%2Fen%2Faccount%2Forders', LOGGED_IN)).toBe('/en/account/orders');
    expect(at('/en/login?redirectUrl=%2Faccount%2Forders', LOGGED_IN)).toBe('/en/account/orders');
    // Only same-site paths, and never back to a login page.
    expect(at('/login?redirectUrl=%2F%2Fevil.example', LOGGED_IN)).toBe('/account');
    expect(at('/login?redirectUrl=https%3A%2F%2Fevil.example', LOGGED_IN)).toBe('/account');
    expect(at('/login?redirectUrl=%2Flogin', LOGGED_IN)).toBe('/account');
    expect(at('/en/login?redirectUrl=%2Fen%2Fregister', LOGGED_IN)).toBe('/en/account');
  });

  it('leaves a logged-in visitor, open routes, seNames and unknown paths where they are', () => {
    expect(at('/cart', LOGGED_IN)).toBeNull();
    expect(at('/en/account/orders/A100', LOGGED_IN)).toBeNull();
    for (const url of ['/arama?q=x', '/login?redirectUrl=%2Fcart', '/sayfa/iletisim', '/kolye', '/en/k%C3%BCpe', '/a/b/c', '/en', '//evil.example/cart']) {
      expect(at(url)).toBeNull();
    }
  });

  it('sends a visitor who chose English from the home page to /en, query kept, when the selector is on', () => {
    expect(at('/?utm=1', 'NEXT_LANGUAGE=en')).toBe('/en?utm=1');
    expect(at('/', 'a=1; NEXT_LANGUAGE=en')).toBe('/en');
    expect(at('/', 'NEXT_LANGUAGE=tr')).toBeNull();
    expect(at('/', 'NEXT_LANGUAGE=en', false)).toBeNull();
    expect(at('/en', 'NEXT_LANGUAGE=en')).toBeNull();
    expect(at('/kolye', 'NEXT_LANGUAGE=en')).toBeNull();
    // Language first; the English home page is open to all.
    expect(at('/', `NEXT_LANGUAGE=en; ${LOGGED_IN}`)).toBe('/en');
  });
});
