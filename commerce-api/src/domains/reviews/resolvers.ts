// GraphQL resolvers of product reviews: the list, submitting a review, helpfulness votes.
import type { Resolvers } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { addReview } from './add-review.js';
import { productReviews } from './product-reviews.js';
import { setReviewHelpfulness } from './review-helpfulness.js';

export const reviewResolvers: Resolvers<ApiContext> = {
  Query: {
    productReviews: (_parent, args, ctx) => productReviews(ctx.db, args.productId, ctx.language),
  },
  Mutation: {
    addReview: (_parent, args, ctx) => addReview(ctx, args.productId, args.review),
    setProductReviewHelpfulness: (_parent, args, ctx) => setReviewHelpfulness(ctx, args.reviewId, args.washelpful),
  },
};
