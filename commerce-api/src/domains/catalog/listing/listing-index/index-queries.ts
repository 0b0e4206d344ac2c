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
import type { ListingIndex } from './listing-index.js';

const EMPTY = new Int32Array(0);

/** A category's published members in recommended order (display order, popularity DESC, id). */
export function categoryBase(index: ListingIndex, categoryId: number): Int32Array {
  return index.categories.get(categoryId) ?? EMPTY;
}

/**
 * Search matches in recommended order: relevance DESC, popularity DESC, id. `scores[k]` is the
 * relevance of `positions[k]`.
 */
export function searchBase(index: ListingIndex, positions: Int32Array, scores: Int32Array): Int32Array {
  const popular = index.sorts[SORT_MOST_POPULAR];
  const n = index.size;
  let max = 0;
  for (const s of scores) if (s > max) max = s;
  // One number per match: (max - score) * n + popularity rank, sorted natively.
  const keys = new Float64Array(positions.length);
  for (let k = 0; k < positions.length; k++) keys[k] = (max - scores[k]) * n + popular.rank[positions[k]];
  keys.sort();
  const out = new Int32Array(positions.length);
  for (let k = 0; k < keys.length; k++) out[k] = popular.order[keys[k] % n];
  return out;
}

/** One selected group: its key and, per position, whether the product matches it. */
export interface GroupMask {
  group: string;
  mask: Uint8Array;
}

export function selectionMasks(index: ListingIndex, selection: FilterSelection): GroupMask[] {
  return [...selection].map(([group, values]) => {
    const mask = new Uint8Array(index.size);
    const slugs = index.options.byKey.get(group);
    for (const value of values) {
      const option = slugs?.get(value);
      if (option === undefined) continue;
      for (const p of index.options.matching[option]) mask[p] = 1;
    }
    return { group, mask };
  });
}

/** The base products that match every selected group, in base order. */
export function applySelection(base: Int32Array, masks: GroupMask[]): Int32Array {
  if (!masks.length) return base;
  const out = new Int32Array(base.length);
  let n = 0;
  outer: for (const p of base) {
    for (const { mask } of masks) if (!mask[p]) continue outer;
    out[n++] = p;
  }
  return out.slice(0, n);
}

/** Matching positions in the listing's order (`matched` is in recommended order). */
export function sortPositions(index: ListingIndex, matched: Int32Array, sort: SortValue): Int32Array {
  if (sort === SORT_RECOMMENDED) return matched;
  const { order, rank } = index.sorts[sort];
  // Ranks are distinct, so sorting them natively and mapping back is the order.
  const ranks = new Int32Array(matched.length);
  for (let k = 0; k < matched.length; k++) ranks[k] = rank[matched[k]];
  ranks.sort();
  for (let k = 0; k < ranks.length; k++) ranks[k] = order[ranks[k]];
  return ranks;
}

export function idsOf(index: ListingIndex, positions: Int32Array): Int32Array {
  const out = new Int32Array(positions.length);
  for (let k = 0; k < positions.length; k++) out[k] = index.ids[positions[k]];
  return out;
}

/**
 * The filter counts of the base set under a selection (facetSql's rows): every filter option of
 * a base product, counting the base products with it that match every selected group other than
 * the option's own group. Options of the base set under no selection-matching product are listed
 * with 0.
 */
export function facetRowsOf(index: ListingIndex, base: Int32Array, masks: GroupMask[]): FacetRow[] {
  const { facetStart, facetOptions, options } = index;
  const optionCount = options.groupKey.length;
  const counts = new Int32Array(optionCount);
  const present = new Uint8Array(optionCount);
  // selectedGroupOf[option]: the index in `masks` of the option's own group when selected, else -1.
  const selectedGroupOf = new Int32Array(optionCount).fill(-1);
  masks.forEach(({ group }, g) => {
    for (const option of options.groupFacetOptions.get(group) ?? []) selectedGroupOf[option] = g;
  });
  for (const p of base) {
    // How many selected groups the product misses, and which one when it misses exactly one.
    let misses = 0;
    let missed = -1;
    for (let g = 0; g < masks.length && misses < 2; g++) {
      if (!masks[g].mask[p]) {
        misses++;
        missed = g;
      }
    }
    for (let k = facetStart[p], end = facetStart[p + 1]; k < end; k++) {
      const option = facetOptions[k];
      present[option] = 1;
      if (misses === 0 || (misses === 1 && selectedGroupOf[option] === missed)) counts[option]++;
    }
  }
  const rows: FacetRow[] = [];
  for (let option = 0; option < optionCount; option++) {
    if (!present[option]) continue;
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
