const test = require('node:test');
const assert = require('node:assert');
const path = require('node:path');
const { exposesFromRouteTable, loadContractsFile } = require('./contracts-file');

const root = path.join(__dirname, '..');

test("a remote's exposes are its routes' and widgets' modules from the route table, each its src/exposed file", () => {
  const exposes = exposesFromRouteTable('mf_catalog', path.join(root, 'mf-catalog'));
  assert.deepStrictEqual(Object.keys(exposes).sort(), ['./CategoryPage', './InstantSearch', './ProductSlider', './RecommendationsStrip', './SearchPage']);
  assert.strictEqual(exposes['./SearchPage'], './src/exposed/SearchPage.tsx');
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
