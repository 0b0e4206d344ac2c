// GraphQL resolvers of orders: the list, one order, and the return and cancel requests.
import type { Resolvers } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { createItemRequest } from './item-requests.js';
import { customerOrders, orderDetails } from './order-queries.js';

export const orderResolvers: Resolvers<ApiContext> = {
  Query: {
    customerOrders: (_root, args, ctx) => customerOrders(ctx, args.pageIndex, args.pageSize),
    orderDetails: (_root, args, ctx) => orderDetails(ctx, args.orderNumber, args.id),
  },
  Mutation: {
    createReturnRequest: (_root, args, ctx) =>
      createItemRequest(
        ctx,
        'RETURN',
        args.orderId,
        args.returnItems.map((i) => ({ orderItemLineId: i.orderItemLineId, reasonId: i.returnReasonId, note: i.note })),
      ),
    createCancelRequest: (_root, args, ctx) =>
      createItemRequest(
        ctx,
        'CANCEL',
        args.orderId,
        args.cancelItems.map((i) => ({ orderItemLineId: i.orderItemLineId, reasonId: i.cancelReasonId, note: i.note })),
      ),
  },
};
