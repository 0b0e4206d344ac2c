import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { resetFirstInteractionForTests } from 'shared-contracts';
import { makeProduct } from '../testing/fixtures';
import { renderWithShell } from '../testing/render-with-shell';
import { ProductCarousel } from './ProductCarousel';

const products = Array.from({ length: 6 }, (_, i) => makeProduct(i + 1));
const breakpoints = { 600: { slidesPerView: 2.5 }, 900: { slidesPerView: 3.5 } };

describe('ProductCarousel', () => {
  beforeEach(() => resetFirstInteractionForTests());

  it('shows a plain row of the cards, without swiper, until the first interaction', async () => {
    const view = await act(async () => renderWithShell(<ProductCarousel title="Yeni" products={products} slidesPerView={1.5} breakpoints={breakpoints} />));
    expect(screen.getByRole('heading', { level: 2, name: 'Yeni' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(view.container.querySelector('.swiper-initialized')).toBeNull();
    expect(screen.getByRole('button', { name: 'Önceki ürünler' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sonraki ürünler' })).toBeEnabled();
  });

  it('becomes a swiper on the same cards at the first interaction', async () => {
    const view = await act(async () => renderWithShell(<ProductCarousel title="Yeni" products={products} slidesPerView={1.5} breakpoints={breakpoints} />));
    const firstCard = screen.getAllByRole('heading', { level: 3 })[0];
    await act(async () => {
      fireEvent.pointerMove(window);
    });
    await waitFor(() => expect(view.container.querySelector('.swiper-initialized')).not.toBeNull());
    // Taken over, not rendered again.
    expect(screen.getAllByRole('heading', { level: 3 })[0]).toBe(firstCard);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
  });

  it('refuses a breakpoint its stylesheet cannot size', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithShell(<ProductCarousel title="Yeni" products={products} slidesPerView={1.5} breakpoints={{ 700: { slidesPerView: 2 } }} />)).toThrow(/700px/);
  });
});
