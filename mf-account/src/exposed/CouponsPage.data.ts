// /account/coupons' first screen: the customer's gift cards (login-only).
import type { RouteLoader } from 'shared-contracts';
import { AccountCustomerGiftCardsDocument } from 'shared-contracts/graphql';

const loadCouponsPage: RouteLoader = async (context) => {
  if (context.isLoggedIn) await context.query(AccountCustomerGiftCardsDocument);
};

export default loadCouponsPage;
