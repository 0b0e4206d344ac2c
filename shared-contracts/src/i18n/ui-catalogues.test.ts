// The shared ui.* messages as each entry of the contracts has them: the browser's singleton
// loads English when asked, the server builds and the API have both languages from the start.
import type * as UiCatalogues from './ui-catalogues';
import type * as Translate from './translate';

declare const globalThis: { __SERVER__?: boolean };

/** A fresh copy of the modules (registries start empty), with __SERVER__ as the build sets it. */
function fresh<T>(load: () => T, server: boolean): T {
  const before = globalThis.__SERVER__;
  globalThis.__SERVER__ = server;
  try {
    let loaded!: T;
    jest.isolateModules(() => {
      loaded = load();
    });
    return loaded;
  } finally {
    globalThis.__SERVER__ = before;
  }
}

const english = (translate: typeof Translate.translate) => translate('en', 'ui.pattern.minLength', { min: 3 });

it('the browser: English is missing (Turkish meanwhile) until it has loaded', async () => {
  const { contracts, boot, catalogues, translate } = fresh(
    () => ({
      contracts: require('../index') as typeof import('../index'),
      boot: require('../boot-entry') as typeof import('../boot-entry'),
      catalogues: require('./ui-catalogues') as typeof UiCatalogues,
      translate: require('./translate') as typeof Translate,
    }),
    false,
  );
  // The index's and the boot entry's registry is the one translate() reads.
  expect(contracts.uiMessageCatalogues).toBe(catalogues.uiMessageCatalogues);
  expect(boot.uiMessageCatalogues).toBe(catalogues.uiMessageCatalogues);
  expect(catalogues.uiMessageCatalogues.has('en')).toBe(false);
  expect(english(translate.translate)).toBe('En az 3 karakter olmalıdır.');
  expect(translate.messagesFor('en')).toBe(translate.messagesFor('tr'));

  await catalogues.uiMessageCatalogues.load('en');
  expect(english(translate.translate)).toBe('Must be at least 3 characters.');
  expect(translate.translate('tr', 'ui.field.required')).toBe('Bu alan zorunludur');
});

it('the boot entry alone loads English (the shell starts loading before it evaluates the index)', async () => {
  const { boot, translate } = fresh(() => ({ boot: require('../boot-entry') as typeof import('../boot-entry'), translate: require('./translate') as typeof Translate }), false);
  await boot.uiMessageCatalogues.load('en');
  expect(english(translate.translate)).toBe('Must be at least 3 characters.');
});

it('a server build (the index with __SERVER__) has both languages statically', () => {
  const { catalogues, translate } = fresh(() => {
    require('../index');
    return { catalogues: require('./ui-catalogues') as typeof UiCatalogues, translate: require('./translate') as typeof Translate };
  }, true);
  expect(catalogues.uiMessageCatalogues.has('en')).toBe(true);
  expect(english(translate.translate)).toBe('Must be at least 3 characters.');
});

it('the API entry (server.ts, no build constants) has both languages statically', () => {
  const { server, catalogues } = fresh(() => ({ server: require('../server') as typeof import('../server'), catalogues: require('./ui-catalogues') as typeof UiCatalogues }), false);
  expect(catalogues.uiMessageCatalogues.has('en')).toBe(true);
  expect(server.translate('en', 'ui.field.required')).toBe('This field is required');
  expect(server.translate('tr', 'ui.field.required')).toBe('Bu alan zorunludur');
});
