// Test data for the catalogue screens' tests: feed runs and a product as the staff API answers.
import type { FeedRunPartsFragment, PageInfoPartsFragment } from 'shared-contracts/admin';
import type { ProductView } from './product-types';

export const money = (value: number) => ({ __typename: 'Money' as const, value, text: `${value.toLocaleString('tr-TR', { minimumFractionDigits: 2 })} TL` });

export const pageInfo = (page: number, totalPages: number, totalCount: number, pageSize = 25): PageInfoPartsFragment => ({
  __typename: 'PageInfo',
  page,
  pageSize,
  totalCount,
  totalPages,
});

export function feedRunOf(over: Partial<FeedRunPartsFragment> = {}): FeedRunPartsFragment {
  return {
    __typename: 'FeedRun',
    id: 12,
    fileName: 'fiyatlar-kasim.csv',
    fileSha256: 'ab'.repeat(32),
    dryRun: true,
    fromRunId: null,
    source: 'STAFF',
    staffEmail: 'katalog@isiltitaki.test',
    status: 'DONE',
    totalRows: 120,
    updatedRows: 87,
    unchangedRows: 30,
    errorRows: 3,
    oldPriceLoweredRows: 1,
    problems: [
      { __typename: 'FeedProblem', line: 4, sku: 'YOK-001', code: 'UNKNOWN_SKU', message: 'Bu kodda bir ürün yok.' },
      { __typename: 'FeedProblem', line: 9, sku: 'ALY000123-12', code: 'INVALID_VALUE', message: 'price sütunundaki değer geçersiz: "abc".' },
    ],
    failureMessage: null,
    createdOn: '2026-11-26T09:00:00.000Z',
    startedOn: '2026-11-26T09:00:01.000Z',
    finishedOn: '2026-11-26T09:00:05.000Z',
    ...over,
  };
}

export function productOf(over: Partial<ProductView> = {}): ProductView {
  return {
    __typename: 'StaffProduct',
    id: 301,
    sku: 'ALY000123',
    name: 'Pırlanta Tektaş Yüzük',
    seName: 'pirlanta-tektas-yuzuk',
    published: true,
    price: money(1249.9),
    oldPrice: money(1499.9),
    lowestPriceLast30Days: money(1499.9),
    priceHistory: [
      { __typename: 'PricePoint', price: money(1249.9), oldPrice: money(1499.9), source: 'FEED', feedRunId: 11, effectiveFrom: '2026-11-20T09:00:00.000Z' },
      { __typename: 'PricePoint', price: money(1499.9), oldPrice: null, source: 'SEED', feedRunId: null, effectiveFrom: '2026-01-01T09:00:00.000Z' },
    ],
    variants: [
      {
        __typename: 'VariantStock',
        sku: 'ALY000123-12',
        name: '12 numara',
        onlineStock: 4,
        stores: [
          { __typename: 'StoreStockLevel', storeId: 1, storeName: 'Nişantaşı', sku: 'ALY000123-12', quantity: 2 },
          { __typename: 'StoreStockLevel', storeId: 2, storeName: 'Kadıköy', sku: 'ALY000123-12', quantity: 0 },
        ],
      },
    ],
    ...over,
  };
}

export const storesOf = () => [
  { __typename: 'StaffStore' as const, id: 1, name: 'Nişantaşı', city: 'İstanbul' },
  { __typename: 'StaffStore' as const, id: 2, name: 'Kadıköy', city: 'İstanbul' },
  { __typename: 'StaffStore' as const, id: 3, name: 'Alsancak', city: 'İzmir' },
];
