/** @jest-environment node */
// The orders loader covers the first render: the first page of orders.
import { renderFirstScreen, runLoader } from 'shared-contracts/testing/first-screen';
import { orderSummary } from '../testing/order-fixtures';
import OrdersPageModule from './OrdersPage';
import loadOrdersPage from './OrdersPage.data';

describe('OrdersPage.data', () => {
  it('reads the first page of orders; the first render shows them and misses nothing', async () => {
    const run = await runLoader(loadOrdersPage, { language: 'tr' }, { isLoggedIn: true, queries: { AccountCustomerOrders: { customerOrders: { __typename: 'OrdersResponse', totalCount: 1, orders: [orderSummary('100234', 'SHIPPED')] } } } });
    expect(run.queries.map((q) => q.variables)).toEqual([{ pageIndex: 0, pageSize: 10 }]);
    const { html, misses } = await renderFirstScreen(<OrdersPageModule language="tr" />, { results: run.results, url: '/account/orders', loggedIn: true });
    expect(misses).toEqual([]);
    expect(html).toContain('100234');
  });

  it('reads nothing without a login (the page is login-only)', async () => {
    expect((await runLoader(loadOrdersPage, { language: 'tr' })).queries).toEqual([]);
  });
});
