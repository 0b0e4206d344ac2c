import { act, screen, waitFor, within } from '@testing-library/react';
import { resetFirstInteractionForTests } from 'shared-contracts';
import { image } from '../../testing/blocks';
import { renderWithShell } from '../../testing/render-with-shell';
import { SliderBlock } from './SliderBlock';

const startSwiper = jest.fn();
jest.mock('./start-swiper', () => ({
  startSwiper: (...args: unknown[]) => {
    startSwiper(...args);
    return jest.requireActual('./start-swiper').startSwiper(...args);
  },
}));

const data = {
  title: 'Kampanyalar',
  slides: [
    { title: 'Kış indirimi', image: image('kis', 'Kış koleksiyonu'), link: { href: '/indirim' } },
    { title: 'Yeni gelenler', image: image('yeni', 'Yeni gelen küpeler') },
    { title: 'Tektaşlar', image: image('tektas', 'Tektaş yüzükler') },
  ],
};

describe('SliderBlock', () => {
  beforeEach(() => {
    resetFirstInteractionForTests();
    startSwiper.mockClear();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('shows the first slide with plain arrows and bullets, and starts swiper only at the first interaction', async () => {
    const { container } = await act(async () => renderWithShell(<SliderBlock data={data} priority headingLevel={2} />));
    const carousel = screen.getByRole('region', { name: /Kampanyalar/ });
    expect(within(carousel).getAllByRole('group')).toHaveLength(3);
    expect(within(carousel).getByRole('button', { name: 'Önceki slayt' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Sonraki slayt' })).toBeInTheDocument();
    expect(within(carousel).getAllByRole('button', { name: /slayta git/i })).toHaveLength(3);
    expect(startSwiper).not.toHaveBeenCalled();
    expect(container.querySelector('.swiper-initialized')).toBeNull();

    await act(async () => {
      window.dispatchEvent(new Event('pointermove'));
    });
    await waitFor(() => expect(startSwiper).toHaveBeenCalledTimes(1));
    expect(container.querySelector('.swiper')).toHaveClass('swiper-initialized');
    // Swiper's own bullets, with the same names.
    expect(within(carousel).getAllByRole('button', { name: /slayta git/i })).toHaveLength(3);
  });

  it('replays a click on an arrow made before swiper was there', async () => {
    const { container } = await act(async () => renderWithShell(<SliderBlock data={data} priority headingLevel={2} />));
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
      screen.getByRole('button', { name: 'Sonraki slayt' }).click();
    });
    await waitFor(() => expect(container.querySelector('.swiper')).toHaveClass('swiper-initialized'));
    expect(container.querySelector('.swiper-slide-active')).toHaveAttribute('aria-label', '2 / 3');
  });

  it('never loads swiper for a single slide', async () => {
    await act(async () => renderWithShell(<SliderBlock data={{ slides: data.slides.slice(0, 1) }} priority headingLevel={2} />));
    await act(async () => {
      window.dispatchEvent(new Event('pointermove'));
    });
    expect(screen.queryByRole('button', { name: 'Sonraki slayt' })).not.toBeInTheDocument();
    expect(startSwiper).not.toHaveBeenCalled();
  });
});
