// The moderation queue (staff API `reviews(status)`): PENDING oldest first (the order they are
// decided in), APPROVED and REJECTED most recently decided first. The reviewer's real name is
// shown to staff even when the shopper hid it (customerNameShow says so).
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { ReviewPage, ReviewStatus, StaffReview } from 'shared-contracts/admin';
import type { Db, Tx } from '../../db/client.js';
import { products, reviews, staffAccounts } from '../../db/schema.js';
import { pageInfo, pageWindow } from '../staff/staff-results.js';

const STATUSES: readonly ReviewStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];

function staffReviewQuery(db: Db | Tx, where: SQL | undefined) {
  return db
    .select({
      id: reviews.id,
      status: reviews.status,
      productId: reviews.productId,
      productName: products.name,
      productSku: products.sku,
      productSeName: products.seName,
      rating: reviews.rating,
      title: reviews.title,
      reviewText: reviews.reviewText,
      customerName: reviews.customerName,
      customerNameShow: reviews.customerNameShow,
      createdAt: reviews.createdAt,
      moderatedAt: reviews.moderatedAt,
      moderatedBy: staffAccounts.name,
      rejectionReason: reviews.rejectionReason,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, reviews.moderatedBy))
    .where(where);
}

type Row = Awaited<ReturnType<typeof staffReviewQuery>>[number];

function toStaffReview(r: Row): StaffReview {
  return {
    ...r,
    status: r.status as ReviewStatus,
    createdOn: new Date(r.createdAt).toISOString(),
    moderatedOn: r.moderatedAt ? new Date(r.moderatedAt).toISOString() : null,
    moderatedBy: r.moderatedBy ?? null,
  };
}

export async function staffReview(db: Db | Tx, id: number): Promise<StaffReview | null> {
  const [row] = await staffReviewQuery(db, eq(reviews.id, id)).limit(1);
  return row ? toStaffReview(row) : null;
}

export async function staffReviews(db: Db, status: ReviewStatus | null | undefined, page?: number | null, pageSize?: number | null): Promise<ReviewPage> {
  const wanted = STATUSES.includes(status as ReviewStatus) ? (status as ReviewStatus) : 'PENDING';
  const p = pageWindow(page, pageSize);
  const where = eq(reviews.status, wanted);
  const order = wanted === 'PENDING' ? [asc(reviews.createdAt), asc(reviews.id)] : [desc(reviews.moderatedAt), desc(reviews.id)];
  const [rows, [total]] = await Promise.all([
    staffReviewQuery(db, where).orderBy(...order).limit(p.pageSize).offset(p.offset),
    db.select({ n: count() }).from(reviews).where(and(where)),
  ]);
  return { items: rows.map(toStaffReview), pageInfo: pageInfo(p, Number(total?.n ?? 0)) };
}
