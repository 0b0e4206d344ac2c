/** @jest-environment node */
// The confirmation loader covers its first render: the latest order and its details.
import { makePaymentTerms } from 'shared-contracts/testing/payment-terms';
import { renderFirstScreen, runLoader } from 'shared-contracts/testing/first-screen';
import OrderSuccessPageModule from './OrderSuccessPage';
import loadOrderSuccessPage from './OrderSuccessPage.data';

const summary = { __typename: 'OrderSummary', id: 7, orderNumber: 'IS-1007', createdOn: '2025-06-01T10:00:00Z', orderStatus: 'Onaylandı', orderStatusEnum: 'PROCESSING', orderTotal: '₺1.250,00' };
const terms = makePaymentTerms();
const details = {
  orderDetails: {
    __typename: 'OrderDetail',
    id: 7,
    orderNumber: 'IS-1007',
    orderStatus: 'Onaylandı',
    shippingMethod: 'Aras Kargo',
    followUrl: null,
    createdOn: '2025-06-01T10:00:00Z',
    orderTotal: terms.orderTotal,
    orderSubtotal: '₺1.250,00',
    paymentTerms: terms,
    items: [],
  },
};

describe('OrderSuccessPage.data', () => {
  it('reads the latest order, then its details; the first render shows the order and misses nothing', async () => {
    const run = await runLoader(loadOrderSuccessPage, { language: 'tr' }, { isLoggedIn: true, queries: { SuccessCustomerOrders: { customerOrders: { __typename: 'OrdersResponse', totalCount: 1, orders: [summary] } }, SuccessOrderDetails: details } });
    expect(run.queries.map((q) => [q.operation, q.variables])).toEqual([
      ['SuccessCustomerOrders', { pageIndex: 0, pageSize: 5 }],
      ['SuccessOrderDetails', { id: 7 }],
    ]);
    const { html, misses } = await renderFirstScreen(<OrderSuccessPageModule language="tr" />, { results: run.results, url: '/checkout/success', loggedIn: true });
    expect(misses).toEqual([]);
    expect(html).toContain('IS-1007');
    expect(html).toContain('Aras Kargo');
  });
});
