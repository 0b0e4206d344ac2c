// GraphQL resolvers of payment: instalments for a BIN and the card payment (3-D Secure start).
import type { Resolvers } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { cardPayment } from './card-payment.js';
import { installmentsFor } from './installments.js';

export const paymentResolvers: Resolvers<ApiContext> = {
  Query: {
    installments: (_root, args, ctx) => installmentsFor(ctx, args.bin),
  },
  Mutation: {
    cardPayment: (_root, args, ctx) => cardPayment(ctx, args.input),
  },
};
