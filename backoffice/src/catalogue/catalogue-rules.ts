// The catalogue forms' rules (zod): what is refused in place before the staff API is asked.
// Messages are message ids. The limits follow the staff API (commerce-api price-feed).
import { z } from 'zod';

/** The largest store stock the API accepts (MAX_STOCK in feed-csv.ts): more is a typing error. */
export const MAX_STOCK = 1_000_000;
/** The API takes at most 25 million characters of CSV in a request of at most 24 MiB. */
export const MAX_FEED_BYTES = 24_000_000;

export const productLookupRules = z.object({
  sku: z.string().trim().min(1, 'bo.catalogue.lookup.sku_required').max(100, 'bo.catalogue.lookup.sku_too_long'),
});

/** A file the browser calls CSV, or named .csv (Windows reports .csv as an Excel type). */
export function isCsvFile(file: File): boolean {
  return /\.csv$/i.test(file.name) || file.type === 'text/csv';
}

export const feedUploadRules = z.object({
  file: z.custom<File | null>().superRefine((file, ctx) => {
    if (!file) ctx.addIssue({ code: 'custom', message: 'bo.catalogue.feed.file_required' });
    else if (!isCsvFile(file)) ctx.addIssue({ code: 'custom', message: 'bo.catalogue.feed.file_not_csv' });
    else if (file.size === 0) ctx.addIssue({ code: 'custom', message: 'bo.catalogue.feed.file_empty' });
    else if (file.size > MAX_FEED_BYTES) ctx.addIssue({ code: 'custom', message: 'bo.catalogue.feed.file_too_large' });
  }),
  dryRun: z.boolean(),
});

// A number input hands Formik a number (or '' when empty): checked as the text typed.
export const storeStockRules = z.object({
  quantity: z.preprocess(
    (value) => (value === null || value === undefined ? '' : String(value)),
    z
      .string()
      .trim()
      .regex(/^\d+$/, 'bo.catalogue.stock.quantity_invalid')
      .refine((text) => Number(text) <= MAX_STOCK, 'bo.catalogue.stock.quantity_too_large'),
  ),
});
