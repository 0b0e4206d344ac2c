// The page's whole message set (shared ui.* and the shell's own), as each build has it.
import type * as LoadLanguage from './load-language';
import type * as Provider from './ShellIntlProvider';
import type * as Contracts from 'shared-contracts';

declare const globalThis: { __SERVER__?: boolean };

type Modules = { load: typeof LoadLanguage; provider: typeof Provider; contracts: typeof Contracts };

/** Fresh registries, with __SERVER__ as the build sets it. */
function fresh(server: boolean): Modules {
  const before = globalThis.__SERVER__;
  globalThis.__SERVER__ = server;
  try {
    let modules!: Modules;
    jest.isolateModules(() => {
      modules = { load: require('./load-language'), provider: require('./ShellIntlProvider'), contracts: require('shared-contracts') };
    });
    return modules;
  } finally {
    globalThis.__SERVER__ = before;
  }
}

it("the browser: English (shared and the shell's own) is there once loaded; Turkish meanwhile", async () => {
  const { load, provider, contracts } = fresh(false);
  expect(load.hasLanguage('tr')).toBe(true);
  expect(load.hasLanguage('en')).toBe(false);
  expect(provider.shellMessages('en')['shell.header.login']).toBe('Giriş Yap');
  expect(contracts.translate('en', 'ui.field.required')).toBe('Bu alan zorunludur');

  await load.loadLanguage('en');
  expect(load.hasLanguage('en')).toBe(true);
  const english = provider.shellMessages('en');
  expect(english['shell.header.login']).toBe('Log in');
  expect(english['ui.remote.retry']).toBe('Try again');
  // What remotes and code outside React read: the same registry, the singleton's.
  expect(contracts.translate('en', 'ui.field.required')).toBe('This field is required');
  expect(provider.shellMessages('tr')['shell.header.login']).toBe('Giriş Yap');
});

it('the server build has both languages from the start', () => {
  const { load, provider } = fresh(true);
  expect(load.hasLanguage('en')).toBe(true);
  expect(provider.shellMessages('en')['shell.header.login']).toBe('Log in');
  expect(provider.shellMessages('en')['ui.remote.retry']).toBe('Try again');
});
