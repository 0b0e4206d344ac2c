// Listing sort orders (the `orderBy` / `sort` values) and their translated labels.
import type { Language, SortOption } from 'shared-contracts/server';

export const SORT_RECOMMENDED = 0;
export const SORT_PRICE_ASC = 1;
export const SORT_PRICE_DESC = 2;
export const SORT_NEWEST = 3;
export const SORT_BEST_RATED = 4;
export const SORT_MOST_POPULAR = 5;
export const SORT_VALUES = [SORT_RECOMMENDED, SORT_PRICE_ASC, SORT_PRICE_DESC, SORT_NEWEST, SORT_BEST_RATED, SORT_MOST_POPULAR] as const;
export type SortValue = (typeof SORT_VALUES)[number];

const LABELS: Record<Language, Record<SortValue, string>> = {
  tr: {
    0: 'Önerilen',
    1: 'Fiyat: Artan',
    2: 'Fiyat: Azalan',
    3: 'En Yeniler',
    4: 'En Çok Beğenilenler',
    5: 'En Çok Satanlar',
  },
  en: {
    0: 'Recommended',
    1: 'Price: low to high',
    2: 'Price: high to low',
    3: 'Newest',
    4: 'Best rated',
    5: 'Most popular',
  },
};

export function isSortValue(value: number): value is SortValue {
  return (SORT_VALUES as readonly number[]).includes(value);
}

export function sortOptions(selected: SortValue, language: Language): SortOption[] {
  return SORT_VALUES.map((value) => ({ label: LABELS[language][value], value, selected: value === selected }));
}
