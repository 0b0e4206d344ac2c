// The server's remote loader: a remote renders on the server only when its version has a server
// build and loads within the budget; otherwise the loader rejects and the area renders in the
// browser.
import { loadVersionModule } from './remote-version-runtimes';
import { createServerRemoteLoader, prepareRemotes, RemoteNotServerRendered } from './server-remotes';

jest.mock('./remote-version-runtimes', () => ({ loadVersionModule: jest.fn(), pinVersions: jest.fn(), releaseUnused: jest.fn() }));

const composition = (version: string, ssr?: boolean) => ({
  remotes: { mf_catalog: { version, manifest: `/remotes/mf-catalog/${version}/mf-manifest.json`, ...(ssr === undefined ? {} : { ssr }) } },
});

const manifests: Record<string, unknown> = {
  '1.0.0': { metaData: { ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server' } } },
  '2.0.0': { metaData: {} },
};

beforeEach(() => {
  global.fetch = jest.fn(async (url: string | URL | Request) => {
    const version = /mf-catalog\/([^/]+)\//.exec(String(url))?.[1] ?? '';
    const manifest = manifests[version];
    return { ok: Boolean(manifest), json: async () => manifest } as Response;
  }) as typeof fetch;
  jest.mocked(loadVersionModule).mockReset();
});

const Page = () => null;

test('a version with a server build renders on the server', async () => {
  jest.mocked(loadVersionModule).mockResolvedValue({ default: Page });
  const loader = createServerRemoteLoader({ composition: composition('1.0.0'), baseUrl: 'http://127.0.0.1:3000', budgetMs: 1000 });
  await expect(loader.load('mf_catalog/CategoryPage')).resolves.toEqual({ default: Page });
  expect(await loader.rendered()).toEqual([expect.objectContaining({ id: 'mf_catalog/CategoryPage' })]);
});

test.each([
  ['its version has no server build', composition('2.0.0'), /no server build/],
  ['server rendering is off for it', composition('1.0.0', false), /server rendering is off/],
  ['it is not in the composition', { remotes: {} }, /not in the composition/],
  ['its manifest cannot be read', composition('9.9.9'), /manifest cannot be read/],
])('a remote renders in the browser when %s', async (_, given, reason) => {
  jest.mocked(loadVersionModule).mockResolvedValue({ default: Page });
  const loader = createServerRemoteLoader({ composition: given, baseUrl: 'http://127.0.0.1:3000', budgetMs: 1000 });
  const loading = loader.load('mf_catalog/SearchPage');
  await expect(loading).rejects.toThrow(RemoteNotServerRendered);
  await expect(loading).rejects.toThrow(reason);
  expect(await loader.rendered()).toEqual([]);
});

test('a remote that does not load within the budget renders in the browser', async () => {
  jest.mocked(loadVersionModule).mockReturnValue(new Promise(() => {}));
  const loader = createServerRemoteLoader({ composition: composition('1.0.0'), baseUrl: 'http://127.0.0.1:3001', budgetMs: 30 });
  await expect(loader.load('mf_catalog/InstantSearch')).rejects.toThrow(/not loaded within 30 ms/);
});

test('a remote whose load fails renders in the browser', async () => {
  jest.mocked(loadVersionModule).mockRejectedValue(new Error('remoteEntry.js: SyntaxError'));
  const loader = createServerRemoteLoader({ composition: composition('1.0.0'), baseUrl: 'http://127.0.0.1:3002', budgetMs: 1000 });
  await expect(loader.load('mf_catalog/ProductSlider')).rejects.toThrow('SyntaxError');
});

test("prepareRemotes loads every route module of the composition's versions with a server build", async () => {
  jest.mocked(loadVersionModule).mockResolvedValue({ default: Page });
  await prepareRemotes(composition('1.0.0'), 'http://127.0.0.1:3003');
  const loaded = jest.mocked(loadVersionModule).mock.calls.map(([id]) => id);
  expect(loaded).toEqual(expect.arrayContaining(['mf_catalog/CategoryPage', 'mf_catalog/SearchPage']));
  expect(loaded.every((id) => id.startsWith('mf_catalog/'))).toBe(true);
});

test('two versions of one remote load side by side, each from its own manifest', async () => {
  jest.mocked(loadVersionModule).mockResolvedValue({ default: Page });
  manifests['1.1.0'] = manifests['1.0.0'];
  const live = createServerRemoteLoader({ composition: composition('1.0.0'), baseUrl: 'http://127.0.0.1:3004', budgetMs: 1000 });
  const canary = createServerRemoteLoader({ composition: composition('1.1.0'), baseUrl: 'http://127.0.0.1:3004', budgetMs: 1000 });
  await Promise.all([live.load('mf_catalog/CategoryPage'), canary.load('mf_catalog/CategoryPage')]);
  expect(jest.mocked(loadVersionModule).mock.calls).toEqual(
    expect.arrayContaining([
      ['mf_catalog/CategoryPage', 'http://127.0.0.1:3004/remotes/mf-catalog/1.0.0/mf-manifest.json'],
      ['mf_catalog/CategoryPage', 'http://127.0.0.1:3004/remotes/mf-catalog/1.1.0/mf-manifest.json'],
    ]),
  );
});
