// The customer search's rule (zod): the staff API refuses a term shorter than 2 characters, so
// it is refused in place first. Messages are message ids.
import { z } from 'zod';

export const MIN_SEARCH = 2;

export const customerSearchRules = z.object({
  q: z.string().trim().min(MIN_SEARCH, 'bo.customers.search_short').max(100, 'bo.customers.search_long'),
});
