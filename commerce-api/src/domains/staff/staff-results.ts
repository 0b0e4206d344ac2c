// What every staff list and action answers with: a page of a list (page and pageSize clamped, its
// PageInfo) and translated field errors in the request's language (a refusal changes nothing and
// says why in its first error).
import { translateStaff, type FieldError, type PageInfo } from 'shared-contracts/admin';
import type { StaffContext } from './staff-context.js';

export const MAX_PAGE_SIZE = 100;

export interface PageWindow {
  page: number;
  pageSize: number;
  offset: number;
}

export function pageWindow(page: number | null | undefined, pageSize: number | null | undefined, maxSize = MAX_PAGE_SIZE): PageWindow {
  const size = Math.min(Math.max(Math.trunc(pageSize ?? 25) || 25, 1), maxSize);
  const number = Math.min(Math.max(Math.trunc(page ?? 1) || 1, 1), 100_000);
  return { page: number, pageSize: size, offset: (number - 1) * size };
}

export function pageInfo(window: { page: number; pageSize: number }, totalCount: number): PageInfo {
  return { page: window.page, pageSize: window.pageSize, totalCount, totalPages: Math.ceil(totalCount / window.pageSize) };
}

export function staffError(ctx: Pick<StaffContext, 'language'>, code: string, field: string | null = null, values?: Record<string, string | number>): FieldError {
  return { field, code, message: translateStaff(ctx.language, code, values) };
}

/** A refusal: nothing changed, the first error as the message. */
export function refused<T extends object>(errors: FieldError[], extra: T): T & { success: false; message: string | null; errors: FieldError[] } {
  return { success: false, message: errors[0]?.message ?? null, errors, ...extra };
}
