// Recently viewed products, newest first, kept in browser storage so the slot survives reloads.
// Storage access errors are logged only (section 8).
export const RECENTLY_VIEWED_KEY = 'mf-product:recently-viewed';
/** Ids kept; the strip itself sends at most RECOMMENDATION_MAX_IDS of them. */
export const RECENTLY_VIEWED_LIMIT = 20;

function isIdList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((id) => Number.isInteger(id) && id > 0);
}

export function readRecentlyViewed(storage: Storage = window.localStorage): number[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RECENTLY_VIEWED_KEY) ?? '[]');
    return isIdList(parsed) ? parsed : [];
  } catch (error) {
    console.error('[mf-product] reading recently viewed products failed', error);
    return [];
  }
}

/** Puts the product first and returns the list as it was before this view. */
export function recordRecentlyViewed(productId: number, storage: Storage = window.localStorage): number[] {
  const before = readRecentlyViewed(storage);
  const next = [productId, ...before.filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_LIMIT);
  try {
    storage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(next));
  } catch (error) {
    console.error('[mf-product] saving recently viewed products failed', error);
  }
  return before;
}
