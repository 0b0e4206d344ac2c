import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../testing/render-with-shell';
import { LazyReviewForm } from './LazyReviewForm';

// The first load of the form's chunk fails (as on a dropped connection), the second succeeds.
let mockLoads = 0;
jest.mock('./ReviewForm', () => {
  mockLoads += 1;
  if (mockLoads === 1) throw new Error('chunk failed');
  return { ReviewForm: ({ seName }: { seName: string }) => require('react').createElement('p', null, `form for ${seName}`) };
});

it('offers a retry when the review form cannot be loaded, and shows it after the retry', async () => {
  const user = userEvent.setup();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => renderWithShell(<LazyReviewForm productId={42} seName="zirkon-tasli-gumus-yuzuk" />));
  expect(await screen.findByRole('alert')).toHaveTextContent('Bu bölüm yüklenemedi.');
  await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
  expect(await screen.findByText('form for zirkon-tasli-gumus-yuzuk')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
