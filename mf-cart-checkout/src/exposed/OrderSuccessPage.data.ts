// The order confirmation's first screen: the customer's latest order, then its details.
import type { RouteLoader } from 'shared-contracts';
import { SUCCESS_PAGE_ORDERS_PAGE_SIZE } from 'shared-contracts/rules';
import { SuccessCustomerOrdersDocument, SuccessOrderDetailsDocument } from 'shared-contracts/graphql';

const loadOrderSuccessPage: RouteLoader = async (context) => {
  if (!context.isLoggedIn) return;
  const orders = await context.query(SuccessCustomerOrdersDocument, { pageIndex: 0, pageSize: SUCCESS_PAGE_ORDERS_PAGE_SIZE });
  const latest = orders?.customerOrders.orders[0];
  if (latest) await context.query(SuccessOrderDetailsDocument, { id: latest.id });
};

export default loadOrderSuccessPage;
