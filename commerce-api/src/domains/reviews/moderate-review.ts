// moderateReview(reviewId, APPROVE|REJECT, reason): staff publish or refuse a review. A reason is
// required to reject (kept on the review). Re-deciding is allowed (an approved review found
// abusive later is taken down; a rejection made by mistake is approved), but deciding what the
// review already is changes nothing and says so. The review row and the audit entry are written
// in one transaction; the UPDATE on reviews advances catalog_version (migration 0004/0005's
// statement trigger), so every API instance's listing caches, listing index and product pages
// show the new rating at once.
import { eq } from 'drizzle-orm';
import type { ReviewDecision, ReviewResult } from 'shared-contracts/admin';
import { reviews } from '../../db/schema.js';
import { recordAudit } from '../staff/audit.js';
import { requirePermission } from '../staff/permissions.js';
import type { StaffContext } from '../staff/staff-context.js';
import { refused, staffError } from '../staff/staff-results.js';
import { staffReview } from './staff-reviews.js';

export const MAX_REASON_LENGTH = 1000;

export async function moderateReview(ctx: StaffContext, reviewId: number, decision: ReviewDecision, reason: string | null | undefined): Promise<ReviewResult> {
  const actor = requirePermission(ctx, 'reviews.moderate');
  const why = reason?.trim() || null;
  if (decision === 'REJECT' && !why) return refused([staffError(ctx, 'staff.review.reason_required', 'reason')], { review: null });
  if (why && why.length > MAX_REASON_LENGTH) return refused([staffError(ctx, 'staff.review.reason_too_long', 'reason', { max: MAX_REASON_LENGTH })], { review: null });
  const status = decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
  return ctx.db.transaction(async (tx) => {
    const [before] = Number.isInteger(reviewId) && reviewId > 0 && reviewId <= 2_147_483_647
      ? await tx.select({ status: reviews.status, rejectionReason: reviews.rejectionReason }).from(reviews).where(eq(reviews.id, reviewId)).for('update')
      : [];
    if (!before) return refused([staffError(ctx, 'staff.review.not_found', 'reviewId')], { review: null });
    if (before.status === status) {
      return refused([staffError(ctx, 'staff.review.already_decided', 'decision', { status })], { review: await staffReview(tx, reviewId) });
    }
    const rejectionReason = status === 'REJECTED' ? why : null;
    await tx
      .update(reviews)
      .set({ status, approved: status === 'APPROVED', moderatedAt: new Date(), moderatedBy: actor.id, rejectionReason })
      .where(eq(reviews.id, reviewId));
    await recordAudit(tx, ctx, {
      action: status === 'APPROVED' ? 'review.approve' : 'review.reject',
      targetType: 'review',
      targetId: reviewId,
      before,
      after: { status, rejectionReason },
    });
    const review = await staffReview(tx, reviewId);
    const message = staffError(ctx, status === 'APPROVED' ? 'staff.review.approved' : 'staff.review.rejected').message;
    return { success: true, message, errors: [], review };
  });
}
