/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
