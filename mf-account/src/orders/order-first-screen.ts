// The order an order page shows (detail, return request), read as its useQuery asks for it: by
// the route's :orderNumber, for a logged-in customer.
import type { RouteLoaderContext } from 'shared-contracts';
import { AccountOrderDetailsDocument } from 'shared-contracts/graphql';

export async function loadAccountOrder(context: RouteLoaderContext): Promise<void> {
  const orderNumber = context.params.orderNumber ?? '';
  if (context.isLoggedIn && orderNumber) await context.query(AccountOrderDetailsDocument, { orderNumber });
}
