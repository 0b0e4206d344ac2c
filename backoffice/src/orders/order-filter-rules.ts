// The order filter's rules (zod): dates are ISO days and the range does not run backwards. The
// messages are this area's message ids (zodValidate translates them).
import { z } from 'zod';

const isoDay = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, 'bo.orders.filter.date_invalid');

export const orderFilterRules = z
  .object({
    statuses: z.array(z.string()),
    createdFrom: isoDay,
    createdTo: isoDay,
    storeId: z.string(),
    payment: z.string().max(100, 'bo.orders.filter.too_long'),
    search: z.string().max(200, 'bo.orders.filter.too_long'),
  })
  .refine((v) => !v.createdFrom || !v.createdTo || v.createdTo >= v.createdFrom, { message: 'bo.orders.filter.to_before_from', path: ['createdTo'] });
