// Listening to the database's change notifications (migration 0014: 'catalog' when the catalogue
// version moves, 'stock' when variant rows change), so that every API instance drops what it
// keeps in memory when any instance changes the data. On PostgreSQL a dedicated connection
// (LISTEN needs one session; pool connections come and go) that reconnects by itself after a
// restart or a network cut, with backoff; on PGlite (one process) the embedded database's own
// listen. While disconnected notifications are lost: onResync is called on every (re)connect,
// so the caller can treat it as "anything may have changed".
import type { Database } from './client.js';

export const CHANGES_CHANNEL = 'storefront_changes';

export interface ChangeHandlers {
  /** A notification's payload ('catalog', 'stock'). */
  onChange(payload: string): void;
  /** Connected (again): changes made meanwhile were not heard. */
  onResync(): void;
  /** The listening connection failed (it is retried). */
  onError?(error: unknown): void;
}

export interface ChangeFeed {
  close(): Promise<void>;
}

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 5_000;

export async function watchChanges(database: Database, handlers: ChangeHandlers): Promise<ChangeFeed> {
  if (database.kind === 'pglite') {
    if (!database.pglite) return { close: async () => {} };
    const unlisten = await database.pglite.listen(CHANGES_CHANNEL, (payload) => handlers.onChange(payload));
    handlers.onResync();
    return { close: () => unlisten() };
  }
  return listenOnPostgres(database, handlers);
}

function listenOnPostgres(database: Database, handlers: ChangeHandlers): ChangeFeed {
  let closed = false;
  let current: import('pg').Client | null = null;
  let timer: NodeJS.Timeout | undefined;
  let delay = FIRST_RETRY_MS;

  function retry(client: import('pg').Client, error?: unknown): void {
    if (error) handlers.onError?.(error);
    if (client !== current) return; // this connection was given up already
    current = null;
    client.removeAllListeners('notification');
    client.end().catch(() => {});
    if (closed) return;
    timer = setTimeout(() => void connect(), delay);
    timer.unref();
    delay = Math.min(delay * 2, MAX_RETRY_MS);
  }

  async function connect(): Promise<void> {
    const { default: pg } = await import('pg');
    // The pool's own settings (connection string, credentials); keepAlive notices a dead peer.
    const options = (database.pool as unknown as { options: import('pg').ClientConfig }).options;
    const client = new pg.Client({ ...options, keepAlive: true, connectionTimeoutMillis: 5_000 });
    current = client;
    // Without an 'error' listener a dropped connection would end the process.
    client.on('error', (error) => retry(client, error));
    client.on('end', () => retry(client));
    client.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL) handlers.onChange(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
      if (client !== current) return;
      delay = FIRST_RETRY_MS;
      handlers.onResync();
    } catch (error) {
      retry(client, error);
    }
  }

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}
