import { resetFirstInteractionForTests } from 'shared-contracts';
import { onFirstTouch, warmUpDataClient } from './apollo-warm-up';

afterEach(() => resetFirstInteractionForTests());

test('the client is made at the first touch (a focus counts), once', () => {
  const load = jest.fn(() => Promise.resolve());
  warmUpDataClient({ load }, { prefetch: () => Promise.resolve() });
  expect(load).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('pointermove'));
  expect(load).not.toHaveBeenCalled();
  window.dispatchEvent(new FocusEvent('focusin'));
  window.dispatchEvent(new KeyboardEvent('keydown'));
  expect(load).toHaveBeenCalledTimes(1);
});

test('the download starts when the pointer moves, before the idle moment', async () => {
  const prefetch = jest.fn(() => Promise.resolve());
  warmUpDataClient({ load: () => Promise.resolve() }, { prefetch });
  await Promise.resolve();
  expect(prefetch).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('pointermove'));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(prefetch).toHaveBeenCalledTimes(1);
});

test('onFirstTouch can be taken back', () => {
  const run = jest.fn();
  const uninstall = onFirstTouch(run);
  uninstall();
  window.dispatchEvent(new Event('pointerdown'));
  expect(run).not.toHaveBeenCalled();
});
