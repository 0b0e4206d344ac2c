// addReview(productId, review): logged-in customers only (else ui.review.login_warning), the shared
// reviewSchema (rating 1-5 required: ui.review.rating_required), a published product. sizeNumber
// and comfort are fixed by the front end (FULL, COMFORTABLE) and not stored. A new review waits for
// moderation (status PENDING, not approved: no read of the shop shows or counts it); the shopper is
// told so (ui.review.awaiting_approval, which mf-product's form toasts).
import { and, eq } from 'drizzle-orm';
import { reviewSchema, toApiErrors, translate, type ActionResult, type ReviewInput } from 'shared-contracts/server';
import type { ApiContext } from '../../context.js';
import { products, reviews } from '../../db/schema.js';
import { apiError } from '../../errors.js';
import { ANONYMOUS_REVIEWER } from './product-reviews.js';
import { registeredCustomerId, reviewerName } from './review-author.js';

function failure(errors: ActionResult['errors']): ActionResult {
  return { success: false, message: errors[0]?.message ?? null, errors };
}

export async function addReview(ctx: ApiContext, productId: number, input: ReviewInput): Promise<ActionResult> {
  const { language } = ctx;
  const customerId = registeredCustomerId(ctx);
  if (customerId === null) return failure([apiError('ui.review.login_warning', language)]);
  const parsed = reviewSchema.safeParse({
    rating: input.rating,
    title: input.title ?? null,
    reviewText: input.reviewText ?? null,
    customerNameShow: input.customerNameShow,
  });
  if (!parsed.success) return failure(toApiErrors(parsed.error, language));
  const [product] = Number.isInteger(productId)
    ? await ctx.db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.published, true))).limit(1)
    : [];
  if (!product) return failure([apiError('ui.cart.product_not_found', language, 'productId')]);
  const name = await reviewerName(ctx, customerId);
  if (name === null) return failure([apiError('ui.review.login_warning', language)]);
  const review = parsed.data;
  await ctx.db.insert(reviews).values({
    productId: product.id,
    customerId,
    customerName: name || ANONYMOUS_REVIEWER[language],
    customerNameShow: review.customerNameShow,
    rating: review.rating,
    title: review.title || null,
    reviewText: review.reviewText || null,
    approved: false,
    status: 'PENDING',
  });
  return { success: true, message: translate(language, 'ui.review.awaiting_approval'), errors: [] };
}
