// GraphQL resolvers of the addresses domain: location lists and the customer's address book.
import type { Resolvers } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { requireCustomer } from '../account/require-customer.js';
import { addCustomerAddress, deleteCustomerAddress, updateCustomerAddress } from './address-mutations.js';
import { loadAddresses } from './address-model.js';
import { selectCustomerAddress } from './address-selection.js';
import { listCities, listDistricts, listNeighborhoods } from './locations.js';

export const addressResolvers: Resolvers<ApiContext> = {
  Query: {
    cities: (_p, _a, ctx) => listCities(ctx.db),
    districts: (_p, a, ctx) => listDistricts(ctx.db, a.cityId),
    neighborhoods: (_p, a, ctx) => listNeighborhoods(ctx.db, a.districtId),
    customerAddresses: (_p, _a, ctx) => loadAddresses(ctx.db, requireCustomer(ctx).id),
  },
  Mutation: {
    addCustomerAddress: (_p, a, ctx) => addCustomerAddress(ctx, a.input),
    updateCustomerAddress: (_p, a, ctx) => updateCustomerAddress(ctx, a.id, a.input),
    deleteCustomerAddress: (_p, a, ctx) => deleteCustomerAddress(ctx, a.id),
    selectCustomerAddress: (_p, a, ctx) => selectCustomerAddress(ctx, a.id, a.type),
  },
};
