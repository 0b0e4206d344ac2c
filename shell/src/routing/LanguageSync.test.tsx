import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { loadLanguage } from '../i18n/load-language';
import { makeTestStore } from '../testing/render-with-shell';
import { LanguageSync } from './LanguageSync';

jest.mock('../i18n/load-language', () => ({ loadLanguage: jest.fn() }));
const load = jest.mocked(loadLanguage);

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let navigate: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return null;
}

function renderSync(path: string, language: 'tr' | 'en') {
  const store = makeTestStore(language);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Navigator />
        <LanguageSync />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

beforeEach(() => load.mockReset());

it('switches the store to English only once the English messages have loaded', async () => {
  const messages = deferred();
  load.mockReturnValue(messages.promise);
  const store = renderSync('/kolye', 'tr');
  expect(document.documentElement.lang).toBe('tr');
  expect(load).not.toHaveBeenCalled();

  act(() => void navigate('/en/kolye'));
  expect(load).toHaveBeenCalledWith('en');
  expect(store.getState().ui.language).toBe('tr');
  expect(document.documentElement.lang).toBe('tr');

  await act(async () => messages.resolve());
  expect(store.getState().ui.language).toBe('en');
  expect(document.documentElement.lang).toBe('en');
});

it('keeps the language when the address went back before the messages arrived', async () => {
  const messages = deferred();
  load.mockReturnValue(messages.promise);
  const store = renderSync('/kolye', 'tr');
  act(() => void navigate('/en/kolye'));
  act(() => void navigate('/kolye'));
  await act(async () => messages.resolve());
  expect(store.getState().ui.language).toBe('tr');
  expect(document.documentElement.lang).toBe('tr');
});

it('follows the address when the messages failed to load (the texts stay Turkish)', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const messages = deferred();
  load.mockReturnValue(messages.promise);
  const store = renderSync('/kolye', 'tr');
  act(() => void navigate('/en/kolye'));
  await act(async () => messages.reject(new Error('chunk failed')));
  expect(store.getState().ui.language).toBe('en');
  expect(error).toHaveBeenCalled();
  error.mockRestore();
});

it('switches back to Turkish (always there) and leaves a matching store alone', async () => {
  load.mockResolvedValue(undefined);
  const store = renderSync('/en/kolye', 'en');
  expect(load).not.toHaveBeenCalled();
  expect(document.documentElement.lang).toBe('en');
  await act(async () => void navigate('/kolye'));
  expect(load).toHaveBeenCalledWith('tr');
  expect(store.getState().ui.language).toBe('tr');
  expect(document.documentElement.lang).toBe('tr');
});
