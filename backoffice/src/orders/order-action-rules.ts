// The order action forms' rules (zod), as the staff API checks them, so a wrong value is shown in
// place before any call. Messages are this area's message ids.
import { z } from 'zod';

const NOTE_MAX = 1000;

export const approveRules = z.object({
  note: z.string().max(NOTE_MAX, 'bo.orders.note.too_long'),
});

export const shipRules = z.object({
  carrierId: z.string().regex(/^\d+$/, 'bo.orders.ship.carrier_required'),
  trackingCode: z
    .string()
    .trim()
    .min(1, 'bo.orders.ship.tracking_required')
    .regex(/^[A-Za-z0-9-]{4,40}$/, 'bo.orders.ship.tracking_invalid'),
  itemIds: z.array(z.string()),
});

export const deliverRules = z.object({
  deliveredOn: z
    .string()
    .min(1, 'bo.orders.deliver.date_required')
    .refine((value) => !Number.isNaN(new Date(value).getTime()), 'bo.orders.deliver.date_invalid')
    // the server allows a minute of clock difference
    .refine((value) => new Date(value).getTime() <= Date.now() + 60_000, 'bo.orders.deliver.date_future'),
});

export const cancelRules = z.object({
  itemIds: z.array(z.string()).min(1, 'bo.orders.cancel.items_required'),
  reason: z.string().trim().min(1, 'bo.orders.cancel.reason_required').max(NOTE_MAX, 'bo.orders.note.too_long'),
});

export const noteRules = z.object({
  note: z.string().trim().min(1, 'bo.orders.note.required').max(NOTE_MAX, 'bo.orders.note.too_long'),
  visibleToShopper: z.boolean(),
});

/** Now as a datetime-local value (the browser's local time, minutes). */
export function localDateTimeNow(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
}
