// Answering a listing from the listing index, with the semantics of listing-sql.ts (which stays
// as the reference and the fallback): the base set (a category's published members, or the search
// matches) in recommended order; a filter selection keeps the base products that match every
// selected group (OR within a group, AND across groups; any specification row counts, as the
// SQL's EXISTS does); the other sorts order by their global rank; the filter counts count, per
// option of the base set's filter rows, the base products that match the selections of every
// group but the option's own.
import type { FacetRow } from '../facets.js';
import type { FilterSelection } from '../filter-selection.js';
import { SORT_MOST_POPULAR, SORT_RECOMMENDED, type SortValue } from '../sort-options.js';
import { ScratchSlot, type ListingIndex } from './listing-index.js';

const EMPTY = new Int32Array(0);

/** A category's published members in recommended order (display order, popularity DESC, id). */
export function categoryBase(index: ListingIndex, categoryId: number): Int32Array {
  return index.categories.get(categoryId) ?? EMPTY;
}

/**
 * Search matches in recommended order: relevance DESC, popularity DESC, id. `chosen[p]` marks the
 * matches, `relevance[p]` their relevance (a small whole number).
 */
export function searchBase(index: ListingIndex, chosen: Uint8Array, relevance: Uint8Array): Int32Array {
  // Matches per relevance, then one walk down the popularity order into each relevance's slot.
  const perScore = new Int32Array(256);
  let total = 0;
  for (let p = 0; p < index.size; p++) {
    if (chosen[p]) {
      perScore[relevance[p]]++;
      total++;
    }
  }
  const next = new Int32Array(256);
  for (let score = 255, at = 0; score >= 0; score--) {
    next[score] = at;
    at += perScore[score];
  }
  const out = new Int32Array(total);
  for (const p of index.sorts[SORT_MOST_POPULAR].order) if (chosen[p]) out[next[relevance[p]]++] = p;
  return out;
}

/**
 * The base set's positions ascending, remembered per base set (a category's or a remembered
 * search's: base sets are the index's own arrays, so these memos go with the index): walking the
 * per-position arrays in memory order is several times faster than in listing order.
 */
const ascendingOf = new WeakMap<Int32Array, Int32Array>();

export function ascending(base: Int32Array): Int32Array {
  let sorted = ascendingOf.get(base);
  if (!sorted) {
    sorted = base.slice().sort();
    ascendingOf.set(base, sorted);
  }
  return sorted;
}

/**
 * A filter selection over a base set: per base position, how many selected groups the product
 * matches (`count`) and the XOR of their numbers (`xor`), so that a product missing exactly one
 * group tells which one (all ^ xor). Scratch arrays, valid for the base's positions only: use
 * before the next await.
 */
export interface SelectionState {
  groups: string[];
  count: Uint8Array;
  xor: Uint8Array;
  all: number;
}

export function selectionState(index: ListingIndex, selection: FilterSelection, base: Int32Array): SelectionState | null {
  if (!selection.size) return null;
  // At most MAX_FILTER_OPTIONS (50) groups: numbers, counts and XORs fit in a byte.
  const groups = [...selection.keys()];
  const { options } = index;
  // The selected options of each group, and groupOf[option]: the selected group it is a value of.
  const selected = groups.map((group) => {
    const slugs = options.byKey.get(group);
    return [...selection.get(group)!].flatMap((value) => {
      const option = slugs?.get(value);
      return option === undefined ? [] : [option];
    });
  });
  const all = groups.reduce((x, _, g) => x ^ g, 0);
  // Two ways to the same counts; the one with fewer steps: along the selected options' product
  // lists (for every product), or along the base set's products' option lists.
  const postings = selected.reduce((n, list) => n + list.reduce((m, option) => m + options.matching[option].length, 0), 0);
  const perBase = (base.length * index.matchOptions.length) / Math.max(1, index.size);
  if (postings <= perBase) {
    const count = index.scratch(ScratchSlot.SelectionCount);
    const xor = index.scratch(ScratchSlot.SelectionXor);
    // stamp[p] = g + 1 once counted for group g (a product may have two values of one group).
    const stamp = index.scratch(ScratchSlot.SelectionStamp);
    selected.forEach((list, g) => {
      for (const option of list) {
        for (const p of options.matching[option]) {
          if (stamp[p] === g + 1) continue;
          stamp[p] = g + 1;
          count[p]++;
          xor[p] ^= g;
        }
      }
    });
    return { groups, count, xor, all };
  }
  const groupOf = new Int32Array(options.groupKey.length).fill(-1);
  selected.forEach((list, g) => list.forEach((option) => (groupOf[option] = g)));
  const { matchStart, matchOptions } = index;
  // Every base entry is written, so no zeroing.
  const count = index.scratch(ScratchSlot.SelectionCount, false);
  const xor = index.scratch(ScratchSlot.SelectionXor, false);
  // seen[g] = p once group g is counted for product p.
  const seen = new Int32Array(groups.length).fill(-1);
  for (const p of ascending(base)) {
    let matched = 0;
    let x = 0;
    for (let k = matchStart[p], end = matchStart[p + 1]; k < end; k++) {
      const g = groupOf[matchOptions[k]];
      if (g < 0 || seen[g] === p) continue;
      seen[g] = p;
      matched++;
      x ^= g;
    }
    count[p] = matched;
    xor[p] = x;
  }
  return { groups, count, xor, all };
}

