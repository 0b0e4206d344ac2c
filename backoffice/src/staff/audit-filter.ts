// The audit log's filters: kept in the address (staff, action, targetType, targetId, from, to),
// checked in the form (zod, message ids), and sent as the API's AuditFilter. The dates are days
// in Istanbul (UTC+3 all year since 2016): from the day's first moment to its last.
import { z } from 'zod';
import type { AuditFilter } from 'shared-contracts/admin';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilterValues {
  staff: string;
  action: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
}

export const AUDIT_FILTER_KEYS: (keyof AuditFilterValues)[] = ['staff', 'action', 'targetType', 'targetId', 'from', 'to'];

const day = z.string().trim().regex(/^(\d{4}-\d{2}-\d{2})?$/, 'bo.staff.audit.date_invalid');

export const auditFilterRules = z
  .object({
    staff: z.string().trim().regex(/^\d{0,9}$/, 'bo.staff.audit.staff_invalid'),
    action: z.string().max(100, 'bo.staff.audit.too_long'),
    targetType: z.string().max(100, 'bo.staff.audit.too_long'),
    targetId: z.string().max(100, 'bo.staff.audit.too_long'),
    from: day,
    to: day,
  })
  .superRefine((values, ctx) => {
    if (values.from && values.to && values.from > values.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'bo.staff.audit.to_before_from' });
  });

export function auditValuesOf(params: URLSearchParams): AuditFilterValues {
  return {
    staff: params.get('staff') ?? '',
    action: params.get('action') ?? '',
    targetType: params.get('targetType') ?? '',
    targetId: params.get('targetId') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

/** The address's parameters for these filters (empty ones left out; the page starts again). */
export function auditParamsOf(values: AuditFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of AUDIT_FILTER_KEYS) {
    const value = values[key].trim();
    if (value) params.set(key, value);
  }
  return params;
}

const ISTANBUL = '+03:00';
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The API's filter: only what is set. */
export function auditFilterOf(values: AuditFilterValues): AuditFilter {
  const filter: AuditFilter = {};
  const staffId = Number(values.staff);
  if (values.staff.trim() && Number.isInteger(staffId) && staffId > 0) filter.staffId = staffId;
  if (values.action.trim()) filter.action = values.action.trim();
  if (values.targetType.trim()) filter.targetType = values.targetType.trim();
  if (values.targetId.trim()) filter.targetId = values.targetId.trim();
  if (isDay(values.from)) filter.from = `${values.from}T00:00:00.000${ISTANBUL}`;
  if (isDay(values.to)) filter.to = `${values.to}T23:59:59.999${ISTANBUL}`;
  return filter;
}
