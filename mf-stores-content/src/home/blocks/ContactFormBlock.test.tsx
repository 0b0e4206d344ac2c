import { act, screen } from '@testing-library/react';
import { resetFirstInteractionForTests } from 'shared-contracts';
import { installFakeIntersectionObserver } from 'shared-contracts/testing';
import { renderWithShell } from '../../testing/render-with-shell';
import { ContactFormBlock } from './ContactFormBlock';

describe('ContactFormBlock', () => {
  beforeEach(() => resetFirstInteractionForTests());
  it('far below the screen, loads the form only when the visitor has interacted and gets near it', async () => {
    const { observers, uninstall } = installFakeIntersectionObserver();
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 5000, bottom: 5480, left: 0, right: 400, width: 400, height: 480, x: 0, y: 5000, toJSON: () => ({}) });
    try {
      await act(async () => renderWithShell(<ContactFormBlock data={{ title: 'Bize yazın', intro: 'Sorularınızı yanıtlayalım.' }} headingLevel={2} />));
      expect(screen.queryByRole('heading', { name: 'Bize yazın' })).not.toBeInTheDocument();
      rect.mockRestore();
    } finally {
      uninstall();
    }
    await act(async () => observers[0].callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    // Near the screen is not enough before the visitor's first interaction.
    expect(screen.queryByRole('heading', { name: 'Bize yazın' })).not.toBeInTheDocument();
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Bize yazın' })).toBeInTheDocument();
    expect(screen.getByText('Sorularınızı yanıtlayalım.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mesajınız' })).toBeInTheDocument();
  });
});
