// The staff CLI: create (validation, the account with an enrolled authenticator, the audit entry)
// and totp (the current code, refused in production).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog, staffAccounts } from '../../db/schema.js';
import { createTestDatabase } from '../../testing/test-db.js';
import { verifyPassword } from '../auth/password.js';
import { runStaffCommand } from './staff-cli.js';
import { matchTotpStep } from './totp.js';

describe('staff CLI', () => {
  let database: Database;
  before(async () => {
    database = await createTestDatabase();
  });
  after(() => database.close());

  async function run(args: string[]): Promise<{ code: number; lines: string[] }> {
    const lines: string[] = [];
    const code = await runStaffCommand(database.db, args, { out: (l) => lines.push(l) });
    return { code, lines };
  }

  it('creates the first admin with an enrolled authenticator and prints its URL', async () => {
    const bad = await run(['create', '--email', 'nope', '--name', 'X', '--role', 'ADMIN', '--password', 'short']);
    assert.equal(bad.code, 2);
    const made = await run(['create', '--email', 'Ilk@Example.com', '--name', 'İlk Yönetici', '--role', 'ADMIN']);
    assert.equal(made.code, 0, made.lines.join('\n'));
    const password = made.lines.find((l) => l.startsWith('password: '))!.slice('password: '.length);
    assert.ok(made.lines.some((l) => l.startsWith('otpauth://totp/')));
    const [row] = await database.db.select().from(staffAccounts).where(eq(staffAccounts.email, 'ilk@example.com'));
    assert.equal(row!.role, 'ADMIN');
    assert.ok(await verifyPassword(password, row!.passwordHash));
    assert.ok(row!.totpSecret);
    assert.equal((await database.db.select().from(auditLog).where(eq(auditLog.targetId, String(row!.id)))).length, 1);
    assert.equal((await run(['create', '--email', 'ilk@example.com', '--name', 'Again', '--role', 'ADMIN'])).code, 1);
    const code = await run(['totp', 'ilk@example.com']);
    assert.equal(code.code, 0);
    assert.notEqual(await matchTotpStep(row!.totpSecret!, code.lines[0]!, null), null);
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      assert.equal((await run(['totp', 'ilk@example.com'])).code, 2);
    } finally {
      process.env.NODE_ENV = previous;
    }
  });
});
