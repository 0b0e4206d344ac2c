// Each remote version gets a federation instance of its own; versions no page uses are released
// unless pinned (live and canary), and their instance leaves the runtime's global list.
import { createInstance, getInstance } from '@module-federation/enhanced/runtime';
import { configureRemoteRelease, loadedVersions, loadVersionModule, pinVersions, releaseUnused } from './remote-version-runtimes';

jest.mock('@module-federation/enhanced/runtime', () => ({ createInstance: jest.fn(), getInstance: jest.fn() }));

const removeRemote = jest.fn();
const instances: unknown[] = [];

beforeEach(() => {
  (globalThis as { __FEDERATION__?: unknown }).__FEDERATION__ = { __INSTANCES__: instances };
  jest.mocked(getInstance).mockReturnValue({ name: 'shell', shareScopeMap: { default: { react: {} } } } as never);
  jest.mocked(createInstance).mockImplementation((options) => {
    const instance = {
      options,
      shareScopeMap: {} as Record<string, unknown>,
      initShareScopeMap(scope: string, map: unknown) {
        this.shareScopeMap[scope] = map;
      },
      loadRemote: jest.fn(async (id: string) => ({ default: () => null, id, entry: (options.remotes![0] as { entry: string }).entry })),
      remoteHandler: { removeRemote },
    };
    instances.push(instance);
    return instance as never;
  });
});

const url = (v: string) => `http://127.0.0.1:1/remotes/mf-catalog/${v}/mf-manifest.json`;

test('two versions load through two instances sharing the shell scope, each once', async () => {
  const [a, b, again] = await Promise.all([loadVersionModule('mf_catalog/CategoryPage', url('1.0.0')), loadVersionModule('mf_catalog/CategoryPage', url('2.0.0')), loadVersionModule('mf_catalog/CategoryPage', url('1.0.0'))]);
  expect(a).toMatchObject({ entry: url('1.0.0') });
  expect(b).toMatchObject({ entry: url('2.0.0') });
  expect(again).toBe(a);
  const created = jest.mocked(createInstance).mock.results.map((r) => r.value as { shareScopeMap: Record<string, unknown> });
  expect(created).toHaveLength(2);
  expect(created[0].shareScopeMap.default).toBe(jest.mocked(getInstance).mock.results[0].value.shareScopeMap.default);
});

test('an unused version is released unless pinned; a pinned one stays', async () => {
  configureRemoteRelease({ idleMs: 0 });
  pinVersions([url('1.0.0')]);
  await loadVersionModule('mf_catalog/CategoryPage', url('1.0.0'));
  await loadVersionModule('mf_catalog/CategoryPage', url('3.0.0'));
  const before = instances.length;
  expect(releaseUnused()).toEqual(expect.arrayContaining([url('3.0.0')]));
  expect(releaseUnused()).toEqual([]);
  expect(loadedVersions()).toEqual([url('1.0.0')]);
  expect(removeRemote).toHaveBeenCalledWith(expect.objectContaining({ name: 'mf_catalog', entry: url('3.0.0') }));
  expect(instances.length).toBeLessThan(before);
});
