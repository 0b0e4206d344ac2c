import { busiestCity, storeCities, storesInCity } from './nearby-stores';
import type { StoreItem } from './store-filters';

const store = (id: number, city: string, district: string): StoreItem => ({
  __typename: 'Store', id, name: `Mağaza ${id}`, country: 'Türkiye', city, district, address: `Cad. No:${id}`, phone: '0(212) 555 00 00', email: `m${id}@example.com`, workingHours: '10:00-22:00', latitude: 41, longitude: 29,
});
const stores = [store(1, 'İzmir', 'Konak'), store(2, 'İstanbul', 'Şişli'), store(3, 'Ankara', 'Çankaya'), store(4, 'İstanbul', 'Beşiktaş'), store(5, 'İstanbul', 'Kadıköy'), store(6, 'İstanbul', 'Bakırköy'), store(7, 'Çorum', 'Merkez')];

describe('nearby stores', () => {
  it('lists the cities in Turkish order with their store counts', () => {
    expect(storeCities(stores)).toEqual([
      { city: 'Ankara', count: 1 },
      { city: 'Çorum', count: 1 },
      { city: 'İstanbul', count: 4 },
      { city: 'İzmir', count: 1 },
    ]);
  });

  it('starts from the city with the most stores, and none without stores', () => {
    expect(busiestCity(stores)).toBe('İstanbul');
    expect(busiestCity([store(1, 'İzmir', 'Konak'), store(3, 'Ankara', 'Çankaya')])).toBe('Ankara');
    expect(busiestCity([])).toBe('');
  });

  it('shows a few stores of the chosen city, by district', () => {
    expect(storesInCity(stores, 'İstanbul').map((s) => s.district)).toEqual(['Bakırköy', 'Beşiktaş', 'Kadıköy']);
    expect(storesInCity(stores, 'Ankara').map((s) => s.id)).toEqual([3]);
    expect(storesInCity(stores, 'Van')).toEqual([]);
  });
});
