// Specifications have no numeric ids in the database (a group key and a value slug), but the
// SDL's ProductInfoAttribute wants Int ids. A 32-bit FNV-1a hash of the key gives ids that are
// the same for every product and every request. Hash ids start at 1,000,000 so the fixed ids
// below 1,000,000 (FESTIVAL_PRICE_ATTRIBUTE_ID) never collide with them.
const HASH_BASE = 1_000_000;
const HASH_RANGE = 2_147_483_647 - HASH_BASE;

export function stableId(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return HASH_BASE + (hash % HASH_RANGE);
}

export function specGroupId(groupKey: string): number {
  return stableId(`group:${groupKey}`);
}

export function specValueId(groupKey: string, valueSlug: string): number {
  return stableId(`value:${groupKey}|${valueSlug}`);
}
