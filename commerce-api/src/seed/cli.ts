// `npm run seed -w commerce-api -- [--products 100000] [--database-url postgres://...]
//   [--data-dir .data/pglite | memory] [--reset]`
// Migrates the database, then seeds it. Without --database-url (or DATABASE_URL) the embedded
// PGlite folder is used. A database that already holds a catalogue is left alone unless --reset
// empties every table first.
import { parseArgs } from 'node:util';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { migrateDatabase, openDatabase, type Db } from '../db/client.js';
import * as schema from '../db/schema.js';
import { isSeeded, seedDatabase } from './index.js';
import { tableCounts } from './table-counts.js';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '720' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});

const products = Number(values.products);
if (!Number.isInteger(products) || products < 1) {
  console.error(`--products must be a positive whole number (got ${values.products})`);
  process.exit(2);
}

async function emptyAllTables(db: Db): Promise<void> {
  const names = (Object.values(schema) as unknown[])
    .filter((v): v is PgTable => is(v, PgTable))
    .map((table) => `"${getTableName(table)}"`);
  await db.execute(sql.raw(`TRUNCATE ${names.join(', ')} RESTART IDENTITY`));
}

const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
const database = await openDatabase({ databaseUrl, dataDir: values['data-dir'] ?? process.env.DATA_DIR });
try {
  await migrateDatabase(database);
  if (values.reset) await emptyAllTables(database.db);
  if (await isSeeded(database.db)) {
    console.log('The database already holds a catalogue; pass --reset to replace it.');
  } else {
    const started = Date.now();
    console.log(`Seeding ${products} products into ${database.kind}...`);
    await seedDatabase(database.db, { products, log: (line) => console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${line}`) });
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    for (const [table, n] of Object.entries(await tableCounts(database.db))) console.log(`  ${table.padEnd(22)} ${n}`);
  }
} finally {
  await database.close();
}
