// Review moderation end to end: a shopper's review waits (not in the list, the rating, the
// JSON-LD's source productReviewOverview, nor the REST listing's cards), staff approve it and
// every read shows it at once, on this API instance and on a second one on the same database;
// rejected reviews never show; permissions, the reason rule, re-deciding and the audit entry.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { translateStaff } from 'shared-contracts/admin';
import { auditLog, customers, reviews } from '../../db/schema.js';
import { insertCatalogFixture, type CatalogFixture } from '../../testing/catalog-fixtures.js';
import { createStaffMember, runAdmin, staffContext } from '../../testing/staff-fixtures.js';
import { createTestApi, type TestApi } from '../../testing/test-api.js';
import { createTestDatabase } from '../../testing/test-db.js';
import type { Database } from '../../db/client.js';
import type { StaffActor } from '../staff/staff-context.js';
import { issueToken } from '../auth/tokens.js';

let database: Database;
let api: TestApi;
let second: TestApi;
let fx: CatalogFixture;
let token: string;
let moderator: StaffActor;

const REVIEWS = `query R($id: Int!) { productReviews(productId: $id) { totalCount items { id rating } } }`;
const OVERVIEW = `query O($id: Int) { productDetails(id: $id) { productReviewOverview { totalReviews ratingSum } } }`;
const ADD = `mutation A($id: Int!, $review: ReviewInput!) { addReview(productId: $id, review: $review) { success message } }`;
const QUEUE = `query Q($status: ReviewStatus) { reviews(status: $status) { pageInfo { totalCount } items { id status productId productSku rating customerName moderatedBy rejectionReason } } }`;
const MODERATE = `mutation M($id: Int!, $d: ReviewDecision!, $reason: String) { moderateReview(reviewId: $id, decision: $d, reason: $reason) { success message errors { field code message } review { id status rejectionReason moderatedBy moderatedOn } } }`;

const review = { rating: 2, title: 'Kararmış', reviewText: 'İki haftada karardı', customerNameShow: true, sizeNumber: 'FULL', comfort: 'COMFORTABLE' };

before(async () => {
  database = await createTestDatabase();
  fx = await insertCatalogFixture(database.db);
  api = await createTestApi({ database });
  second = await createTestApi({ database });
  const [ayse] = await api.db.insert(customers).values({ email: 'ayse@storefront.test', firstName: 'Ayşe', lastName: 'Yılmaz' }).returning({ id: customers.id });
  token = await issueToken(api.db, ayse!.id);
  moderator = await createStaffMember(api.db, 'CATALOGUE');
});
after(async () => {
  await second.close();
  await api.close();
  await database.close();
});

const ring = (i: number) => fx.rings[i - 1]!.id;
const staff = (actor: StaffActor | null, language: 'tr' | 'en' = 'tr') => staffContext(api.db, actor, { language });

async function card(instance: TestApi, productId: number) {
  const res = await instance.inject({ method: 'GET', url: `/Catalog/CategoryV2?categoryId=${fx.categoryIds.rings}&PageSize=48&language=tr` });
  const body = res.json() as { products: { id: number; productReviewOverview: { totalReviews: number; ratingSum: number } }[] };
  return body.products.find((p) => p.id === productId)!.productReviewOverview;
}

async function shopView(instance: TestApi, productId: number) {
  const list = (await instance.gql(REVIEWS, { id: productId })).body.data.productReviews;
  const overview = (await instance.gql(OVERVIEW, { id: productId })).body.data.productDetails.productReviewOverview;
  const listing = await card(instance, productId);
  return { count: list.totalCount, overview, listing: { totalReviews: listing.totalReviews, ratingSum: listing.ratingSum } };
}

