// GraphQL resolvers of payment: instalments for a BIN or a product, the terms of paying the cart
// with a card and count, the card payment (3-D Secure
// start) and the alternate provider's card-token pair.
import type { Resolvers } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { cardPayment } from './card-payment.js';
import { completeCardTokenPayment, createPaymentCardToken } from './card-token.js';
import { installmentsFor, productInstallments } from './installments.js';
import { cartPaymentTerms } from './payment-terms.js';

export const paymentResolvers: Resolvers<ApiContext> = {
  Query: {
    installments: (_root, args, ctx) => installmentsFor(ctx, args.bin),
    productInstallments: (_root, args, ctx) => productInstallments(ctx, args.productId),
    paymentTerms: (_root, args, ctx) => cartPaymentTerms(ctx, { bin: args.bin, installmentCount: args.installmentCount }),
  },
  Mutation: {
    cardPayment: (_root, args, ctx) => cardPayment(ctx, args.input),
    createPaymentCardToken: (_root, args, ctx) => createPaymentCardToken(ctx, args.input),
    completeCardTokenPayment: (_root, args, ctx) => completeCardTokenPayment(ctx, args.cardToken, args.installmentCount, args.agreementAccepted, args.acceptedContracts),
  },
};
