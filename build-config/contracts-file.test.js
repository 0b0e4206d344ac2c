const test = require('node:test');
const assert = require('node:assert');
const path = require('node:path');
const { exposesFromRouteTable, loadContractsFile } = require('./contracts-file');

const root = path.join(__dirname, '..');

test("a remote's exposes are its routes' and widgets' modules from the route table, each its src/exposed file, each with its loader", () => {
  const exposes = exposesFromRouteTable('mf_catalog', path.join(root, 'mf-catalog'));
  const modules = ['./CategoryPage', './InstantSearch', './ProductSlider', './RecommendationsStrip', './SearchPage'];
  assert.deepStrictEqual(Object.keys(exposes).sort(), [...modules, ...modules.map((m) => `${m}.data`)].sort());
  assert.strictEqual(exposes['./SearchPage'], './src/exposed/SearchPage.tsx');
  assert.strictEqual(exposes['./SearchPage.data'], './src/exposed/SearchPage.data.ts');
  // The routes served by two paths (size finders, wishlist) are exposed once.
  assert.strictEqual(Object.keys(exposesFromRouteTable('mf_stores_content', path.join(root, 'mf-stores-content'))).filter((m) => m === './SizeFinderPage').length, 1);
});

test('every remote has a file for each module the route table names', () => {
  const { REMOTE_PACKAGES } = loadContractsFile('src/routes/route-table.ts', __dirname).exports;
  for (const [remote, pkg] of Object.entries(REMOTE_PACKAGES)) {
    const exposes = exposesFromRouteTable(remote, path.join(root, pkg));
    assert.ok(Object.keys(exposes).length > 0, remote);
  }
});

test('a module the table names without its file fails the build, naming both', () => {
  // mf-product's src folder as if it were the package: it has no src/exposed/ProductPage.tsx.
  assert.throws(() => exposesFromRouteTable('mf_product', path.join(root, 'mf-product', 'src')), /\.\/ProductPage.*src\/exposed\/ProductPage\.tsx does not exist/);
});

test('a module without its loader fails the build, naming the file', () => {
  const fs = require('node:fs');
  // Inside the repository, so that shared-contracts resolves from it.
  const dir = fs.mkdtempSync(path.join(__dirname, '.loaderless-'));
  fs.mkdirSync(path.join(dir, 'src', 'exposed'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'src', 'exposed', 'ProductPage.tsx'), 'export default () => null;');
  assert.throws(() => exposesFromRouteTable('mf_product', dir), /\.\/ProductPage has no loader: \.\/src\/exposed\/ProductPage\.data\.ts does not exist/);
  fs.rmSync(dir, { recursive: true });
});