/** The base products that match every selected group, in base order. */
export function applySelection(base: Int32Array, selection: SelectionState | null): Int32Array {
  if (!selection) return base;
  const { count, groups } = selection;
  const out = new Int32Array(base.length);
  let n = 0;
  for (const p of base) if (count[p] === groups.length) out[n++] = p;
  return out.slice(0, n);
}

/** Matching positions in the listing's order (`matched` is in recommended order). */
export function sortPositions(index: ListingIndex, matched: Int32Array, sort: SortValue): Int32Array {
  if (sort === SORT_RECOMMENDED) return matched;
  const { order, rank } = index.sorts[sort];
  const out = new Int32Array(matched.length);
  if (matched.length > index.size / 16) {
    // Many: one walk down the global order.
    const member = index.scratch(ScratchSlot.SortMember);
    for (const p of matched) member[p] = 1;
    let n = 0;
    for (const p of order) if (member[p]) out[n++] = p;
    return out;
  }
  // Few: ranks are distinct, so sorting them natively and mapping back is the order.
  for (let k = 0; k < matched.length; k++) out[k] = rank[matched[k]];
  out.sort();
  for (let k = 0; k < out.length; k++) out[k] = order[out[k]];
  return out;
}

export function idsOf(index: ListingIndex, positions: Int32Array): Int32Array {
  const out = new Int32Array(positions.length);
  for (let k = 0; k < positions.length; k++) out[k] = index.ids[positions[k]];
  return out;
}

/** The filter options some product of the base set has, remembered per base set. */
const presentOptionsOf = new WeakMap<Int32Array, Int32Array>();

function presentOptions(index: ListingIndex, base: Int32Array): Int32Array {
  let present = presentOptionsOf.get(base);
  if (!present) {
    const { facetStart, facetOptions } = index;
    const seen = new Uint8Array(index.options.groupKey.length);
    for (const p of ascending(base)) for (let k = facetStart[p], end = facetStart[p + 1]; k < end; k++) seen[facetOptions[k]] = 1;
    const list: number[] = [];
    seen.forEach((on, option) => on && list.push(option));
    present = Int32Array.from(list);
    if (base.length) presentOptionsOf.set(base, present);
  }
  return present;
}

/** The counts without a selection, remembered per base set. */
const unselectedRowsOf = new WeakMap<Int32Array, FacetRow[]>();

/**
 * The filter counts of the base set under a selection (facetSql's rows): every filter option of
 * a base product, counting the base products with it that match every selected group other than
 * the option's own group. Options of the base set under no selection-matching product are listed
 * with 0.
 */
export function facetRowsOf(index: ListingIndex, base: Int32Array, selection: SelectionState | null): FacetRow[] {
  if (!selection) {
    let rows = unselectedRowsOf.get(base);
    if (!rows) {
      rows = countFacets(index, base, null);
      if (base.length) unselectedRowsOf.set(base, rows);
    }
    return rows;
  }
  return countFacets(index, base, selection);
}

function countFacets(index: ListingIndex, base: Int32Array, selection: SelectionState | null): FacetRow[] {
  const { facetStart, facetOptions, options } = index;
  const optionCount = options.groupKey.length;
  const counts = new Int32Array(optionCount);
  const positions = ascending(base);
  if (!selection) {
    for (const p of positions) for (let k = facetStart[p], end = facetStart[p + 1]; k < end; k++) counts[facetOptions[k]]++;
  } else {
    // selectedGroupOf[option]: the number of the option's own group when selected, else -1.
    const selectedGroupOf = new Int32Array(optionCount).fill(-1);
    selection.groups.forEach((group, g) => {
      for (const option of options.groupFacetOptions.get(group) ?? []) selectedGroupOf[option] = g;
    });
    const { count, xor, all, groups } = selection;
    for (const p of positions) {
      const misses = groups.length - count[p];
      if (misses > 1) continue;
      if (misses === 0) {
        for (let k = facetStart[p], end = facetStart[p + 1]; k < end; k++) counts[facetOptions[k]]++;
        continue;
      }
      // Missing exactly one group: counted for that group's options only.
      const missed = all ^ xor[p];
      for (let k = facetStart[p], end = facetStart[p + 1]; k < end; k++) if (selectedGroupOf[facetOptions[k]] === missed) counts[facetOptions[k]]++;
    }
  }
  const rows: FacetRow[] = [];
  for (const option of presentOptions(index, base)) {
    const label = options.label[option]!;
    rows.push({
      group_key: options.groupKey[option],
      value_slug: options.valueSlug[option],
      n: counts[option],
      first_id: label.firstId,
      group_title: label.groupTitle,
      group_title_en: label.groupTitleEn,
      value: label.value,
      value_en: label.valueEn,
    });
  }
  return rows;
}
