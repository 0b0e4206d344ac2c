// /account/orders/:orderNumber's first screen: the order (login-only).
import type { RouteLoader } from 'shared-contracts';
import { loadAccountOrder } from '../orders/order-first-screen';

const loadOrderDetailPage: RouteLoader = (context) => loadAccountOrder(context);

export default loadOrderDetailPage;
