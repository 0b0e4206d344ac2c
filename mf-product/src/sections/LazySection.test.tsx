import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../testing/render-with-shell';
import { LazySection } from './LazySection';

describe('LazySection', () => {
  it('shows the section’s loading message while its code loads, then the section', async () => {
    let resolve!: (module: { Part: () => string }) => void;
    const load = () => new Promise<{ Part: () => string }>((r) => (resolve = r));
    await act(async () =>
      renderWithShell(
        <LazySection load={load} label="test" loadingMessageId="product.stock.loading">
          {({ Part }) => <p>{Part()}</p>}
        </LazySection>,
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Mağaza stokları yükleniyor…');
    await act(async () => resolve({ Part: () => 'stoklar' }));
    expect(screen.getByText('stoklar')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers a retry when the code cannot be loaded', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce({ text: 'taksitler' });
    await act(async () =>
      renderWithShell(
        <LazySection load={load} label="test" loadingMessageId="product.installments.loading">
          {({ text }: { text: string }) => <p>{text}</p>}
        </LazySection>,
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu bölüm yüklenemedi.');
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('taksitler')).toBeInTheDocument();
  });
});
