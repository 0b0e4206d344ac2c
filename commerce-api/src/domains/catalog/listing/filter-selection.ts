// The filter selection of a listing: option keys `name|value` (filter group key | value slug),
// several comma-joined. OR within a group, AND across groups.

export type FilterSelection = Map<string, Set<string>>;

export const MAX_FILTER_OPTIONS = 50;
const MAX_FILTER_LENGTH = 2000;
const MAX_PART_LENGTH = 100;

export type FilterParseResult = { ok: true; selection: FilterSelection } | { ok: false };

export function parseFilterSelection(raw: string | null | undefined): FilterParseResult {
  const selection: FilterSelection = new Map();
  if (raw === null || raw === undefined || raw.trim() === '') return { ok: true, selection };
  if (raw.length > MAX_FILTER_LENGTH) return { ok: false };
  const tokens = raw.split(',').map((t) => t.trim()).filter(Boolean);
  if (tokens.length > MAX_FILTER_OPTIONS) return { ok: false };
  for (const token of tokens) {
    const bar = token.indexOf('|');
    if (bar <= 0 || bar === token.length - 1) return { ok: false };
    const group = token.slice(0, bar).trim();
    const value = token.slice(bar + 1).trim();
    if (!group || !value || group.length > MAX_PART_LENGTH || value.length > MAX_PART_LENGTH || value.includes('|')) return { ok: false };
    const values = selection.get(group) ?? new Set<string>();
    values.add(value);
    selection.set(group, values);
  }
  return { ok: true, selection };
}

export function optionKey(group: string, value: string): string {
  return `${group}|${value}`;
}

export function isSelected(selection: FilterSelection, group: string, value: string): boolean {
  return selection.get(group)?.has(value) ?? false;
}
