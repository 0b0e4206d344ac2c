import { createCatalogueRegistry, type Catalogue } from './catalogue-registry';

const turkish = { hello: 'Merhaba' };
const english = { hello: 'Hello' };

function deferred() {
  let resolve!: (value: Catalogue) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<Catalogue>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

it('has Turkish from the start and English once its load resolves', async () => {
  const chunk = deferred();
  const loader = jest.fn(() => chunk.promise);
  const registry = createCatalogueRegistry(turkish, { en: loader });
  expect(registry.has('tr')).toBe(true);
  expect(registry.has('en')).toBe(false);
  // Asked for before it has loaded: Turkish, not message ids.
  expect(registry.get('en')).toBe(turkish);

  const loaded = registry.load('en');
  void registry.load('en');
  expect(loader).toHaveBeenCalledTimes(1);
  expect(registry.has('en')).toBe(false);
  chunk.resolve(english);
  await loaded;
  expect(registry.has('en')).toBe(true);
  expect(registry.get('en')).toBe(english);
  await registry.load('en');
  expect(loader).toHaveBeenCalledTimes(1);
});

it('loads nothing for Turkish and answers an unknown language in Turkish', async () => {
  const loader = jest.fn(async () => english);
  const registry = createCatalogueRegistry(turkish, { en: loader });
  await registry.load('tr');
  expect(loader).not.toHaveBeenCalled();
  expect(registry.get('tr')).toBe(turkish);
  expect(registry.get('de')).toBe(turkish);
  expect(registry.get('constructor')).toBe(turkish);
});

it('tries a failed load again', async () => {
  const loader = jest.fn<Promise<Catalogue>, []>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(english);
  const registry = createCatalogueRegistry(turkish, { en: loader });
  await expect(registry.load('en')).rejects.toThrow('chunk failed');
  expect(registry.get('en')).toBe(turkish);
  await registry.load('en');
  expect(registry.get('en')).toBe(english);
  expect(loader).toHaveBeenCalledTimes(2);
});

it('takes a language registered at once, with no load', async () => {
  const loader = jest.fn(async () => ({ hello: 'never' }));
  const registry = createCatalogueRegistry(turkish, { en: loader });
  registry.register('en', english);
  await registry.load('en');
  expect(loader).not.toHaveBeenCalled();
  expect(registry.get('en')).toBe(english);
});

it('loads through loaders set later, and refuses a load with none (register instead)', async () => {
  const registry = createCatalogueRegistry(turkish);
  await expect(registry.load('en')).rejects.toThrow(/no loader/);
  registry.setLoaders({ en: async () => english });
  await registry.load('en');
  expect(registry.get('en')).toBe(english);
});
