// The contracts this team depends on, checked in its own tests: every GraphQL document its code
// uses is valid against the API's schema, and its shared-contracts range accepts the shell's.
import { join } from 'node:path';
import { contractsRangeFits, documentsUsedBy, invalidDocuments } from 'shared-contracts/testing/contracts';

test('every GraphQL document mf-stores-content uses is valid against the API schema', () => {
  const used = documentsUsedBy(__dirname);
  expect(used.length).toBeGreaterThan(0);
  expect(invalidDocuments(used)).toEqual([]);
});

test("mf-stores-content's shared-contracts range accepts the version the shell is built with", () => {
  const { range, shellVersion, fits } = contractsRangeFits(join(__dirname, '..'));
  expect({ range, shellVersion, fits }).toEqual({ range, shellVersion, fits: true });
});
