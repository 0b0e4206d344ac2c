// The cart as a route loader reads it for the first screen: what useShoppingCart asks, for the
// logged-in customer (or guest checkout session) the page is rendered for. The guest token of the
// browser's storage is never the server's: a login-only page reads the session's own cart.
import type { RouteLoaderContext } from 'shared-contracts';
import { ShoppingCartDocument } from 'shared-contracts/graphql';

export async function loadShoppingCart(context: RouteLoaderContext) {
  return (await context.query(ShoppingCartDocument, { guestData: null }))?.cart ?? null;
}
