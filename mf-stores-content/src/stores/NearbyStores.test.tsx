import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StoresContentOurStoresDocument } from 'shared-contracts/graphql';
import { renderWithShell } from '../testing/render-with-shell';
import { NearbyStores } from './NearbyStores';

const store = (id: number, city: string, district: string) => ({
  __typename: 'Store' as const, id, name: `${district} Mağazası`, country: 'Türkiye', city, district, address: `Cadde No:${id}`, phone: '0(212) 555 00 0' + id, email: `magaza${id}@isiltitaki.com.tr`, workingHours: '10:00-22:00', latitude: 41, longitude: 29,
});
const stores = [store(1, 'İstanbul', 'Şişli'), store(2, 'İstanbul', 'Beşiktaş'), store(3, 'İstanbul', 'Kadıköy'), store(4, 'İstanbul', 'Bakırköy'), store(5, 'Ankara', 'Çankaya'), store(6, 'İzmir', 'Konak')];
const mocks = [{ request: { query: StoresContentOurStoresDocument }, result: { data: { ourStores: stores } } }];

describe('NearbyStores', () => {
  it('shows three stores of the city with the most stores, not every store, and links to the stores page', async () => {
    await act(async () => renderWithShell(<NearbyStores title="Mağazalarımız" headingLevel={2} />, { mocks }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Mağazalarımız' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Şehir seçin' })).toHaveValue('İstanbul');
    const list = screen.getByRole('list', { name: 'İstanbul mağazaları' });
    expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Bakırköy Mağazası', 'Beşiktaş Mağazası', 'Kadıköy Mağazası']);
    expect(screen.getByText('İstanbul: 4 mağazadan ilk 3 tanesi')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'magaza4@isiltitaki.com.tr' })).toHaveAttribute('href', 'mailto:magaza4@isiltitaki.com.tr');
    expect(screen.getByRole('link', { name: 'Tüm mağazalar (6)' })).toHaveAttribute('href', '/sayfa/magazalarimiz');
  });

  it('shows the stores of the city the shopper chooses', async () => {
    await act(async () => renderWithShell(<NearbyStores headingLevel={2} />, { mocks }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Şehir seçin' }), 'Ankara');
    const list = screen.getByRole('list', { name: 'Ankara mağazaları' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('heading', { name: 'Çankaya Mağazası' })).toBeInTheDocument();
    expect(screen.getByText('Ankara: 1 mağaza')).toBeInTheDocument();
  });
});
