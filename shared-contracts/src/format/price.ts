// TRY money formatting shared by the API (price text) and the front end.
import { CURRENCY } from '../constants/business';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string): Intl.NumberFormat {
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(locale, f);
  }
  return f;
}

export function kurusToLira(kurus: number): number {
  return Math.round(kurus) / 100;
}

export function liraToKurus(lira: number): number {
  return Math.round(lira * 100);
}

/** e.g. 123456 kuruş -> "₺1.234,56" (tr) or "TRY 1,234.56"-like (en). */
export function formatKurus(kurus: number, language: 'tr' | 'en' | string = 'tr'): string {
  return formatter(language === 'en' ? 'en-US' : 'tr-TR').format(kurusToLira(kurus));
}

export function formatLira(lira: number, language: 'tr' | 'en' | string = 'tr'): string {
  return formatKurus(liraToKurus(lira), language);
}

/** Structured-data price: TRY with two decimals, dot separator. */
export function structuredDataPrice(lira: number): string {
  return lira.toFixed(2);
}

/** Product info instalment line: price / 3, two decimals (section 9). */
export function productInstallmentLine(lira: number, language: 'tr' | 'en' | string = 'tr'): string {
  return `${formatLira(Math.round((lira / 3) * 100) / 100, language)} x 3`;
}

/** Review average: ratingSum / totalReviews with one decimal; 0 when no reviews. */
export function averageRating(ratingSum: number, totalReviews: number): number {
  if (!totalReviews) return 0;
  return Math.round((ratingSum / totalReviews) * 10) / 10;
}

/** Free shipping per section 9: the shipping amount text starts with 0.00 or the rate is 0. */
export function isFreeShipping(shippingValue: number): boolean {
  return shippingValue === 0;
}
