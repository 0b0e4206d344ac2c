import { InMemoryCache, ApolloClient, ApolloLink } from '@apollo/client';
import { typePolicies, UrlRecordDocument } from 'shared-contracts';
import { initialRouteModule } from './initial-route-module';

const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache({ typePolicies }) });
client.writeQuery({ query: UrlRecordDocument, variables: { seName: 'altin-kolye' }, data: { urlRecord: { __typename: 'UrlRecord', entityName: 'CATEGORY', entityId: 12, seName: 'altin-kolye' } } });
client.writeQuery({ query: UrlRecordDocument, variables: { seName: 'hilal-kolye' }, data: { urlRecord: { __typename: 'UrlRecord', entityName: 'PRODUCT', entityId: 2, seName: 'hilal-kolye' } } });
client.writeQuery({ query: UrlRecordDocument, variables: { seName: 'yok' }, data: { urlRecord: null } });

const at = (pathname: string, search = '') => ({ pathname, search });

describe('the remote module of the first screen', () => {
  it('is the route module of a table route, in both languages', () => {
    expect(initialRouteModule(at('/'), false, client)).toBe('mf_stores_content/HomePage');
    expect(initialRouteModule(at('/en'), false, client)).toBe('mf_stores_content/HomePage');
    expect(initialRouteModule(at('/sayfa/magazalarimiz'), false, client)).toBe('mf_stores_content/ContentPage');
    expect(initialRouteModule(at('/arama', '?q=kolye'), false, client)).toBe('mf_catalog/SearchPage');
    expect(initialRouteModule(at('/en/login'), false, client)).toBe('mf_account/LoginPage');
  });

  it('is none where a guard sends the visitor elsewhere', () => {
    expect(initialRouteModule(at('/cart'), false, client)).toBeNull();
    expect(initialRouteModule(at('/cart'), true, client)).toBe('mf_cart_checkout/CartPage');
    expect(initialRouteModule(at('/register'), true, client)).toBeNull();
  });

  it('follows the cached urlRecord for a top-level seName', () => {
    expect(initialRouteModule(at('/altin-kolye'), false, client)).toBe('mf_catalog/CategoryPage');
    expect(initialRouteModule(at('/en/hilal-kolye'), false, client)).toBe('mf_product/ProductPage');
    expect(initialRouteModule(at('/yok'), false, client)).toBeNull();
    expect(initialRouteModule(at('/bilinmeyen'), false, client)).toBeNull();
  });
});
