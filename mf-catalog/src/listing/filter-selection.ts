// A listing's filter selection: filter group name -> chosen option values (the option's seName).
// The API carries it as comma-joined option keys `group|value` (OR within a group, AND across
// groups); the address bar as one parameter per group with comma-joined values.

export type Selection = Readonly<Record<string, readonly string[]>>;

export const NO_SELECTION: Selection = Object.freeze({});

/** The API's `filter` parameter: option keys in a stable order (groups and values sorted). */
export function toFilterParam(selection: Selection): string {
  return Object.keys(selection)
    .sort()
    .flatMap((group) => [...selection[group]].sort().map((value) => `${group}|${value}`))
    .join(',');
}

export function isEmptySelection(selection: Selection): boolean {
  return Object.values(selection).every((values) => values.length === 0);
}

export function sameSelection(a: Selection, b: Selection): boolean {
  return toFilterParam(a) === toFilterParam(b);
}

export function countValues(selection: Selection): number {
  return Object.values(selection).reduce((n, values) => n + values.length, 0);
}

/** Drops empty groups so that equal selections look equal. */
function compact(selection: Record<string, readonly string[]>): Selection {
  return Object.fromEntries(Object.entries(selection).filter(([, values]) => values.length > 0));
}

export function toggleValue(selection: Selection, group: string, value: string): Record<string, readonly string[]> {
  const values = selection[group] ?? [];
  return { ...selection, [group]: values.includes(value) ? values.filter((v) => v !== value) : [...values, value] };
}

export function withoutValue(selection: Selection, group: string, value: string): Selection {
  return compact({ ...selection, [group]: (selection[group] ?? []).filter((v) => v !== value) });
}

export function onlyGroups(selection: Selection, groups: ReadonlySet<string>): Selection {
  return compact(Object.fromEntries(Object.entries(selection).filter(([group]) => groups.has(group))));
}

/**
 * Apply's merge of section 4: a group present in the temporary selection (even emptied by Clear)
 * replaces that group of the active selection; the other active groups stay.
 */
export function mergeSelections(active: Selection, temporary: Selection | null): Selection {
  if (!temporary) return compact(active);
  return compact({ ...active, ...temporary });
}

/** The group's values as the temporary selection holds them, else as the active one does. */
export function groupValues(active: Selection, temporary: Selection | null, group: string): readonly string[] {
  if (temporary && group in temporary) return temporary[group];
  return active[group] ?? [];
}
