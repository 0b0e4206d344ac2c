import { isListingFilterParam, isTrackingParam, routeReadsParam } from './route-query';
import { ROUTES, type RouteDef } from './route-table';

describe('the query parameters a route reads', () => {
  it("a listing's filter parameter is a slug that is neither its own parameter nor a tracking one", () => {
    expect(isListingFilterParam('metal')).toBe(true);
    expect(isListingFilterParam('14-ayar')).toBe(true);
    for (const name of ['q', 'pagenumber', 'orderBy', 'ORDERBY', 'utm_source', 'gclid', 'ref', 'Metal', 'a_b', '-x', '']) expect(isListingFilterParam(name)).toBe(false);
  });

  it('tracking parameters are named ones and utm_*', () => {
    expect(isTrackingParam('utm_campaign')).toBe(true);
    expect(isTrackingParam('FBCLID')).toBe(true);
    expect(isTrackingParam('metal')).toBe(false);
  });

  it("routes read what their pages read, and nothing else", () => {
    expect(routeReadsParam(ROUTES.login.query, 'redirectUrl')).toBe(true);
    expect(routeReadsParam(ROUTES.passwordRecoveryConfirm.query, 'gid')).toBe(true);
    expect(routeReadsParam(ROUTES.search.query, 'q')).toBe(true);
    expect(routeReadsParam(ROUTES.category.query, 'pagenumber')).toBe(true);
    expect(routeReadsParam(ROUTES.category.query, 'metal')).toBe(true);
    expect(routeReadsParam(ROUTES.category.query, 'utm_source')).toBe(false);
    expect(routeReadsParam((ROUTES.product as RouteDef).query, 'metal')).toBe(false);
    expect(routeReadsParam((ROUTES.home as RouteDef).query, 'type')).toBe(false);
  });
});
