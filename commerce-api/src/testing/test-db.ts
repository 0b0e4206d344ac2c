// A fresh, migrated database per test file: in-memory PGlite by default, or a throw-away
// database on the PostgreSQL server named by DATABASE_URL (CI sets it).
import { randomBytes } from 'node:crypto';
import { migrateDatabase, openDatabase, type Database } from '../db/client.js';

const OBJECT_IN_USE = '55006';

/**
 * Drops a test database once its pool's connections have really gone. pool.end() resolves while
 * the sockets are still closing; a FORCE drop at that moment terminates them, and the pool's
 * clients then raise "terminating connection due to administrator command" after the test file
 * has ended (a failure on a loaded machine). So: a plain DROP, retried while the database is in
 * use, and FORCE only as a last resort.
 */
async function dropWhenIdle(client: import('pg').Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: 'memory' });
    await migrateDatabase(database);
    return database;
  }
  const { default: pg } = await import('pg');
  const name = `storefront_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: testUrl.toString(), poolSize: 10 });
  await migrateDatabase(database);
  return {
    ...database,
    async close() {
      await database.close();
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      try {
        await dropWhenIdle(drop, name);
      } finally {
        await drop.end();
      }
    },
  };
}
