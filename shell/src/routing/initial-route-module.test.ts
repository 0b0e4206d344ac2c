import type { UrlRecordQuery } from 'shared-contracts/graphql';
import { initialPageRecord, type UrlRecordLookup } from './initial-route-module';

const initialRouteModule = (location: { pathname: string; search: string }, isLoggedIn: boolean, urlRecordOf: UrlRecordLookup) =>
  initialPageRecord(location, location.pathname.startsWith('/en') ? 'en' : 'tr', isLoggedIn, urlRecordOf)?.moduleId ?? null;

const known: Record<string, UrlRecordQuery['urlRecord']> = {
  'altin-kolye': { __typename: 'UrlRecord', entityName: 'CATEGORY', entityId: 12, seName: 'altin-kolye' },
  'hilal-kolye': { __typename: 'UrlRecord', entityName: 'PRODUCT', entityId: 2, seName: 'hilal-kolye' },
  yok: null,
};
const lookup: UrlRecordLookup = (seName) => known[seName];

const at = (pathname: string, search = '') => ({ pathname, search });

describe('the remote module of the first screen', () => {
  it('is the route module of a table route, in both languages', () => {
    expect(initialRouteModule(at('/'), false, lookup)).toBe('mf_stores_content/HomePage');
    expect(initialRouteModule(at('/en'), false, lookup)).toBe('mf_stores_content/HomePage');
    expect(initialRouteModule(at('/sayfa/magazalarimiz'), false, lookup)).toBe('mf_stores_content/ContentPage');
    expect(initialRouteModule(at('/arama', '?q=kolye'), false, lookup)).toBe('mf_catalog/SearchPage');
    expect(initialRouteModule(at('/en/login'), false, lookup)).toBe('mf_account/LoginPage');
  });

  it('is none where a guard sends the visitor elsewhere', () => {
    expect(initialRouteModule(at('/cart'), false, lookup)).toBeNull();
    expect(initialRouteModule(at('/cart'), true, lookup)).toBe('mf_cart_checkout/CartPage');
    expect(initialRouteModule(at('/register'), true, lookup)).toBeNull();
  });

  it('follows the known urlRecord answer for a top-level seName', () => {
    expect(initialRouteModule(at('/altin-kolye'), false, lookup)).toBe('mf_catalog/CategoryPage');
    expect(initialRouteModule(at('/en/hilal-kolye'), false, lookup)).toBe('mf_product/ProductPage');
    expect(initialRouteModule(at('/yok'), false, lookup)).toBeNull();
    expect(initialRouteModule(at('/bilinmeyen'), false, lookup)).toBeNull();
  });

  it('carries the props and parameters the module renders with', () => {
    expect(initialPageRecord(at('/en/hilal-kolye'), 'en', false, lookup)).toEqual({ moduleId: 'mf_product/ProductPage', props: { productId: 2, seName: 'hilal-kolye', language: 'en' }, params: { seName: 'hilal-kolye' } });
    expect(initialPageRecord(at('/account/orders/1001'), 'tr', true, lookup)).toEqual({ moduleId: 'mf_account/OrderDetailPage', props: { language: 'tr' }, params: { orderNumber: '1001' } });
  });
});
