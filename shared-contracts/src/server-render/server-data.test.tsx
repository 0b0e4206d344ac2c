/**
 * @jest-environment node
 */
// useServerData: the server render waits for the read and keeps its answer; the browser's first
// render of the same address reads the answer back, another address does not.
import { prerenderToNodeStream } from 'react-dom/static';
import { createHydrationDataStore, createServerDataStore, ServerDataContext, useServerData, type ServerDataStore } from './server-data';
import { ServerResponseContext, useHttpStatus } from './http-status';

function Price({ id, load }: { id: string; load: (apiUrl: string) => Promise<string> }) {
  const value = useServerData(`price:${id}`, load);
  return <p>{value ?? 'loading'}</p>;
}

async function render(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  return html;
}

test('on the server the render waits for the read, asks once per key, and keeps the answer', async () => {
  const load = jest.fn(async (apiUrl: string) => `answer from ${apiUrl}`);
  const store = createServerDataStore({ apiUrl: 'http://api', url: '/kolye' });
  const html = await render(
    <ServerDataContext.Provider value={store}>
      <Price id="1" load={load} />
      <Price id="1" load={load} />
    </ServerDataContext.Provider>,
  );
  expect(html).toBe('<p>answer from http://api</p><p>answer from http://api</p>');
  expect(load).toHaveBeenCalledTimes(1);
  expect(store.snapshot()).toEqual({ 'price:1': 'answer from http://api' });
});

test('a read that fails on the server fails the render of its part (left to the browser)', async () => {
  const store = createServerDataStore({ apiUrl: 'http://api', url: '/' });
  const onError = jest.fn();
  const { prelude } = await prerenderToNodeStream(
    <ServerDataContext.Provider value={store}>
      <Price id="2" load={() => Promise.reject(new Error('API down'))} />
    </ServerDataContext.Provider>,
    { onError },
  ).catch((error: unknown) => ({ prelude: [], error }));
  expect(prelude).toEqual([]);
  expect(store.snapshot()).toEqual({});
});

test('a read slower than the timeout fails, so its part renders in the browser', async () => {
  const store = createServerDataStore({ apiUrl: 'http://api', url: '/', timeoutMs: 20 });
  await expect(store.load!('slow', () => new Promise(() => {}))).rejects.toThrow(/no answer within 20 ms/);
  expect(store.snapshot()).toEqual({});
});

describe('in the browser', () => {
  const withStore = (store: ServerDataStore, load = jest.fn()) => ({ store, load });
  const originalWindow = (globalThis as { window?: unknown }).window;
  afterEach(() => {
    (globalThis as { window?: unknown }).window = originalWindow;
  });

  function readIn(store: ServerDataStore, path: string, load: () => Promise<string>): string | undefined {
    (globalThis as { window?: unknown }).window = { location: { pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '' } };
    let value: string | undefined;
    function Reader() {
      value = useServerData('price:1', load);
      return null;
    }
    // A plain function call is enough: the hook reads context and, in the browser, never suspends.
    const React = jest.requireActual<typeof import('react')>('react');
    const { renderToStaticMarkup } = jest.requireActual<typeof import('react-dom/server')>('react-dom/server');
    renderToStaticMarkup(React.createElement(ServerDataContext.Provider, { value: store }, React.createElement(Reader)));
    return value;
  }

  test('the first render of the server-rendered address gets its answer without asking', () => {
    const { store, load } = withStore(createHydrationDataStore('/kolye?page=2', { 'price:1': '100 TL' }));
    expect(readIn(store, '/kolye?page=2', load)).toBe('100 TL');
    expect(load).not.toHaveBeenCalled();
  });

  test('another address gets nothing and loads its own data', () => {
    const { store, load } = withStore(createHydrationDataStore('/kolye?page=2', { 'price:1': '100 TL' }));
    expect(readIn(store, '/kolye?page=3', load)).toBeUndefined();
  });
});

test('useHttpStatus sets the status of the server response while rendering', async () => {
  function Missing() {
    useHttpStatus(404);
    return <p>nothing here</p>;
  }
  const response = { status: 200 };
  await render(
    <ServerResponseContext.Provider value={response}>
      <Missing />
    </ServerResponseContext.Provider>,
  );
  expect(response.status).toBe(404);
});
