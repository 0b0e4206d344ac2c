// What an API instance keeps in memory follows the database's change notifications
// (db/change-notifications.ts), whichever instance made the change: a 'stock' change drops the
// kept listing answers (a card's inStock); a 'catalog' change also reads the new catalogue
// version, which clears the version's caches and starts the listing index's rebuild at once
// instead of on the next listing. Reads check the version anyway (listing-cache.ts), so a lost
// notification costs only that head start; after a reconnect everything counts as changed.
import type { FastifyBaseLogger } from 'fastify';
import { watchChanges, type ChangeFeed } from '../db/change-notifications.js';
import type { Database } from '../db/client.js';
import { currentCatalogVersion, listingCache } from '../domains/catalog/listing/listing-cache.js';
import { listingIndexAt } from '../domains/catalog/listing/listing-index/index-holder.js';

export function followDataChanges(database: Database, log?: FastifyBaseLogger): Promise<ChangeFeed> {
  const db = database.db;
  const forgetAnswers = () => listingCache(db).responses.clear();

  // Notifications come in bursts (a bulk import): one catch-up at a time, one more after it.
  let running: Promise<void> | null = null;
  let again = false;
  function catchUp(): void {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        const version = await currentCatalogVersion(db, listingCache(db));
        await listingIndexAt(db, version);
      } catch (error) {
        log?.debug({ err: error }, 'catalogue change: catching up failed; the next listing will');
      }
    })().finally(() => {
      running = null;
      if (again) {
        again = false;
        catchUp();
      }
    });
  }

  return watchChanges(database, {
    onChange(payload) {
      forgetAnswers();
      if (payload === 'catalog') catchUp();
    },
    onResync() {
      forgetAnswers();
      catchUp();
    },
    onError(error) {
      log?.warn({ err: error }, 'change notifications: connection lost, reconnecting');
    },
  });
}
