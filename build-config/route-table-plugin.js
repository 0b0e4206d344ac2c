// Emits route-table.json next to the shell's index.html, all of it from shared-contracts: which
// remote module renders which path (the route table) and which widgets the shell shows, the
// login page the guard sends a visitor to, the login and consent cookies' names and each language's path
// prefix, and the query parameters each route reads. The site server reads it for what it does
// without the shell's code: preload hints of a client-rendered page, robots.txt, which query
// parameters a render keeps, and whether a page may be cached publicly
// (scripts/site-server/route-table.mjs); `npm run compose` for the modules a remote must expose.
const { EmitAssetPlugin } = require('./emit-asset-plugin');
const { loadContractsFile } = require('./contracts-file');

/** The route-table.json document, read from the shared-contracts that `packageDir` resolves. */
function routeTableDocument(packageDir) {
  const routes = loadContractsFile('src/routes/route-table.ts', packageDir);
  const business = loadContractsFile('src/constants/business.ts', packageDir);
  const query = loadContractsFile('src/routes/route-query.ts', packageDir);
  const consent = loadContractsFile('src/consent/consent-choice.ts', packageDir);
  const { ROUTES, WIDGETS, localizePath, loginRedirectPath } = routes.exports;
  const { LANGUAGES, TOKEN_COOKIE } = business.exports;
  const { LISTING_PARAMS, LISTING_FILTER_PARAM, TRACKING_PARAMS, TRACKING_PARAM_PREFIXES } = query.exports;
  // query: the parameters the page reads ({ names, listingFilters }); none when it reads none.
  // id: the route's name, which the browsers' telemetry reports (never a path).
  const pick = ({ id, path: routePath, remote, module, access, query: reads }) => ({ id, path: routePath, remote, module, access, query: reads ?? {} });
  const table = {
    routes: Object.values(ROUTES)
      .filter((r) => r.id !== ROUTES.category.id && r.id !== ROUTES.product.id)
      .map(pick),
    seName: { path: ROUTES.category.path, CATEGORY: pick(ROUTES.category), PRODUCT: pick(ROUTES.product) },
    // The other teams' widgets the shell shows: with the routes, what each remote must expose.
    widgets: Object.values(WIDGETS),
    loginPath: loginRedirectPath('').split('?')[0],
    tokenCookie: TOKEN_COOKIE,
    // The cookie consent choice: a page is rendered with the banner while no valid one is
    // stored, so the page cache keeps the two variants apart.
    consentCookie: { name: consent.exports.CONSENT_COOKIE, pattern: consent.exports.CONSENT_COOKIE_PATTERN.source },
    // { tr: '', en: '/en' }: what localizePath puts in front of a path.
    languagePrefixes: Object.fromEntries(LANGUAGES.map((language) => [language, localizePath('/', language).replace(/\/$/, '')])),
    // The listing's filter parameters (a route's query.listingFilters): a name matching
    // filterParam that is none of the listing's own and no tracking parameter.
    listingQuery: { own: Object.values(LISTING_PARAMS), filterParam: LISTING_FILTER_PARAM.source, tracking: TRACKING_PARAMS, trackingPrefixes: TRACKING_PARAM_PREFIXES },
  };
  return { table, files: [routes.file, business.file, query.file, consent.file] };
}

/** route-table.json, next to the shell's index.html. */
const routeTablePlugin = (packageDir) =>
  new EmitAssetPlugin('route-table.json', () => {
    const { table, files } = routeTableDocument(packageDir);
    return { text: JSON.stringify(table, null, 1), files };
  });

module.exports = { routeTablePlugin, routeTableDocument };
