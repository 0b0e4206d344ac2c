// /account/orders' first screen: the first page of the customer's orders (login-only).
import type { RouteLoader } from 'shared-contracts';
import { ORDERS_PAGE_SIZE } from 'shared-contracts/rules';
import { AccountCustomerOrdersDocument } from 'shared-contracts/graphql';

const loadOrdersPage: RouteLoader = async (context) => {
  if (context.isLoggedIn) await context.query(AccountCustomerOrdersDocument, { pageIndex: 0, pageSize: ORDERS_PAGE_SIZE });
};

export default loadOrdersPage;
