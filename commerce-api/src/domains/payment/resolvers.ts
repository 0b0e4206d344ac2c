// GraphQL resolvers of payment: instalments for a BIN or a product and the card payment (3-D Secure start).
import type { Resolvers } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { cardPayment } from './card-payment.js';
import { installmentsFor, productInstallments } from './installments.js';

export const paymentResolvers: Resolvers<ApiContext> = {
  Query: {
    installments: (_root, args, ctx) => installmentsFor(ctx, args.bin),
    productInstallments: (_root, args, ctx) => productInstallments(ctx, args.productId),
  },
  Mutation: {
    cardPayment: (_root, args, ctx) => cardPayment(ctx, args.input),
  },
};
