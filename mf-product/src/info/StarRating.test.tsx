import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../testing/render-with-shell';
import { StarRating } from './StarRating';

describe('StarRating', () => {
  it('shows the average as ratingSum / totalReviews with one decimal', async () => {
    await act(async () => renderWithShell(<StarRating ratingSum={23} totalReviews={6} />));
    // 23 / 6 = 3.833 -> 3.8
    expect(screen.getByRole('img', { name: '5 üzerinden 3,8 puan, 6 değerlendirme' })).toBeInTheDocument();
  });

  it('reads 0 without reviews and fills the stars to the average', async () => {
    const view = await act(async () => renderWithShell(<StarRating ratingSum={0} totalReviews={0} />));
    expect(screen.getByRole('img', { name: '5 üzerinden 0,0 puan, değerlendirme yok' })).toBeInTheDocument();
    view.unmount();
    const rated = await act(async () => renderWithShell(<StarRating ratingSum={9} totalReviews={2} />));
    // 4.5 of 5 stars = 90 %
    expect(rated.container.querySelector('[style]')).toHaveStyle({ width: '90%' });
  });

  it('is a button that asks for the reviews when it may open them', async () => {
    const user = userEvent.setup();
    const onShowReviews = jest.fn();
    await act(async () => renderWithShell(<StarRating ratingSum={13} totalReviews={3} onShowReviews={onShowReviews} />));
    await user.click(screen.getByRole('button', { name: /4,3 puan, 3 değerlendirme/ }));
    expect(onShowReviews).toHaveBeenCalledTimes(1);
  });
});
