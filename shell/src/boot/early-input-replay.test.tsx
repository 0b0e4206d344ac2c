import { act, fireEvent, screen } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EARLY_INPUT_GLOBAL, earlyInputScript } from './early-input-capture';
import { hasReactFiber, replayEarlyInput, whenRouteShown } from './early-input-replay';

/** A product's purchase panel in miniature: a controlled size select and an add button. */
function Purchase({ onAdd }: { onAdd: (size: string) => void }) {
  const [size, setSize] = useState('');
  const [message, setMessage] = useState('');
  return (
    <div>
      <label htmlFor="size">Beden</label>
      <select id="size" value={size} onChange={(event) => setSize(event.target.value)}>
        <option value="">Seçiniz</option>
        <option value="16">16</option>
        <option value="18">18</option>
      </select>
      <button type="button" onClick={() => (size ? onAdd(size) : setMessage('Lütfen bir seçenek seçiniz.'))}>
        Sepete Ekle
      </button>
      {message && <p role="alert">{message}</p>}
    </div>
  );
}

function Search({ onSearch }: { onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  const [agree, setAgree] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(`${text}${agree ? ' +' : ''}`);
  };
  return (
    <form role="search" onSubmit={submit}>
      <input aria-label="Ara" name="q" value={text} onChange={(event) => setText(event.target.value)} />
      <input type="checkbox" aria-label="Stokta" checked={agree} onChange={(event) => setAgree(event.target.checked)} />
      <button type="submit">Ara</button>
      <a href="#elsewhere">Başka sayfa</a>
    </form>
  );
}

let root: Root | null = null;

/** The server's HTML in #root, with the inline script of index.html installed before it. */
function serverPage(ui: React.ReactElement): HTMLElement {
  new Function(earlyInputScript())();
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(ui);
  document.body.appendChild(container);
  return container;
}

async function hydrate(container: HTMLElement, ui: React.ReactElement): Promise<void> {
  await act(async () => {
    root = hydrateRoot(container, ui);
  });
}

/**
 * The replay as the boot runs it: outside act, so that React commits each replayed input in the
 * task it gets before the next one (act would hold every update to its end).
 */
async function replay(): Promise<number> {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    return await replayEarlyInput({ ready: Promise.resolve(), hydrationWaitMs: 200 });
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = true;
  }
}

function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

function type(input: HTMLInputElement, text: string) {
  for (let i = 1; i <= text.length; i += 1) {
    input.value = text.slice(0, i);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-route-shown');
  const held = window as unknown as Record<string, { release(): unknown } | undefined>;
  held[EARLY_INPUT_GLOBAL]?.release();
  delete held[EARLY_INPUT_GLOBAL];
});

