// Every domain's resolver map, merged by makeExecutableSchema (later maps add fields; a field
// defined twice is a bug the schema build reports).
import type { Resolvers } from 'shared-contracts/server';
import type { ApiContext } from '../context.js';
import { accountResolvers } from '../domains/account/resolvers.js';
import { addressResolvers } from '../domains/addresses/resolvers.js';
import { authResolvers } from '../domains/auth/resolvers.js';
import { cartResolvers } from '../domains/cart/resolvers.js';
import { catalogResolvers } from '../domains/catalog/resolvers.js';
import { checkoutResolvers } from '../domains/checkout/resolvers.js';
import { contactResolvers } from '../domains/contact/resolvers.js';
import { contentResolvers } from '../domains/content/resolvers.js';
import { orderResolvers } from '../domains/orders/resolvers.js';
import { paymentResolvers } from '../domains/payment/resolvers.js';
import { reviewResolvers } from '../domains/reviews/resolvers.js';
import { storeResolvers } from '../domains/stores/resolvers.js';
import { wishlistResolvers } from '../domains/wishlist/resolvers.js';
import { JsonScalar } from './json-scalar.js';
import { platformResolvers } from './platform-resolvers.js';

export const domainResolverMaps: Resolvers<ApiContext>[] = [
  platformResolvers,
  catalogResolvers,
  reviewResolvers,
  contentResolvers,
  storeResolvers,
  contactResolvers,
  authResolvers,
  accountResolvers,
  addressResolvers,
  cartResolvers,
  wishlistResolvers,
  checkoutResolvers,
  paymentResolvers,
  orderResolvers,
];

export const resolverMaps = [{ JSON: JsonScalar }, ...domainResolverMaps];
