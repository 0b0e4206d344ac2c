import { isShopPath, MAX_REDIRECT_TARGET_LENGTH, safeRedirectTarget, safeRedirectUrl } from './redirect-target';

const ORIGIN = 'https://www.example-shop.test';

/** Targets an attacker tries: each must fall back, whatever a browser would make of it. */
const HOSTILE_REDIRECT_TARGETS: string[] = [
  '//evil.com',
  '///evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r\n/evil.com',
  '\t//evil.com',
  ' //evil.com',
  '\u0000//evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  '/\\/evil.com',
  '\\/evil.com',
  '/./\\evil.com',
  '/.//evil.com',
  '/..//evil.com',
  'https://evil.com/account',
  'http://evil.com',
  'HTTPS://EVIL.COM',
  'https://www.example-shop.test.evil.com/account',
  'https://www.example-shop.test@evil.com/account',
  'https://user:pass@www.example-shop.test/account',
  'http://www.example-shop.test/account',
  'https://www.example-shop.test:8443/account',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'evil.com',
  'account',
  '/account/../../evil.com/x/y',
  '/no/such/page',
  '/account//orders',
  `/${'a'.repeat(MAX_REDIRECT_TARGET_LENGTH)}`,
];

describe('safeRedirectTarget', () => {
  it.each(HOSTILE_REDIRECT_TARGETS)('sends %j to the fallback', (target) => {
    expect(safeRedirectTarget(target, '/fallback', ORIGIN)).toBe('/fallback');
    expect(safeRedirectUrl(target)).toBe('/');
  });

  it.each([
    ['/account/orders', '/account/orders'],
    ['/en/account/orders?page=2#top', '/en/account/orders?page=2#top'],
    ['/checkout', '/checkout'],
    ['/altin-kolye?filter=1', '/altin-kolye?filter=1'],
    ['/', '/'],
    ['/en', '/en'],
    [`${ORIGIN}/cart`, '/cart'],
    // What a browser drops is dropped here too, and what stays is sent encoded.
    ['/ac\tcount', '/account'],
    ['  /cart  ', '/cart'],
    ['/arama?q=yüzük kolye', '/arama?q=y%C3%BCz%C3%BCk%20kolye'],
    ['/sayfa/hakkımızda', '/sayfa/hakk%C4%B1m%C4%B1zda'],
    ['/%09/evil.com', '/fallback'],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
    // A browser on the shop reads a same-scheme 'https:x' as the path /x of the shop itself.
    ['https:evil.com', '/evil.com'],
  ])('keeps %j as %j', (target, expected) => {
    expect(safeRedirectTarget(target, '/fallback', ORIGIN)).toBe(expected);
  });

  it('never answers a character a header cannot carry', () => {
    for (const target of ['/arama?q=\u0130stanbul\u0000x', '/a\u2028b', '/\u00e7', '/x?y=\u{1F48D}']) {
      expect(safeRedirectTarget(target, '/', ORIGIN)).toMatch(/^[\x21-\x7e]*$/);
    }
  });

  it('refuses what is not a string or is empty', () => {
    expect(safeRedirectTarget(null, '/f')).toBe('/f');
    expect(safeRedirectTarget(undefined, '/f')).toBe('/f');
    expect(safeRedirectTarget('', '/f')).toBe('/f');
  });
});

describe('isShopPath', () => {
  it('knows the table routes and top-level names, with or without /en', () => {
    expect(isShopPath('/account/orders/SF123')).toBe(true);
    expect(isShopPath('/en/find/ring-size')).toBe(true);
    expect(isShopPath('/altin-kolye')).toBe(true);
    expect(isShopPath('/account/unknown/deep/path')).toBe(false);
    expect(isShopPath('/account//orders')).toBe(false);
  });
});
