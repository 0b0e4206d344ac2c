/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { firstInteraction, resetFirstInteractionForTests, useFirstInteraction } from './first-interaction';

function Probe() {
  return <p>{useFirstInteraction() ? 'interacted' : 'waiting'}</p>;
}

afterEach(() => resetFirstInteractionForTests());

test('nothing happens until the visitor does something, then it stays true', async () => {
  render(<Probe />);
  expect(screen.getByText('waiting')).toBeInTheDocument();
  await act(async () => {
    window.dispatchEvent(new Event('keydown'));
  });
  expect(screen.getByText('interacted')).toBeInTheDocument();
  // Later callers learn it at once.
  await expect(firstInteraction()).resolves.toBeUndefined();
  render(<Probe />);
  await act(async () => {});
  expect(screen.getAllByText('interacted')).toHaveLength(2);
});

test('a pointer press counts as well', async () => {
  let done = false;
  void firstInteraction().then(() => (done = true));
  await act(async () => {});
  expect(done).toBe(false);
  await act(async () => {
    window.dispatchEvent(new Event('pointerdown'));
  });
  expect(done).toBe(true);
});