test('a size chosen and a press made before hydration add that size once hydrated', async () => {
  const onAdd = jest.fn();
  const container = serverPage(<Purchase onAdd={onAdd} />);
  choose(screen.getByRole('combobox', { name: 'Beden' }) as HTMLSelectElement, '18');
  screen.getByRole('button', { name: 'Sepete Ekle' }).click();

  await hydrate(container, <Purchase onAdd={onAdd} />);
  expect(onAdd).not.toHaveBeenCalled();
  await expect(replay()).resolves.toBe(2);

  expect(onAdd).toHaveBeenCalledTimes(1);
  expect(onAdd).toHaveBeenCalledWith('18');
  expect(screen.getByRole('combobox', { name: 'Beden' })).toHaveValue('18');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('without the replay the press is lost and the size shown is not the state’s', async () => {
  const onAdd = jest.fn();
  const container = serverPage(<Purchase onAdd={onAdd} />);
  choose(screen.getByRole('combobox', { name: 'Beden' }) as HTMLSelectElement, '18');
  screen.getByRole('button', { name: 'Sepete Ekle' }).click();
  (window as unknown as Record<string, { release(): unknown }>)[EARLY_INPUT_GLOBAL].release();
  await hydrate(container, <Purchase onAdd={onAdd} />);

  expect(onAdd).not.toHaveBeenCalled();
  // The select shows 18, but the state has no size: the next press asks for one.
  expect(screen.getByRole('combobox', { name: 'Beden' })).toHaveValue('18');
  act(() => screen.getByRole('button', { name: 'Sepete Ekle' }).click());
  expect(onAdd).not.toHaveBeenCalled();
  expect(screen.getByRole('alert')).toHaveTextContent('Lütfen bir seçenek seçiniz.');
});

test('a typed field, a ticked box and a submit come back in order, and the form is submitted once', async () => {
  const onSearch = jest.fn();
  const nativeSubmits = jest.fn();
  const container = serverPage(<Search onSearch={onSearch} />);
  // A submit that got past the capture would reach the document (jsdom would then post the form).
  document.addEventListener('submit', nativeSubmits);
  type(screen.getByRole('textbox', { name: 'Ara' }) as HTMLInputElement, 'kolye');
  screen.getByRole('checkbox', { name: 'Stokta' }).click();
  // Held, not toggled now: the replayed click toggles it.
  expect(screen.getByRole('checkbox', { name: 'Stokta' })).not.toBeChecked();
  screen.getByRole('button', { name: 'Ara' }).click();
  expect(nativeSubmits).not.toHaveBeenCalled();

  await hydrate(container, <Search onSearch={onSearch} />);
  // Typing is one value (the last), the box one click, the submit button one click.
  await expect(replay()).resolves.toBe(3);

  expect(onSearch).toHaveBeenCalledTimes(1);
  expect(onSearch).toHaveBeenCalledWith('kolye +');
  expect(screen.getByRole('checkbox', { name: 'Stokta' })).toBeChecked();
  expect(nativeSubmits).toHaveBeenCalledTimes(1);
  document.removeEventListener('submit', nativeSubmits);
});

test('what the visitor typed on after the queue was released is not undone by the held value', async () => {
  const onSearch = jest.fn();
  const container = serverPage(<Search onSearch={onSearch} />);
  type(screen.getByRole('textbox', { name: 'Ara' }) as HTMLInputElement, 'k');
  await hydrate(container, <Search onSearch={onSearch} />);
  // The replay releases the queue at once, then waits for React to have the field: typing
  // meanwhile goes to React directly.
  let hydrated = false;
  const replaying = replayEarlyInput({ ready: Promise.resolve(), isHydrated: () => hydrated, hydrationWaitMs: 2000 });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    // As the browser types into a field React has (its value tracker sees the change).
    fireEvent.change(screen.getByRole('textbox', { name: 'Ara' }), { target: { value: 'ko' } });
  });
  hydrated = true;
  await replaying;
  expect(screen.getByRole('textbox', { name: 'Ara' })).toHaveValue('ko');
  await act(async () => screen.getByRole('button', { name: 'Ara' }).click());
  expect(onSearch).toHaveBeenLastCalledWith('ko');
});

test('a link is not held: it navigates natively', () => {
  serverPage(<Search onSearch={jest.fn()} />);
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  screen.getByRole('link', { name: 'Başka sayfa' }).dispatchEvent(click);
  expect(click.defaultPrevented).toBe(false);
});

test('an element replaced during hydration is found again by its id; one that is gone is skipped', async () => {
  const onAdd = jest.fn();
  const container = serverPage(<Purchase onAdd={onAdd} />);
  choose(screen.getByRole('combobox', { name: 'Beden' }) as HTMLSelectElement, '16');
  const gone = document.createElement('button');
  gone.textContent = 'Eski';
  container.appendChild(gone);
  gone.click();
  screen.getByRole('button', { name: 'Sepete Ekle' }).click();
  // The server's nodes replaced by copies (as a mismatch or a boundary rendered anew would).
  container.innerHTML = renderToString(<Purchase onAdd={onAdd} />);

  await hydrate(container, <Purchase onAdd={onAdd} />);
  await expect(replay()).resolves.toBe(2);
  expect(onAdd).toHaveBeenCalledWith('16');
});

test('input after the replay is React’s alone, and a shell that never comes stops the holding', async () => {
  jest.useFakeTimers();
  try {
    serverPage(<Purchase onAdd={jest.fn()} />);
    jest.advanceTimersByTime(30_000);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('button', { name: 'Sepete Ekle' }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  } finally {
    jest.useRealTimers();
  }
});

test('the replay waits for the route to be shown and for React to have the element', async () => {
  document.documentElement.dataset.routeShown = 'true';
  await expect(whenRouteShown(document, 50)).resolves.toBeUndefined();
  const plain = document.createElement('button');
  expect(hasReactFiber(plain)).toBe(false);
});

test('a page without the inline script replays nothing', async () => {
  await expect(replayEarlyInput({ ready: Promise.resolve() })).resolves.toBe(0);
});
