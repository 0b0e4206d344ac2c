import { act, screen } from '@testing-library/react';
import { renderWithShell } from '../testing/render-with-shell';
import { Modal } from './Modal';

function withBodyHeights(scrollHeight: number, clientHeight: number) {
  const scroll = jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
  const client = jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
  return () => {
    scroll.mockRestore();
    client.mockRestore();
  };
}

test('a body longer than the dialog can be focused and scrolled with the keyboard, named by the title', async () => {
  const restore = withBodyHeights(2000, 400);
  await act(async () => renderWithShell(<Modal title="Mesafeli Satış Sözleşmesi" onClose={() => undefined}><p>Uzun metin</p></Modal>));
  const region = screen.getByRole('region', { name: 'Mesafeli Satış Sözleşmesi' });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(region).toContainElement(screen.getByText('Uzun metin'));
  restore();
});

test('a body that fits adds no tab stop', async () => {
  const restore = withBodyHeights(300, 400);
  await act(async () => renderWithShell(<Modal title="Adres" onClose={() => undefined}><p>Kısa</p></Modal>));
  expect(screen.queryByRole('region')).toBeNull();
  expect(screen.getByText('Kısa').parentElement).not.toHaveAttribute('tabindex');
  restore();
});
