// What the catalogue's staff resolvers share: a page of a list (page, pageSize clamped) and a
// translated FieldError in the request's language. (The staff identity helper may have its own;
// the lead can merge them.)
import { translateStaff, type FieldError } from 'shared-contracts/admin';
import type { StaffContext } from '../staff/staff-context.js';

export const MAX_PAGE_SIZE = 100;

export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

export function paging(page: number | null | undefined, pageSize: number | null | undefined): Paging {
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(pageSize ?? 25) || 25));
  const p = Math.max(1, Math.floor(page ?? 1) || 1);
  return { page: p, pageSize: size, offset: (p - 1) * size };
}

export function pageInfo(p: Paging, totalCount: number) {
  return { page: p.page, pageSize: p.pageSize, totalCount, totalPages: Math.ceil(totalCount / p.pageSize) };
}

export function staffError(ctx: Pick<StaffContext, 'language'>, code: string, field: string | null = null, values?: Record<string, string | number>): FieldError {
  return { field, code, message: translateStaff(ctx.language, code, values) };
}

/** A refusal: nothing changed, the first error as the message. */
export function refused<T extends object>(errors: FieldError[], extra: T): T & { success: false; message: string | null; errors: FieldError[] } {
  return { success: false, message: errors[0]?.message ?? null, errors, ...extra };
}
