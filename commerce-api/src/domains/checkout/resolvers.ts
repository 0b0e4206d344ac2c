// GraphQL resolvers of checkout: carriers and their selection, the shipping address with the
// carrier, the "billing same as delivery" choice, and the two contracts filled from the cart.
import type { Resolvers } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { setBillingSameAsShipping } from './billing-choice.js';
import { contractByWidgetZone } from './contracts.js';
import { selectShippingAddressWithShippingOption, selectShippingOption, shippingOptions } from './shipping-options.js';

export const checkoutResolvers: Resolvers<ApiContext> = {
  Query: {
    shippingOptions: (_root, _args, ctx) => shippingOptions(ctx),
    contractByWidgetZone: (_root, args, ctx) => contractByWidgetZone(ctx, args.widgetZone, new Date(), { bin: args.bin, installmentCount: args.installmentCount }),
  },
  Mutation: {
    selectShippingOption: (_root, args, ctx) => selectShippingOption(ctx, args.optionName),
    selectShippingAddressWithShippingOption: (_root, args, ctx) => selectShippingAddressWithShippingOption(ctx, args.addressId, args.option),
    setBillingSameAsShipping: (_root, args, ctx) => setBillingSameAsShipping(ctx, args.same),
  },
};
