// Page arguments of the staff API's lists, clamped, and the PageInfo of a result.
import type { PageInfo } from 'shared-contracts/admin';

export function pageWindow(page: number | null | undefined, pageSize: number | null | undefined, maxSize = 100): { page: number; pageSize: number; offset: number } {
  const size = Math.min(Math.max(Math.trunc(pageSize ?? 25), 1), maxSize);
  const number = Math.min(Math.max(Math.trunc(page ?? 1), 1), 100_000);
  return { page: number, pageSize: size, offset: (number - 1) * size };
}

export function pageInfo(window: { page: number; pageSize: number }, totalCount: number): PageInfo {
  return { page: window.page, pageSize: window.pageSize, totalCount, totalPages: Math.ceil(totalCount / window.pageSize) };
}
