const test = require('node:test');
const assert = require('node:assert');
const path = require('node:path');
const { routeTableDocument } = require('./route-table-plugin');

test("route-table.json carries the route table, the login path, the cookie and each language's prefix, from shared-contracts", () => {
  const { table, files } = routeTableDocument(path.join(__dirname, '..', 'shell'));
  assert.deepStrictEqual(table.languagePrefixes, { tr: '', en: '/en' });
  assert.strictEqual(table.loginPath, '/login');
  assert.ok(table.routes.some((r) => r.path === '/cart' && r.remote === 'mf_cart_checkout'));
  assert.strictEqual(table.seName.CATEGORY.remote, 'mf_catalog');
  assert.ok(table.widgets.length > 0);
  assert.ok(files.every((file) => file.includes(`shared-contracts${path.sep}src`)));
  // The parameters each route reads, and the listing's rule for its filter parameters.
  assert.deepStrictEqual(table.routes.find((r) => r.path === '/login').query, { names: ['redirectUrl'] });
  assert.deepStrictEqual(table.routes.find((r) => r.path === '/cart').query, {});
  assert.strictEqual(table.seName.CATEGORY.query.listingFilters, true);
  assert.deepStrictEqual(table.seName.PRODUCT.query, {});
  assert.ok(new RegExp(table.listingQuery.filterParam).test('metal'));
  assert.ok(table.listingQuery.own.includes('pagenumber'));
  assert.ok(table.listingQuery.trackingPrefixes.includes('utm_'));
});
