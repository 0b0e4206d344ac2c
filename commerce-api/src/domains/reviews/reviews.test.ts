// Reviews through GraphQL: the list (approved, newest first, helpfulness totals, hidden names),
// addReview (login, validation, product) and the one-vote-per-customer helpfulness rule.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { translate } from 'shared-contracts/server';
import { eq } from 'drizzle-orm';
import { customers, reviews } from '../../db/schema.js';
import { insertCatalogFixture, type CatalogFixture } from '../../testing/catalog-fixtures.js';
import { createTestApi, type TestApi } from '../../testing/test-api.js';
import { issueToken } from '../auth/tokens.js';

let api: TestApi;
let fx: CatalogFixture;
let ayseToken: string;
let mehmetToken: string;
let guestToken: string;

const REVIEWS = `query R($id: Int!) { productReviews(productId: $id) { totalCount items { id rating title reviewText customerName customerNameShow createdOn helpfulness { helpfulYesTotal helpfulNoTotal } } } }`;
const OVERVIEW = `query O($id: Int) { productDetails(id: $id) { productReviewOverview { totalReviews ratingSum } } }`;
const ADD = `mutation A($id: Int!, $review: ReviewInput!) { addReview(productId: $id, review: $review) { success message errors { code message field } } }`;
const VOTE = `mutation V($id: Int!, $v: Boolean!) { setProductReviewHelpfulness(reviewId: $id, washelpful: $v) }`;

before(async () => {
  api = await createTestApi({
    seed: async (db) => {
      fx = await insertCatalogFixture(db);
    },
  });
  const [ayse, mehmet, guest] = await api.db
    .insert(customers)
    .values([
      { email: 'ayse@storefront.test', firstName: 'Ayşe', lastName: 'yılmaz' },
      { email: 'mehmet@storefront.test', firstName: 'Mehmet', lastName: 'Kaya' },
      { isGuest: true },
    ])
    .returning({ id: customers.id });
  ayseToken = await issueToken(api.db, ayse.id);
  mehmetToken = await issueToken(api.db, mehmet.id);
  guestToken = await issueToken(api.db, guest.id);
});
after(() => api.close());

const ring = (i: number) => fx.rings[i - 1].id;

describe('productReviews', () => {
  test('approved reviews only, newest first, hidden names replaced', async () => {
    const res = await api.gql(REVIEWS, { id: ring(1) });
    assert.equal(res.status, 200);
    const list = res.body.data.productReviews;
    assert.equal(list.totalCount, 2);
    assert.deepEqual(list.items.map((r: { rating: number }) => r.rating), [4, 5]);
    assert.equal(list.items[0].customerName, 'Anonim', 'customerNameShow false hides the name');
    assert.equal(list.items[1].customerName, 'Ayşe Y.');
    assert.deepEqual(list.items[0].helpfulness, { helpfulYesTotal: 0, helpfulNoTotal: 0 });
    const en = await api.gql(REVIEWS, { id: ring(1) }, { language: 'en' });
    assert.equal(en.body.data.productReviews.items[0].customerName, 'Anonymous');
  });

  test('an unknown product has no reviews', async () => {
    const res = await api.gql(REVIEWS, { id: 987654 });
    assert.deepEqual(res.body.data.productReviews, { totalCount: 0, items: [] });
  });
});

