/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { FavouriteHeartButton } from './FavouriteHeartButton';

test('a toggle named by what a press does, pressed while the product is a favourite, quiet while a change is on its way', async () => {
  const onToggle = jest.fn();
  const { rerender } = render(<FavouriteHeartButton inWishlist={false} pending={false} label="Favorilere ekle" onToggle={onToggle} />);
  const button = screen.getByRole('button', { name: 'Favorilere ekle' });
  expect(button).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(button);
  expect(onToggle).toHaveBeenCalledTimes(1);

  rerender(<FavouriteHeartButton inWishlist pending label="Favorilerden çıkar" onToggle={onToggle} compact />);
  expect(screen.getByRole('button', { name: 'Favorilerden çıkar' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Favorilerden çıkar' })).toBeDisabled();
});

test('in server HTML it can be pressed at once (the page holds the press until hydration); hydrated, a press toggles', async () => {
  const onToggle = jest.fn();
  const ui = <FavouriteHeartButton inWishlist={false} pending={false} label="Favorilere ekle" onToggle={onToggle} compact />;
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  const button = screen.getByRole('button', { name: 'Favorilere ekle' });
  expect(button).toBeEnabled();

  const errors: unknown[] = [];
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, ui, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  expect(screen.getByRole('button', { name: 'Favorilere ekle' })).toBe(button);
  await userEvent.click(button);
  expect(onToggle).toHaveBeenCalledTimes(1);
  await act(async () => root.unmount());
  container.remove();
});
