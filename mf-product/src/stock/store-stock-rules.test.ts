import { matchingStores, storesWithStock, type StoreStockRow } from './store-stock-rules';

const row = (id: number, name: string, city: string, district: string, inventoryQty = 1): StoreStockRow => ({
  __typename: 'StoreStock',
  inventoryQty,
  store: { __typename: 'Store', id, name, city, district, address: 'Cad. 1', phone: '0(212) 000 00 00', workingHours: '10-22' },
});

const rows = [row(1, 'Alsancak', 'İzmir', 'Konak'), row(2, 'Karşıyaka Çarşı', 'İzmir', 'Karşıyaka'), row(3, 'Kızılay', 'Ankara', 'Çankaya'), row(4, 'Işıklar', 'Antalya', 'Muratpaşa', 0)];

describe('store stock rules', () => {
  it('keeps the stores holding the product, by name in Turkish order', () => {
    expect(storesWithStock(rows).map((r) => r.store.name)).toEqual(['Alsancak', 'Karşıyaka Çarşı', 'Kızılay']);
  });

  it('finds stores by city, district or name, in any case and with or without Turkish letters', () => {
    const names = (q: string) => matchingStores(storesWithStock(rows), q).map((r) => r.store.name);
    expect(names('İZMİR')).toEqual(['Alsancak', 'Karşıyaka Çarşı']);
    expect(names('izmir karsiyaka')).toEqual(['Karşıyaka Çarşı']);
    expect(names('çankaya')).toEqual(['Kızılay']);
    expect(names('kizilay')).toEqual(['Kızılay']);
    expect(names('  ')).toHaveLength(3);
    expect(names('Trabzon')).toEqual([]);
  });
});
