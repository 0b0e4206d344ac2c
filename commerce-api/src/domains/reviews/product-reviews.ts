// productReviews(productId): approved reviews, newest first, each with its helpfulness totals.
// A hidden name (customerNameShow false) never leaves the API.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ReviewsResult } from 'shared-contracts/server';
import type { Db } from '../../db/client.js';
import { reviewHelpfulness, reviews } from '../../db/schema.js';

export const ANONYMOUS_REVIEWER = { tr: 'Anonim', en: 'Anonymous' } as const;

export async function productReviews(db: Db, productId: number, language: 'tr' | 'en'): Promise<ReviewsResult> {
  if (!Number.isInteger(productId) || productId <= 0) return { items: [], totalCount: 0 };
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      title: reviews.title,
      reviewText: reviews.reviewText,
      customerName: reviews.customerName,
      customerNameShow: reviews.customerNameShow,
      createdAt: reviews.createdAt,
      helpfulYesTotal: sql<number>`(select count(*) from ${reviewHelpfulness} h where h.review_id = ${reviews.id} and h.was_helpful)::int`,
      helpfulNoTotal: sql<number>`(select count(*) from ${reviewHelpfulness} h where h.review_id = ${reviews.id} and not h.was_helpful)::int`,
    })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.approved, true)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  const items = rows.map((r) => ({
    id: r.id,
    rating: r.rating,
    title: r.title,
    reviewText: r.reviewText,
    customerName: r.customerNameShow ? r.customerName : ANONYMOUS_REVIEWER[language],
    customerNameShow: r.customerNameShow,
    createdOn: new Date(r.createdAt).toISOString(),
    helpfulness: { helpfulYesTotal: Number(r.helpfulYesTotal), helpfulNoTotal: Number(r.helpfulNoTotal) },
  }));
  return { items, totalCount: items.length };
}