describe('addReview', () => {
  const review = { rating: 4, title: 'Çok şık', reviewText: 'Tam ölçü geldi', customerNameShow: true, sizeNumber: 'FULL', comfort: 'COMFORTABLE' };

  test('a visitor or a guest customer gets the login warning and nothing is stored', async () => {
    for (const token of [undefined, guestToken]) {
      const res = await api.gql(ADD, { id: ring(5), review }, { token });
      assert.deepEqual(res.body.data.addReview, {
        success: false,
        message: translate('tr', 'ui.review.login_warning'),
        errors: [{ code: 'ui.review.login_warning', message: translate('tr', 'ui.review.login_warning'), field: null }],
      });
    }
    assert.equal((await api.gql(REVIEWS, { id: ring(5) })).body.data.productReviews.totalCount, 0);
  });

  test('rating is required and at most 5; texts have limits; nothing is stored', async () => {
    const missing = await api.gql(ADD, { id: ring(5), review: { ...review, rating: 0 } }, { token: ayseToken });
    assert.equal(missing.body.data.addReview.success, false);
    assert.equal(missing.body.data.addReview.errors[0].code, 'ui.review.rating_required');
    assert.equal(missing.body.data.addReview.errors[0].field, 'rating');
    const tooHigh = await api.gql(ADD, { id: ring(5), review: { ...review, rating: 6 } }, { token: ayseToken });
    assert.equal(tooHigh.body.data.addReview.errors[0].code, 'ui.pattern.range');
    const long = await api.gql(ADD, { id: ring(5), review: { ...review, reviewText: 'x'.repeat(2001) } }, { token: ayseToken });
    assert.equal(long.body.data.addReview.errors[0].code, 'ui.pattern.maxLength');
    assert.equal((await api.gql(REVIEWS, { id: ring(5) })).body.data.productReviews.totalCount, 0);
  });

  test('an unknown product is an error, not a review', async () => {
    const res = await api.gql(ADD, { id: 987654, review }, { token: ayseToken });
    assert.equal(res.body.data.addReview.success, false);
    assert.equal(res.body.data.addReview.errors[0].field, 'productId');
  });

  test('a logged-in customer adds a review: it waits for approval (told so), neither listed nor counted', async () => {
    const res = await api.gql(ADD, { id: ring(5), review }, { token: ayseToken, language: 'en' });
    assert.deepEqual(res.body.data.addReview, { success: true, message: translate('en', 'ui.review.awaiting_approval'), errors: [] });
    const tr = await api.gql(ADD, { id: ring(6), review }, { token: ayseToken });
    assert.equal(tr.body.data.addReview.message, translate('tr', 'ui.review.awaiting_approval'));
    assert.notEqual(translate('tr', 'ui.review.awaiting_approval'), 'ui.review.awaiting_approval');
    const list = (await api.gql(REVIEWS, { id: ring(5) })).body.data.productReviews;
    assert.equal(list.totalCount, 0);
    const overview = (await api.gql(OVERVIEW, { id: ring(5) })).body.data.productDetails.productReviewOverview;
    assert.deepEqual(overview, { totalReviews: 0, ratingSum: 0 });
    const [stored] = await api.db.select().from(reviews).where(eq(reviews.productId, ring(5)));
    assert.equal(stored?.status, 'PENDING');
    assert.equal(stored?.approved, false);
    assert.equal(stored?.customerName, 'Ayşe Y.');
  });
});

describe('setProductReviewHelpfulness', () => {
  async function firstReviewOfRing2() {
    const list = (await api.gql(REVIEWS, { id: ring(2) })).body.data.productReviews;
    return list.items[0] as { id: number; helpfulness: { helpfulYesTotal: number; helpfulNoTotal: number } };
  }

  test('login required: a visitor gets an UNAUTHENTICATED error and no vote is counted', async () => {
    const { id } = await firstReviewOfRing2();
    const res = await api.gql(VOTE, { id, v: true });
    assert.equal(res.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    const guest = await api.gql(VOTE, { id, v: true }, { token: guestToken });
    assert.equal(guest.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    assert.deepEqual((await firstReviewOfRing2()).helpfulness, { helpfulYesTotal: 0, helpfulNoTotal: 0 });
  });

  test('one vote per customer per review: voting again changes the vote instead of adding one', async () => {
    const { id } = await firstReviewOfRing2();
    assert.equal((await api.gql(VOTE, { id, v: true }, { token: ayseToken })).body.data.setProductReviewHelpfulness, true);
    assert.equal((await api.gql(VOTE, { id, v: true }, { token: ayseToken })).body.data.setProductReviewHelpfulness, true);
    assert.deepEqual((await firstReviewOfRing2()).helpfulness, { helpfulYesTotal: 1, helpfulNoTotal: 0 });
    await api.gql(VOTE, { id, v: false }, { token: ayseToken });
    assert.deepEqual((await firstReviewOfRing2()).helpfulness, { helpfulYesTotal: 0, helpfulNoTotal: 1 });
    await api.gql(VOTE, { id, v: true }, { token: mehmetToken });
    assert.deepEqual((await firstReviewOfRing2()).helpfulness, { helpfulYesTotal: 1, helpfulNoTotal: 1 });
  });

  test('an unknown review is false, not an error', async () => {
    const res = await api.gql(VOTE, { id: 987654, v: true }, { token: ayseToken });
    assert.equal(res.body.data.setProductReviewHelpfulness, false);
  });
});
