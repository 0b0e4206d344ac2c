// The HTTP safety nets outside GraphQL: NUL characters in URLs are refused up front, and an
// unexpected error in any route is answered with a generic translated message, not its text.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { createTestDatabase } from '../testing/test-db.js';
import { buildApp } from './app.js';

describe('request safety', () => {
  let database: Database;
  let app: FastifyInstance;
  let logged: string[] = [];

  before(async () => {
    database = await createTestDatabase();
    app = buildApp({
      database,
      config: { production: true, publicUrl: 'http://localhost:3000', paymentOrigin: 'http://localhost:3000' },
      logger: { level: 'error', stream: { write: (line: string) => void logged.push(line) } },
    });
    app.get('/boom', async () => {
      throw new Error('Failed query: SELECT password_hash FROM customers');
    });
    app.get('/teapot', async () => {
      throw Object.assign(new Error('I am a teapot'), { statusCode: 418 });
    });
    await app.ready();
  });
  after(async () => {
    await app.close();
    await database.close();
  });

  it('refuses a NUL character anywhere in the URL with a translated 400', async () => {
    for (const url of ['/Catalog/SearchV2?q=a%00b', '/Catalog/CategoryV2?categoryId=2&filter=metal%7Ca%00', '/images/products/1%00/1/thumb.svg']) {
      const res = await app.inject({ method: 'GET', url, headers: { language: 'en' } });
      assert.equal(res.statusCode, 400, url);
      assert.deepEqual(res.json(), { code: 'ui.pattern.invalid', message: 'Invalid value', field: null });
    }
  });

  it('an unexpected error is logged and answered 500 with a generic translated message only', async () => {
    logged = [];
    const res = await app.inject({ method: 'GET', url: '/boom' });
    assert.equal(res.statusCode, 500);
    assert.deepEqual(res.json(), { code: 'INTERNAL_SERVER_ERROR', message: 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyiniz.', field: null });
    assert.ok(!res.body.includes('SELECT'));
    assert.ok(logged.some((l) => l.includes('password_hash')), 'the real error goes to the log');
  });

  it('client errors keep their status and message', async () => {
    const res = await app.inject({ method: 'GET', url: '/teapot' });
    assert.equal(res.statusCode, 418);
    assert.equal(res.json().message, 'I am a teapot');
  });
});
