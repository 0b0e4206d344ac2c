import { EXPOSED_MODULES } from 'shared-contracts';

describe('webpack exposes', () => {
  it('exposes exactly the modules the shell loads from mf_cart_checkout', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const config = require('../../webpack.config.js')({}, { mode: 'production' });
    const plugin = config.plugins.find((p: { name?: string; _options?: { name?: string } }) => p._options?.name === 'mf_cart_checkout');
    expect(Object.keys(plugin._options.exposes).sort()).toEqual([...EXPOSED_MODULES.mf_cart_checkout].sort());
  });
});
