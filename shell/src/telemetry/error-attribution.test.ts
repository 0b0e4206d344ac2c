import { attributeToRemote } from './error-attribution';

const stack = (file: string) => `TypeError: Cannot read properties of undefined (reading 'price')
    at ProductCard (https://shop.example/remotes/${file}:1:2345)
    at renderWithHooks (https://shop.example/static/js/main.789cffe8.js:2:100)`;

describe('attributeToRemote', () => {
  it('reads the remote and its version from the first file under /remotes/<package>/<version>/', () => {
    expect(attributeToRemote(stack('mf-catalog/0.4.0/static/js/812.a1b2.js'))).toEqual({ remote: 'mf_catalog', version: '0.4.0' });
    expect(attributeToRemote(stack('mf-cart-checkout/1.2.0-rc.1/remoteEntry.js'))).toEqual({ remote: 'mf_cart_checkout', version: '1.2.0-rc.1' });
    expect(attributeToRemote('https://shop.example/remotes/mf-account/0.3.0/static/js/1.js')).toEqual({ remote: 'mf_account', version: '0.3.0' });
  });

  it('takes the topmost remote frame when several remotes are on the stack', () => {
    const mixed = `Error: x\n    at a (https://s/remotes/mf-product/0.2.0/a.js:1:1)\n    at b (https://s/remotes/mf-catalog/0.4.0/b.js:1:1)`;
    expect(attributeToRemote(mixed)).toEqual({ remote: 'mf_product', version: '0.2.0' });
  });

  it('attributes nothing to the shell\'s own files, an unknown package or no stack', () => {
    expect(attributeToRemote('Error: x\n    at f (https://shop.example/static/js/main.js:1:1)')).toBeNull();
    expect(attributeToRemote(stack('mf-unknown/0.1.0/a.js'))).toBeNull();
    expect(attributeToRemote(undefined)).toBeNull();
    expect(attributeToRemote('')).toBeNull();
  });
});
