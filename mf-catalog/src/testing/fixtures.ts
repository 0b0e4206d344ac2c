// Catalogue data as the API returns it (with __typename, as the Apollo cache stores it).
import type { CardProduct } from '../product-card/ProductCard';
import type { Filter } from 'shared-contracts/graphql';
import type { Listing } from '../listing/fetch-listing';

export function makeProduct(id: number, overrides: Partial<CardProduct> = {}): CardProduct {
  return {
    __typename: 'Product',
    id,
    sku: `SKU-${id}`,
    name: `Gümüş Yüzük ${id}`,
    seName: `gumus-yuzuk-${id}`,
    inStock: true,
    inviewPage: null,
    defaultPictureModel: {
      __typename: 'Picture',
      imageUrl: `/images/products/${id}.jpg`,
      fullSizeImageUrl: `/images/products/${id}-full.jpg`,
      thumbImageUrl: `/images/products/${id}-thumb.jpg`,
      alternateText: null,
      title: null,
    },
    productPrice: { __typename: 'ProductPrice', price: '₺1.250,00', priceValue: 1250, oldPrice: null, oldPriceValue: null, currencyCode: 'TRY' },
    badges: [],
    ...overrides,
  };
}

/** Two filter groups as the API sends them; `altin` is the count of the first option. */
export function makeFilters(altin = 88, selected: string[] = []): Filter[] {
  const option = (group: string, seName: string, name: string, count: number) => ({
    __typename: 'FilterOption' as const,
    key: `${group}|${seName}`,
    name,
    seName,
    isFaced: count > 0,
    selected: selected.includes(`${group}|${seName}`),
    count,
  });
  return [
    { __typename: 'Filter', name: 'metal', title: 'Metal', options: [option('metal', 'altin', 'Altın', altin), option('metal', 'gumus', 'Gümüş', 60), option('metal', 'rose', 'Rose', 0)] },
    { __typename: 'Filter', name: 'tas', title: 'Taş', options: [option('tas', 'inci', 'İnci', 12), option('tas', 'pirlanta', 'Pırlanta', 35), option('tas', 'zirkon', 'Zirkon', 49)] },
  ];
}

export function makeListing(overrides: Partial<Listing> = {}): Listing {
  const products = overrides.products ?? [makeProduct(1), makeProduct(2)];
  return {
    id: 12,
    name: 'Yüzük',
    slug: 'yuzuk',
    seName: 'yuzuk',
    metaTitle: null,
    metaDescription: null,
    description: null,
    fasedSeo: { name: null, description: null, noIndex: false, noFollow: false },
    faqSeo: [],
    genericAttributes: [],
    pageNumber: 1,
    pageSize: 48,
    totalPages: 1,
    totalItems: products.length,
    hasNextPage: false,
    products,
    filters: [],
    sortOptions: [
      { label: 'Önerilen', value: 0, selected: true },
      { label: 'Fiyat: Artan', value: 1, selected: false },
      { label: 'Fiyat: Azalan', value: 2, selected: false },
    ],
    subCategories: [],
    breadcrumbs: [
      { id: 3, name: 'Takı', seName: 'taki' },
      { id: 12, name: 'Yüzük', seName: 'yuzuk' },
    ],
    isTemp: false,
    ...overrides,
  };
}

/** A fetch mock answering each listing URL from a handler; records the URLs asked. */
export function mockFetch(handler: (url: URL) => { status?: number; body?: unknown }) {
  const calls: URL[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    const { status = 200, body = null } = handler(url);
    return { status, ok: status >= 200 && status < 300, json: async () => body } as Response;
  });
  global.fetch = fn as unknown as typeof fetch;
  return { fn, calls };
}
