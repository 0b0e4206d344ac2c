import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_PACKAGES } from 'shared-contracts';
import { BUNDLED_COMPOSITION, loadComposition } from './load-composition';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('loadComposition', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('reads the served file without the HTTP cache', async () => {
    const served = { remotes: { mf_catalog: { version: '0.2.0', manifest: '/remotes/mf-catalog/0.2.0/mf-manifest.json' } } };
    const fetchImpl = jest.fn(async () => json(served));
    const composition = await loadComposition(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/composition.json', expect.objectContaining({ cache: 'no-store' }));
    expect(composition.remotes.mf_catalog.version).toBe('0.2.0');
    expect(composition.remotes.mf_product).toEqual(BUNDLED_COMPOSITION.remotes.mf_product);
  });

  it('takes the copy the server inlined into the page without fetching', async () => {
    const w = window as Window & { __STOREFRONT_COMPOSITION__?: unknown };
    w.__STOREFRONT_COMPOSITION__ = { remotes: { mf_account: { version: '0.3.0', manifest: '/remotes/mf-account/0.3.0/mf-manifest.json' } } };
    try {
      const fetchImpl = jest.fn();
      const composition = await loadComposition(fetchImpl);
      expect(fetchImpl).not.toHaveBeenCalled();
      expect(composition.remotes.mf_account.version).toBe('0.3.0');
      expect(composition.remotes.mf_catalog).toEqual(BUNDLED_COMPOSITION.remotes.mf_catalog);
      // A malformed inline copy is ignored: the file is fetched.
      w.__STOREFRONT_COMPOSITION__ = { remotes: { mf_account: 'x' } };
      expect(await loadComposition(async () => json({}, 404))).toBe(BUNDLED_COMPOSITION);
    } finally {
      delete w.__STOREFRONT_COMPOSITION__;
    }
  });

  it('falls back to the bundled copy when the file is missing or malformed', async () => {
    expect(await loadComposition(async () => json({}, 404))).toBe(BUNDLED_COMPOSITION);
    expect(await loadComposition(async () => json({ remotes: { mf_catalog: { version: 1 } } }))).toBe(BUNDLED_COMPOSITION);
    expect(await loadComposition(async () => Promise.reject(new TypeError('offline')))).toBe(BUNDLED_COMPOSITION);
  });

  it('bundles every remote at its package version under /remotes/<package>/<version>/', () => {
    for (const [name, pkg] of Object.entries(REMOTE_PACKAGES)) {
      const { version } = JSON.parse(readFileSync(join(__dirname, '../../..', pkg, 'package.json'), 'utf8')) as { version: string };
      expect(BUNDLED_COMPOSITION.remotes[name]).toEqual({ version, manifest: `/remotes/${pkg}/${version}/mf-manifest.json` });
    }
  });
});

describe('the QA override in the inlined composition', () => {
  const w = window as Window & { __STOREFRONT_COMPOSITION__?: unknown };
  afterEach(() => delete w.__STOREFRONT_COMPOSITION__);
  const remotes = { mf_catalog: { version: '0.4.0', manifest: '/remotes/mf-catalog/0.4.0/mf-manifest.json' } };

  it('is kept beside the versions', async () => {
    const override = { remote: 'mf_catalog', version: '0.4.0', expiresAt: '2030-01-01T00:00:00.000Z' };
    w.__STOREFRONT_COMPOSITION__ = { remotes, override };
    expect((await loadComposition(jest.fn())).override).toEqual(override);
  });

  it('is dropped when malformed, the versions still apply', async () => {
    w.__STOREFRONT_COMPOSITION__ = { remotes, override: { remote: 'mf_catalog', version: 4 } };
    const composition = await loadComposition(jest.fn());
    expect(composition.override).toBeUndefined();
    expect(composition.remotes.mf_catalog.version).toBe('0.4.0');
  });
});
