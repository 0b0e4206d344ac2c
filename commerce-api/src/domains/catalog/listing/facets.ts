// Facet rows -> the listing's filters: groups in the catalogue's order, options in natural
// (numeric-aware, Turkish) order, each with its count for the current selection, isFaced (the
// option leads to products under the current selection) and selected.
import type { Filter, Language } from 'shared-contracts/server';
import { pickText } from '../translated.js';
import { isSelected, optionKey, type FilterSelection } from './filter-selection.js';

export interface FacetRow {
  group_key: string;
  value_slug: string;
  first_id: number;
  group_title: string;
  group_title_en: string;
  value: string;
  value_en: string;
  n: number;
}

const collators = { tr: new Intl.Collator('tr-TR', { numeric: true }), en: new Intl.Collator('en-US', { numeric: true }) };

export function buildFilters(rows: FacetRow[], selection: FilterSelection, language: Language): Filter[] {
  const groups = new Map<string, { firstId: number; filter: Filter }>();
  for (const row of rows) {
    const firstId = Number(row.first_id);
    let entry = groups.get(row.group_key);
    if (!entry) {
      entry = { firstId, filter: { name: row.group_key, title: pickText(language, row.group_title, row.group_title_en), options: [] } };
      groups.set(row.group_key, entry);
    }
    entry.firstId = Math.min(entry.firstId, firstId);
    const count = Number(row.n);
    entry.filter.options.push({
      key: optionKey(row.group_key, row.value_slug),
      name: pickText(language, row.value, row.value_en),
      seName: row.value_slug,
      isFaced: count > 0,
      selected: isSelected(selection, row.group_key, row.value_slug),
      count,
    });
  }
  const collator = collators[language];
  return [...groups.values()]
    .sort((a, b) => a.firstId - b.firstId)
    .map(({ filter }) => ({ ...filter, options: filter.options.sort((a, b) => collator.compare(a.name, b.name)) }));
}
