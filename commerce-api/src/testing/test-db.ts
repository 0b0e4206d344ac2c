// A fresh, migrated database per test file: in-memory PGlite by default, or a throw-away
// database on the PostgreSQL server named by DATABASE_URL (CI sets it).
import { randomBytes } from 'node:crypto';
import { migrateDatabase, openDatabase, type Database } from '../db/client.js';

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
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}
