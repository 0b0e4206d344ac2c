import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'graphql';
import { contractsRangeFits, documentsUsedBy, invalidDocuments, layoutViolations } from './team-contract-checks';
import contractsPackage from '../../package.json';

test('the documents a package imports are found in its sources, tests and test helpers left out', () => {
  const dir = mkdtempSync(join(tmpdir(), 'team-'));
  mkdirSync(join(dir, 'cart'));
  mkdirSync(join(dir, 'testing'));
  writeFileSync(join(dir, 'cart', 'useCart.ts'), "import { CartDocument, type CartQuery, RemoveCartItemDocument as Remove } from 'shared-contracts/graphql';");
  writeFileSync(join(dir, 'cart', 'useCart.test.ts'), "import { WishListDocument } from 'shared-contracts/graphql';");
  writeFileSync(join(dir, 'testing', 'fixtures.ts'), "import { OrdersDocument } from 'shared-contracts/graphql';");
  expect(documentsUsedBy(dir)).toEqual(['CartDocument', 'RemoveCartItemDocument']);
  rmSync(dir, { recursive: true, force: true });
});

test('a document asking for a field the schema does not have fails, with the reason', () => {
  const documents = {
    GoodDocument: parse('query Good { cart { cartCount } }'),
    RenamedDocument: parse('query Renamed { cart { itemCount } }'),
  };
  expect(invalidDocuments(['GoodDocument'], documents)).toEqual([]);
  expect(invalidDocuments(['RenamedDocument', 'MissingDocument'], documents)).toEqual([
    { name: 'RenamedDocument', errors: ['Cannot query field "itemCount" on type "Cart". Did you mean "cartCount"?'] },
    { name: 'MissingDocument', errors: ['no such document in shared-contracts/graphql'] },
  ]);
});

test('the house layout: helpers in testing/, shared parts in common/, components PascalCase, hooks useX, the rest kebab-case', () => {
  const dir = mkdtempSync(join(tmpdir(), 'team-'));
  for (const folder of ['cart', 'test-utils', 'shared']) mkdirSync(join(dir, folder));
  for (const file of ['cart/CartPage.tsx', 'cart/CartPage.module.css', 'cart/useCart.ts', 'cart/cart-totals.ts', 'cart/cart-totals.test.ts', 'cart/HomeSeo.server.test.tsx', 'test-utils/fixtures.ts', 'shared/cartFeedback.ts', 'cart/CartState.ts', 'cart/CartPage.data.ts', 'cart/CartPage.data.test.tsx']) {
    writeFileSync(join(dir, file), '');
  }
  expect(layoutViolations(dir).sort()).toEqual([
    'cart/CartState.ts: PascalCase names a component (.tsx) or its styles',
    'shared/cartFeedback.ts: name it kebab-case (components PascalCase, hooks useSomething)',
    'shared: call it common/',
    'test-utils: call it testing/',
  ]);
  rmSync(dir, { recursive: true, force: true });
});

test('shared-contracts follows the house layout itself', () => {
  expect(layoutViolations(join(__dirname, '..'))).toEqual([]);
});

test("a team's shared-contracts range is held against the contracts' real version: another minor of 0.x does not fit", () => {
  const dir = mkdtempSync(join(tmpdir(), 'contracts-range-'));
  try {
    const [, minor] = contractsPackage.version.split('.');
    const rangeFits = (range: string) => {
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'mf-example', dependencies: { 'shared-contracts': range } }));
      return contractsRangeFits(dir);
    };
    expect(rangeFits(`^0.${minor}.0`)).toEqual({ range: `^0.${minor}.0`, shellVersion: contractsPackage.version, fits: true });
    expect(rangeFits(`^0.${Number(minor) + 1}.0`).fits).toBe(false);
    expect(rangeFits('^9.0.0').fits).toBe(false);
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'mf-example' }));
    expect(contractsRangeFits(dir).fits).toBe(false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
