// The staff API's resolvers for review moderation (permission reviews.moderate).
import type { Resolvers } from 'shared-contracts/admin';
import { requirePermission } from '../staff/permissions.js';
import type { StaffContext } from '../staff/staff-context.js';
import { moderateReview } from './moderate-review.js';
import { staffReviews } from './staff-reviews.js';

export const reviewAdminResolvers: Resolvers<StaffContext> = {
  Query: {
    reviews: (_parent, args, ctx) => {
      requirePermission(ctx, 'reviews.moderate');
      return staffReviews(ctx.db, args.status, args.page, args.pageSize);
    },
  },
  Mutation: {
    moderateReview: (_parent, args, ctx) => moderateReview(ctx, args.reviewId, args.decision, args.reason),
  },
};
