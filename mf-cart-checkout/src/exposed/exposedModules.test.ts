import { EXPOSED_MODULES } from 'shared-contracts';

type FederationPlugin = { _options?: { name?: string; exposes?: Record<string, string> } };

describe('webpack exposes', () => {
  it('exposes exactly the modules the shell loads from mf_cart_checkout, in the browser and the server build', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const configs: { plugins: FederationPlugin[] }[] = require('../../webpack.config.js')({}, { mode: 'production' });
    expect(configs).toHaveLength(2);
    for (const config of configs) {
      const plugin = config.plugins.find((p) => p._options?.name === 'mf_cart_checkout');
      expect(Object.keys(plugin?._options?.exposes ?? {}).sort()).toEqual([...EXPOSED_MODULES.mf_cart_checkout].sort());
    }
  });
});
