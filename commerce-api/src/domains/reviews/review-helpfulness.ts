// setProductReviewHelpfulness(reviewId, washelpful): logged-in customers only; one vote per
// customer per review, a second vote replaces the first. Unknown or unapproved review -> false.
import { and, eq, sql } from 'drizzle-orm';
import type { ApiContext } from '../../context.js';
import { reviewHelpfulness, reviews } from '../../db/schema.js';
import { UnauthenticatedError } from '../../errors.js';
import { registeredCustomerId } from './review-author.js';

export async function setReviewHelpfulness(ctx: ApiContext, reviewId: number, wasHelpful: boolean): Promise<boolean> {
  const customerId = registeredCustomerId(ctx);
  if (customerId === null) throw new UnauthenticatedError(ctx.language);
  if (!Number.isInteger(reviewId) || reviewId <= 0 || reviewId > 2_147_483_647) return false;
  const [review] = await ctx.db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.approved, true)))
    .limit(1);
  if (!review) return false;
  await ctx.db
    .insert(reviewHelpfulness)
    .values({ reviewId: review.id, customerId, wasHelpful })
    .onConflictDoUpdate({ target: [reviewHelpfulness.reviewId, reviewHelpfulness.customerId], set: { wasHelpful, createdAt: sql`now()` } });
  return true;
}
