/** The listing's orderBy query parameter (omitted when 0, the default order). */
export function readSortParam(params: URLSearchParams): number | undefined {
  const raw = params.get('orderBy');
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return value === 0 ? undefined : value;
}

export function writeSortParam(params: URLSearchParams, value: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === 0) next.delete('orderBy');
  else next.set('orderBy', String(value));
  return next;
}
