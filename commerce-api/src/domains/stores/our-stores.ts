// ourStores: every store, sorted by name the way a Turkish reader sorts (Ç after C, İ after I).
import type { Language, Store } from 'shared-contracts/server';
import type { Db } from '../../db/client.js';
import { stores } from '../../db/schema.js';
import { toStore } from './store-model.js';

const collator = new Intl.Collator('tr-TR', { sensitivity: 'base' });

export async function ourStores(db: Db, language: Language): Promise<Store[]> {
  const rows = await db.select().from(stores);
  return rows.sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id).map((row) => toStore(row, language));
}
