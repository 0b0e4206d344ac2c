// GraphQL resolvers of the contact domain.
import type { Resolvers } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { sendContactUs } from './send-contact.js';

export const contactResolvers: Resolvers<ApiContext> = {
  Mutation: {
    sendContactUs: (_p, { input }, ctx) => sendContactUs(ctx, input),
  },
};
