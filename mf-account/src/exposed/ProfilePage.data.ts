// /account's first screen: the customer's details (login-only).
import type { RouteLoader } from 'shared-contracts';
import { AccountCustomerInfoDocument } from 'shared-contracts/graphql';

const loadProfilePage: RouteLoader = async (context) => {
  if (context.isLoggedIn) await context.query(AccountCustomerInfoDocument);
};

export default loadProfilePage;
