// Emits route-table.json next to the shell's index.html, all of it from shared-contracts: which
// remote module renders which path (the route table) and which widgets the shell shows, the
// login page the guard sends a visitor to, the login cookie's name and each language's path
// prefix. The site server reads it for what it does without the shell's code: preload hints of a
// client-rendered page, robots.txt, and whether a page may be cached publicly
// (scripts/site-server/route-table.mjs); `npm run compose` for the modules a remote must expose.
const { EmitAssetPlugin } = require('./emit-asset-plugin');
const { loadContractsFile } = require('./contracts-file');

/** The route-table.json document, read from the shared-contracts that `packageDir` resolves. */
function routeTableDocument(packageDir) {
  const routes = loadContractsFile('src/routes/route-table.ts', packageDir);
  const business = loadContractsFile('src/constants/business.ts', packageDir);
  const { ROUTES, WIDGETS, localizePath, loginRedirectPath } = routes.exports;
  const { LANGUAGES, TOKEN_COOKIE } = business.exports;
  const pick = ({ path: routePath, remote, module, access }) => ({ path: routePath, remote, module, access });
  const table = {
    routes: Object.values(ROUTES)
      .filter((r) => r.id !== ROUTES.category.id && r.id !== ROUTES.product.id)
      .map(pick),
    seName: { path: ROUTES.category.path, CATEGORY: pick(ROUTES.category), PRODUCT: pick(ROUTES.product) },
    // The other teams' widgets the shell shows: with the routes, what each remote must expose.
    widgets: Object.values(WIDGETS),
    loginPath: loginRedirectPath('').split('?')[0],
    tokenCookie: TOKEN_COOKIE,
    // { tr: '', en: '/en' }: what localizePath puts in front of a path.
    languagePrefixes: Object.fromEntries(LANGUAGES.map((language) => [language, localizePath('/', language).replace(/\/$/, '')])),
  };
  return { table, files: [routes.file, business.file] };
}

/** route-table.json, next to the shell's index.html. */
const routeTablePlugin = (packageDir) =>
  new EmitAssetPlugin('route-table.json', () => {
    const { table, files } = routeTableDocument(packageDir);
    return { text: JSON.stringify(table, null, 1), files };
  });

module.exports = { routeTablePlugin, routeTableDocument };
