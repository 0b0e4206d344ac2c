// Every operation the back office sends (shared-contracts' admin-operations, one module of typed
// documents per file under shared-contracts/admin/documents/) passes the staff API's validation: it matches the schema and stays within the query
// limits (depth, tokens, cost). Sent as an ADMIN without variables: an operation may then be
// refused for a missing variable, never as invalid.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { print, type DocumentNode } from 'graphql';
import { createStaffLogin, loginStaff } from '../testing/staff-api.js';
import { staffGql } from '../testing/staff-api.js';
import { createTestApi, type TestApi } from '../testing/test-api.js';

const modulesDir = join(dirname(createRequire(import.meta.url).resolve('shared-contracts/package.json')), 'src', 'graphql', 'admin-documents');

async function backofficeDocuments(): Promise<[string, DocumentNode][]> {
  const found: [string, DocumentNode][] = [];
  for (const file of readdirSync(modulesDir).filter((f) => f.endsWith('.ts')).sort()) {
    const module = (await import(join(modulesDir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) if (name.startsWith('Backoffice') && name.endsWith('Document')) found.push([name, value as DocumentNode]);
  }
  return found;
}

describe('the back office’s operations', () => {
  let api: TestApi;
  let token: string;
  let documents: [string, DocumentNode][];
  before(async () => {
    documents = await backofficeDocuments();
    api = await createTestApi();
    token = await loginStaff(api, await createStaffLogin(api.db, 'ADMIN'));
  });
  after(() => api.close());

  it('are all there', () => {
    assert.ok(documents.length >= 40, `${documents.length} documents`);
  });

  it('each passes validation and the query limits', async () => {
    const refused: string[] = [];
    for (const [name, document] of documents) {
      // Logging out would end the session the others use.
      if (name === 'BackofficeLogoutDocument') continue;
      const { body } = await staffGql(api, print(document), {}, { token });
      for (const error of body.errors ?? []) {
        if (/^Variable "\$\w+" of (required|non-null) type/.test(error.message)) continue;
        refused.push(`${name}: ${error.message} (${error.extensions?.code})`);
      }
    }
    assert.deepEqual(refused, []);
  });
});
