// node --test scripts/contracts/split-contracts-imports.test.mjs — the codemod on source texts,
// and on the repository (nothing left to move).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { entryExports, runCodemod, splitContractsImports } from './split-contracts-imports.mjs';

const names = { root: new Set(['useModal', 'EVENTS', 'ShellState', 'scriptJsonLike']), byName: new Map([['ROUTES', 'shared-contracts/rules'], ['Language', 'shared-contracts/rules'], ['formatLira', 'shared-contracts/format'], ['scriptJson', 'shared-contracts/format']]) };

test('an import taking names from the root and a new entry is split in two; the rest of the file stays', () => {
  const text = "// head\nimport {\n  useModal,\n  ROUTES,\n  formatLira as money,\n  type Language,\n} from 'shared-contracts';\nconst x = 1;\n";
  const { text: out, moved, unknown } = splitContractsImports(text, 'a.tsx', names);
  assert.equal(
    out,
    "// head\nimport { useModal } from 'shared-contracts';\nimport { ROUTES, type Language } from 'shared-contracts/rules';\nimport { formatLira as money } from 'shared-contracts/format';\nconst x = 1;\n",
  );
  assert.deepEqual(moved.map((m) => m.entry), ['shared-contracts/rules', 'shared-contracts/format', 'shared-contracts/rules']);
  assert.deepEqual(unknown, []);
});

test('type-only imports stay type-only, and a group of types becomes an import type', () => {
  const out = splitContractsImports("import type { ShellState, Language } from 'shared-contracts';\nimport { EVENTS, type Language as L } from 'shared-contracts';\n", 'a.ts', names).text;
  assert.equal(out, "import type { ShellState } from 'shared-contracts';\nimport { EVENTS } from 'shared-contracts';\nimport type { Language } from 'shared-contracts/rules';\nimport type { Language as L } from 'shared-contracts/rules';\n");
});

test('a name that moves back to the root joins the import of the root; the rest of the file stays', () => {
  const back = { root: new Set([...names.root, 'ROUTES']), byName: new Map([...names.byName].filter(([n]) => n !== 'ROUTES')) };
  const text = "import { useModal } from 'shared-contracts';\nimport { something } from './local';\nimport { ROUTES, type Language } from 'shared-contracts/rules';\nexport const x = ROUTES;\n";
  const { text: out, moved } = splitContractsImports(text, 'a.ts', back);
  assert.equal(out, "import { useModal, ROUTES } from 'shared-contracts';\nimport type { Language } from 'shared-contracts/rules';\nimport { something } from './local';\nexport const x = ROUTES;\n");
  assert.deepEqual(moved, [{ name: 'ROUTES', entry: 'shared-contracts' }]);
  assert.equal(splitContractsImports(out, 'a.ts', back).text, out);
});

test('re-exports move too; names that stay, namespace and other imports are untouched', () => {
  const text = "export { scriptJson } from 'shared-contracts';\nimport { EVENTS } from 'shared-contracts';\nimport type * as C from 'shared-contracts';\nimport { ROUTES } from 'shared-contracts/graphql';\n";
  const out = splitContractsImports(text, 'a.ts', names).text;
  assert.equal(out, text.replace("export { scriptJson } from 'shared-contracts';", "export { scriptJson } from 'shared-contracts/format';"));
});

test('a name no entry exports is reported and left in place; running twice changes nothing more', () => {
  const text = "import { ROUTES, gone } from 'shared-contracts';\n";
  const first = splitContractsImports(text, 'a.ts', names);
  assert.deepEqual(first.unknown, ['gone']);
  assert.equal(first.text, "import { gone } from 'shared-contracts';\nimport { ROUTES } from 'shared-contracts/rules';\n");
  assert.equal(splitContractsImports(first.text, 'a.ts', names).text, first.text);
});

test("the entries' exports are read from the package: moved names leave the root", () => {
  const { root, byName } = entryExports();
  for (const name of ['useModal', 'EVENTS', 'useDocumentHead', 'HeadCollectorContext', 'useWishlistToggle', 'Link', 'translate', 'useQuery', 'ShopModal']) assert.ok(root.has(name), name);
  assert.equal(byName.get('LISTING_PAGE_SIZE'), 'shared-contracts/rules');
  assert.equal(byName.get('parseConsent'), 'shared-contracts/rules');
  assert.equal(byName.get('formatLira'), 'shared-contracts/format');
  assert.ok(root.has('breadcrumbListJsonLd') && root.has('ROUTES') && root.has('absoluteUrl'));
  assert.equal(byName.get('typePolicies'), 'shared-contracts/apollo');
  assert.equal(root.has('formatLira'), false);
});

test('run on a folder: rewrites the files that need it, and --check reports without writing', () => {
  const dir = mkdtempSync(join(tmpdir(), 'split-imports-'));
  try {
    const file = join(dir, 'page.tsx');
    writeFileSync(file, "import { useModal, ROUTES } from 'shared-contracts';\n");
    const checked = runCodemod({ folders: [dir], check: true, names });
    assert.equal(checked.filesChanged.length, 1);
    assert.equal(readFileSync(file, 'utf8'), "import { useModal, ROUTES } from 'shared-contracts';\n");
    const done = runCodemod({ folders: [dir], names });
    assert.deepEqual(done.moved, { 'shared-contracts/rules': 1 });
    assert.equal(readFileSync(file, 'utf8'), "import { useModal } from 'shared-contracts';\nimport { ROUTES } from 'shared-contracts/rules';\n");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the repository takes no moved name from the root entry any more', () => {
  const report = runCodemod({ check: true });
  assert.deepEqual({ files: report.filesChanged, unknown: report.unknown }, { files: [], unknown: [] });
});
