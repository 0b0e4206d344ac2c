// /account/addresses' first screen: the address book and the customer's address rules (login-only).
import type { RouteLoader } from 'shared-contracts';
import { AccountCustomerAddressesDocument, AccountCustomerInfoDocument } from 'shared-contracts/graphql';

const loadAddressesPage: RouteLoader = async (context) => {
  if (context.isLoggedIn) await Promise.all([context.query(AccountCustomerAddressesDocument), context.query(AccountCustomerInfoDocument)]);
};

export default loadAddressesPage;