describe('review moderation', () => {
  let reviewId: number;

  test('a new review is pending: in the staff queue (oldest first), nowhere in the shop', async () => {
    const before = await shopView(api, ring(3));
    assert.deepEqual(before, { count: 1, overview: { totalReviews: 1, ratingSum: 3 }, listing: { totalReviews: 1, ratingSum: 3 } });
    const added = await api.gql(ADD, { id: ring(3), review }, { token });
    assert.equal(added.body.data.addReview.success, true);
    assert.deepEqual(await shopView(api, ring(3)), before, 'a pending review changes nothing the shop shows');
    const queue = (await runAdmin(staff(moderator), QUEUE, { status: 'PENDING' })).data!.reviews;
    // the fixture's older unapproved review of ring 1 comes first
    assert.deepEqual(queue.items.map((r: { productSku: string }) => r.productSku), ['RING-1', 'RING-3']);
    assert.equal(queue.pageInfo.totalCount, 2);
    reviewId = queue.items[1].id;
    assert.equal(queue.items[1].customerName, 'Ayşe Y.');
  });

  test('permissions: no session UNAUTHENTICATED, a role without reviews.moderate FORBIDDEN; nothing changes', async () => {
    const anonymous = await runAdmin(staff(null), MODERATE, { id: reviewId, d: 'APPROVE' });
    assert.equal(anonymous.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    for (const role of ['ORDERS', 'SUPPORT', 'STORE'] as const) {
      const actor = await createStaffMember(api.db, role);
      assert.equal((await runAdmin(staff(actor), MODERATE, { id: reviewId, d: 'APPROVE' })).errors?.[0]?.extensions?.code, 'FORBIDDEN', role);
      assert.equal((await runAdmin(staff(actor), QUEUE, {})).errors?.[0]?.extensions?.code, 'FORBIDDEN', role);
    }
    const admin = await createStaffMember(api.db, 'ADMIN');
    assert.equal((await runAdmin(staff(admin), QUEUE, {})).errors, undefined);
    const [row] = await api.db.select({ status: reviews.status }).from(reviews).where(eq(reviews.id, reviewId));
    assert.equal(row?.status, 'PENDING');
  });

  test('rejecting needs a reason (translated error, nothing changed); an unknown review is an error', async () => {
    const res = await runAdmin(staff(moderator, 'en'), MODERATE, { id: reviewId, d: 'REJECT', reason: '  ' });
    assert.deepEqual({ ...res.data!.moderateReview.errors[0] }, { field: 'reason', code: 'staff.review.reason_required', message: translateStaff('en', 'staff.review.reason_required') });
    const unknown = await runAdmin(staff(moderator), MODERATE, { id: 987654, d: 'APPROVE' });
    assert.equal(unknown.data!.moderateReview.errors[0].code, 'staff.review.not_found');
    const [row] = await api.db.select({ status: reviews.status }).from(reviews).where(eq(reviews.id, reviewId));
    assert.equal(row?.status, 'PENDING');
  });

  test('approved: the list, the rating, the JSON-LD source and the listing show it at once, on a second instance too', async () => {
    assert.deepEqual((await shopView(second, ring(3))).listing, { totalReviews: 1, ratingSum: 3 }, 'the second instance has cached the listing');
    const res = await runAdmin(staff(moderator), MODERATE, { id: reviewId, d: 'APPROVE' });
    assert.equal(res.data!.moderateReview.success, true);
    assert.equal(res.data!.moderateReview.review.status, 'APPROVED');
    assert.equal(res.data!.moderateReview.review.moderatedBy, 'Test CATALOGUE');
    const expected = { count: 2, overview: { totalReviews: 2, ratingSum: 5 }, listing: { totalReviews: 2, ratingSum: 5 } };
    assert.deepEqual(await shopView(api, ring(3)), expected);
    assert.deepEqual(await shopView(second, ring(3)), expected);
    const [entry] = await api.db.select().from(auditLog).where(and(eq(auditLog.action, 'review.approve'), eq(auditLog.targetId, String(reviewId))));
    assert.equal(entry?.staffEmail, moderator.email);
    assert.deepEqual(entry?.before, { status: 'PENDING', rejectionReason: null });
  });

  test('approving again is refused and changes nothing; re-deciding takes an abusive review down', async () => {
    const again = await runAdmin(staff(moderator), MODERATE, { id: reviewId, d: 'APPROVE' });
    assert.equal(again.data!.moderateReview.success, false);
    assert.equal(again.data!.moderateReview.errors[0].code, 'staff.review.already_decided');
    const down = await runAdmin(staff(moderator), MODERATE, { id: reviewId, d: 'REJECT', reason: 'Hakaret içeriyor' });
    assert.equal(down.data!.moderateReview.review.status, 'REJECTED');
    assert.equal(down.data!.moderateReview.review.rejectionReason, 'Hakaret içeriyor');
    assert.deepEqual(await shopView(api, ring(3)), { count: 1, overview: { totalReviews: 1, ratingSum: 3 }, listing: { totalReviews: 1, ratingSum: 3 } });
    const rejected = (await runAdmin(staff(moderator), QUEUE, { status: 'REJECTED' })).data!.reviews;
    assert.deepEqual(rejected.items.map((r: { id: number }) => r.id), [reviewId]);
    const votes = await api.gql(`mutation V($id: Int!) { setProductReviewHelpfulness(reviewId: $id, washelpful: true) }`, { id: reviewId }, { token });
    assert.equal(votes.body.data.setProductReviewHelpfulness, false, 'a rejected review takes no votes');
  });
});
