import { en } from './en';
import { tr } from './tr';

it('has the same keys in Turkish and English', () => {
  expect(Object.keys(en).sort()).toEqual(Object.keys(tr).sort());
});

describe("the team's messages in the browser", () => {
  /** Which language files the messages module loads by itself, on a page at `path`. */
  async function loadedOn(path: string): Promise<string[]> {
    window.history.pushState({}, '', path);
    const loaded: string[] = [];
    jest.isolateModules(() => {
      jest.doMock('./tr', () => {
        loaded.push('tr');
        return jest.requireActual('./tr');
      });
      jest.doMock('./en', () => {
        loaded.push('en');
        return jest.requireActual('./en');
      });
      require('./messages');
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    window.history.pushState({}, '', '/');
    return loaded;
  }

  it('on a Turkish page loads the Turkish ones only, as the code runs', async () => {
    expect(await loadedOn('/altin-kolye')).toEqual(['tr']);
  });

  it('on an English page loads the English ones only', async () => {
    expect(await loadedOn('/en/altin-kolye')).toEqual(['en']);
  });
});
