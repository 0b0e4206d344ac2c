/** @jest-environment node */
// The order loader covers the first render: the order of the route's :orderNumber.
import { orderPageLoaderTests } from '../testing/order-page-loader-tests';
import OrderDetailPageModule from './OrderDetailPage';
import loadOrderDetailPage from './OrderDetailPage.data';

describe('OrderDetailPage.data', () => {
  orderPageLoaderTests(OrderDetailPageModule, loadOrderDetailPage, { path: '/account/orders/:orderNumber', url: '/account/orders/100234' });
});
