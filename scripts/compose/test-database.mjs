// For tests: a PostgreSQL database of their own (compose_test_<random>) on the local server, or
// COMPOSE_TEST_DATABASE_URL's, dropped afterwards. `{ skip }` with the reason when no server answers.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';

export async function testDatabase(env = process.env) {
  const adminUrl = env.COMPOSE_TEST_DATABASE_URL || DEFAULT_URL;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    return { skip: `no PostgreSQL at ${adminUrl} (${error.message}): the PostgreSQL store is not tested` };
  }
  const name = `compose_test_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.href,
    /** Runs SQL as the administrator (outside the test database). */
    admin: (sql, params) => admin.query(sql, params),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
