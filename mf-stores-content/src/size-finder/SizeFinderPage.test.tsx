import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../testing/render-with-shell';
import { SizeFinderPage } from './SizeFinderPage';

const renderAt = (route: string, language: 'tr' | 'en' = 'tr') => act(async () => renderWithShell(<SizeFinderPage language={language} />, { route, language }));

describe('SizeFinderPage', () => {
  it('shows the Turkish ring size table and finds a size from a finger circumference or a ring diameter', async () => {
    const user = userEvent.setup();
    await renderAt('/find/ring-size');
    expect(screen.getByRole('heading', { level: 1, name: 'Yüzük ölçüsü nasıl bulunur?' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Türk yüzük ölçüleri' });
    const row14 = within(table).getByRole('rowheader', { name: '14' }).closest('tr') as HTMLElement;
    expect(within(row14).getAllByRole('cell').map((c) => c.textContent)).toEqual(['54', '17,2']);
    expect(within(table).getAllByRole('row')).toHaveLength(17);
    await user.type(screen.getByRole('textbox', { name: 'Parmak çevresi (mm)' }), '54');
    await user.click(screen.getByRole('button', { name: 'Hesapla' }));
    expect(screen.getByRole('status')).toHaveTextContent('Yüzük numaranız: 14');
    await user.click(screen.getByRole('radio', { name: 'Yüzük iç çapı (mm)' }));
    const diameter = screen.getByRole('textbox', { name: 'Yüzük iç çapı (mm)' });
    await user.clear(diameter);
    await user.type(diameter, '18,5');
    await user.click(screen.getByRole('button', { name: 'Hesapla' }));
    expect(screen.getByRole('status')).toHaveTextContent('Yüzük numaranız: 19');
  });

  it('explains a measurement it cannot use', async () => {
    const user = userEvent.setup();
    await renderAt('/find/ring-size');
    const field = screen.getByRole('textbox', { name: 'Parmak çevresi (mm)' });
    await user.type(field, 'on beş');
    await user.click(screen.getByRole('button', { name: 'Hesapla' }));
    expect(screen.getByRole('status')).toHaveTextContent('Lütfen 30 ile 90 arasında bir değer giriniz.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('guides necklace lengths and suggests one from the neck', async () => {
    const user = userEvent.setup();
    await renderAt('/find/necklace-size');
    expect(screen.getByRole('heading', { level: 1, name: 'Kolye uzunluğu nasıl seçilir?' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Kolye uzunlukları' })).getByRole('rowheader', { name: '45 cm' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Boyun çevresi (cm)' }), '37');
    await user.click(screen.getByRole('button', { name: 'Hesapla' }));
    expect(screen.getByRole('status')).toHaveTextContent('Önerilen kolye uzunluğu: 45 cm');
  });

  it('guides bracelet sizes under /en, with links between the guides', async () => {
    const user = userEvent.setup();
    await renderAt('/en/find/bracklet-size', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'How to find your bracelet size' })).toBeInTheDocument();
    expect(document.title).toBe('How to find your bracelet size | Işıltı Takı');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/en/find/bracklet-size');
    expect(document.head.querySelector('link[hreflang="tr"]')).toHaveAttribute('href', 'http://localhost/find/bracklet-size');
    const nav = screen.getByRole('navigation', { name: 'Size guides' });
    expect(within(nav).getByRole('link', { name: 'Ring' })).toHaveAttribute('href', '/en/find/ring-size');
    expect(within(nav).getByRole('link', { name: 'Bracelet' })).toHaveAttribute('aria-current', 'page');
    await user.type(screen.getByRole('textbox', { name: 'Wrist circumference (cm)' }), '15.5');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByRole('status')).toHaveTextContent('Suggested bracelet size: 17 cm');
  });

  it('shows not found for any other path', async () => {
    await renderAt('/find/earring-size');
    expect(screen.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeInTheDocument();
  });
});
