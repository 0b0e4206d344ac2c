/** @jest-environment node */
// The return request's loader covers the first render: the order of the route's :orderNumber.
import { orderPageLoaderTests } from '../testing/order-page-loader-tests';
import OrderRequestPageModule from './OrderRequestPage';
import loadOrderRequestPage from './OrderRequestPage.data';

describe('OrderRequestPage.data', () => {
  orderPageLoaderTests(OrderRequestPageModule, loadOrderRequestPage, { path: '/account/orders/cancel/:orderNumber', url: '/account/orders/cancel/100234' });
});
