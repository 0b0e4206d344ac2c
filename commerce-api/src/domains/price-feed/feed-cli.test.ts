// `npm run feed -- file.csv [--dry-run]`: the file relative to the caller's directory, the report
// printed (counts, problems by line), a dry run changing nothing, a file error refused, the run
// audited as the operator.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog, feedRuns, products } from '../../db/schema.js';
import { insertCatalogFixture, type CatalogFixture } from '../../testing/catalog-fixtures.js';
import { createTestDatabase } from '../../testing/test-db.js';
import { runFeedCommand } from './feed-cli.js';

let database: Database;
let fx: CatalogFixture;
let dir: string;

before(async () => {
  database = await createTestDatabase();
  fx = await insertCatalogFixture(database.db);
  dir = await mkdtemp(join(tmpdir(), 'feed-cli-'));
  await writeFile(join(dir, 'erp.csv'), 'sku;price;old_price;online\nNECK-4;2500,00;;3\nNOPE;1;;\n');
  await writeFile(join(dir, 'bad.csv'), 'sku;price;old_price;online;store_424242\nNECK-4;1;;\n');
});
after(() => database.close());

async function run(args: string[]) {
  const lines: string[] = [];
  const code = await runFeedCommand(database.db, args, { out: (line) => lines.push(line) }, dir);
  return { code, text: lines.join('\n') };
}

const neck4Price = async () => (await database.db.select({ p: products.priceKurus }).from(products).where(eq(products.id, fx.necklaceIds[3]!)))[0]!.p;

test('a dry run prints what would change and changes nothing; the run applies it', async () => {
  const dry = await run(['erp.csv', '--dry-run', '--language', 'en']);
  assert.equal(dry.code, 0);
  assert.match(dry.text, /dry run: nothing changed/);
  assert.match(dry.text, /rows 2, updated 1 \(would be\), unchanged 0, errors 1/);
  assert.match(dry.text, /line 3 NOPE: UNKNOWN_SKU Unknown sku\./);
  assert.equal(await neck4Price(), 204_000);
  const applied = await run(['erp.csv']);
  assert.equal(applied.code, 0);
  assert.match(applied.text, /rows 2, updated 1, unchanged 0, errors 1/);
  assert.equal(await neck4Price(), 250_000);
  const runs = await database.db.select().from(feedRuns);
  assert.deepEqual(runs.map((r) => [r.source, r.dryRun, r.status]), [['CLI', true, 'DONE'], ['CLI', false, 'DONE']]);
  const audits = await database.db.select().from(auditLog);
  assert.equal(audits.length, 2);
  assert.match(audits[0]!.staffEmail, /^cli:/);
});

test('a file error is printed and nothing is run', async () => {
  const bad = await run(['bad.csv', '--language', 'en']);
  assert.equal(bad.code, 1);
  assert.equal(bad.text, 'Unknown store column: store_424242.');
  assert.equal((await run([])).code, 2);
});
