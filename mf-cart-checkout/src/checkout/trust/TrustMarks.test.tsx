import { act, screen, within } from '@testing-library/react';
import { sellerInfo, sellerMock } from '../../testing/checkout-fixtures';
import { renderWithShell } from '../../testing/render-with-shell';
import { TrustMarks } from './TrustMarks';

describe('TrustMarks', () => {
  it('shows the accepted cards, 3-D Secure, the return policy link and the seller named by the organisation data', async () => {
    await act(async () => renderWithShell(<TrustMarks />, { route: '/checkout', mocks: [sellerMock()] }));
    const trust = screen.getByRole('region', { name: 'Güvenli alışveriş' });
    const cards = within(trust).getByRole('list', { name: 'Kabul edilen kartlar' });
    expect(within(cards).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Visa', 'Mastercard', 'Troy', '3-D Secure']);
    expect(within(trust).getByText('Ödemeniz bankanızın 3-D Secure doğrulamasıyla alınır.')).toBeInTheDocument();
    expect(within(trust).getByRole('link', { name: 'İade ve değişim koşulları' })).toHaveAttribute('href', '/sayfa/iade-ve-degisim');
    const seller = await within(trust).findByRole('heading', { name: 'Satıcı bilgileri' });
    const identity = seller.nextElementSibling as HTMLElement;
    const value = (term: string) => within(identity).getByText(term).nextElementSibling?.textContent;
    expect(value('Ticari unvan')).toBe('Işıltı Takı Mücevherat A.Ş.');
    expect(value('MERSİS no')).toBe('0123456789000015');
    expect(value('Adres')).toBe('Teşvikiye Mah. Abdi İpekçi Cad. No:34, 34365 Şişli / İstanbul');
    expect(value('KEP adresi')).toBe('isiltitaki@hs01.kep.tr');
    expect(within(identity).getByRole('link', { name: '0(850) 222 45 45' })).toHaveAttribute('href', 'tel:08502224545');
    expect(within(identity).getByRole('link', { name: 'iletisim@isiltitaki.com.tr' })).toHaveAttribute('href', 'mailto:iletisim@isiltitaki.com.tr');
  });

  it('leaves out the MERSİS and KEP lines an operator has not filled in, and names the shop when it has no trade name', async () => {
    await act(async () => renderWithShell(<TrustMarks />, { route: '/checkout', mocks: [sellerMock({ ...sellerInfo, legalName: '', mersisNumber: '', kepAddress: '' })] }));
    await screen.findByRole('heading', { name: 'Satıcı bilgileri' });
    expect(screen.getByText('Ticari unvan').nextElementSibling).toHaveTextContent('Işıltı Takı');
    expect(screen.queryByText('MERSİS no')).not.toBeInTheDocument();
    expect(screen.queryByText('KEP adresi')).not.toBeInTheDocument();
  });
});
