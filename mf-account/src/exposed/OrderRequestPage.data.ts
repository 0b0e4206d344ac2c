// /account/orders/cancel/:orderNumber's first screen: the order whose items can be returned (login-only).
import type { RouteLoader } from 'shared-contracts';
import { loadAccountOrder } from '../orders/order-first-screen';

const loadOrderRequestPage: RouteLoader = (context) => loadAccountOrder(context);

export default loadOrderRequestPage;
