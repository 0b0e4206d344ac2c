// mf-product journeys: reading reviews (the stars open them, 5 at a time), writing one (the star
// rating is required; it is published once the staff approve it) and voting on its helpfulness as
// a logged-in customer.
import type { Page } from '@playwright/test';
import { expect, test, area, gql, loginWithPassword } from './support';
import { staffSession } from './staff-api';

interface Listed {
  id: number;
  name: string;
  seName: string;
  productReviewOverview: { totalReviews: number };
}

const LISTING = `query { categoryV2(id: 12, pageNumber: 1, pageSize: 48) { data { products { id name seName productReviewOverview { totalReviews } } } } }`;

/** A product of the demo catalogue with more than 10 reviews (so "show more" appears twice). */
async function muchReviewed(page: Page): Promise<Listed> {
  const data = await gql<{ categoryV2: { data: { products: Listed[] } } }>(page.request, LISTING);
  const product = data.categoryV2.data.products.find((p) => p.productReviewOverview.totalReviews > 10);
  expect(product, 'the demo catalogue has a product with more than 10 reviews').toBeTruthy();
  return product!;
}

test('a visitor clicks the stars, reads the reviews 5 at a time and is asked to log in to write one', async ({ page }) => {
  const target = await muchReviewed(page);
  await page.goto(`/${target.seName}`);
  const product = area(page, 'mf-product');
  await expect(product.getByRole('heading', { level: 1, name: target.name })).toBeVisible();

  await product.getByRole('button', { name: new RegExp(`${target.productReviewOverview.totalReviews} değerlendirme`) }).click();
  const toggle = product.getByRole('button', { name: `Değerlendirmeler (${target.productReviewOverview.totalReviews})` });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toBeInViewport();

  const list = product.getByRole('list', { name: 'Müşteri değerlendirmeleri' });
  await expect(list.getByRole('listitem')).toHaveCount(5);
  await product.getByRole('button', { name: '5 değerlendirme daha göster' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(10);
  // Visitors see no helpfulness votes (section 6) and get the login warning instead of the form.
  await expect(product.getByRole('group', { name: 'Bu değerlendirme faydalı mı?' })).toHaveCount(0);
  await expect(product.getByText('Değerlendirme yazmak için giriş yapmalısınız.')).toBeVisible();
  await expect(product.getByRole('link', { name: 'Giriş yap' })).toHaveAttribute('href', `/login?redirectUrl=%2F${target.seName}`);
});

test('a customer writes a review (stars required) and votes on its helpfulness', async ({ page }) => {
  const target = await muchReviewed(page);
  await page.goto(`/login?redirectUrl=/${target.seName}`);
  await loginWithPassword(page);
  await expect(page).toHaveURL(new RegExp(`/${target.seName}$`));
  const product = area(page, 'mf-product');

  const toggle = product.getByRole('button', { name: /^Değerlendirmeler \(\d+\)$/ });
  const before = Number((await toggle.textContent())?.match(/\((\d+)\)/)?.[1]);
  await toggle.click();
  const form = product.getByRole('region', { name: 'Değerlendirme yazın' });
  const title = `Tam ölçü ${Date.now()}`;
  await form.getByRole('textbox', { name: 'Başlık' }).fill(title);
  await form.getByRole('textbox', { name: 'Yorumunuz' }).fill('Kutusu çok şık, tam beklediğim gibi.');

  // Without stars the review is not sent.
  await form.getByRole('button', { name: 'Gönder' }).click();
  await expect(form.getByRole('alert')).toHaveText('Lütfen puan veriniz.');

  await form.getByRole('radio', { name: '4 yıldız' }).check();
  await form.getByRole('button', { name: 'Gönder' }).click();
  await expect(page.getByRole('status').getByText('Değerlendirmeniz alındı, teşekkür ederiz. Onaylandıktan sonra yayınlanacak.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Başlık' })).toHaveValue('');

  // Until the staff approve it, the review is neither listed nor counted.
  const list = product.getByRole('list', { name: 'Müşteri değerlendirmeleri' });
  await expect(list.getByText(title)).toHaveCount(0);
  await expect(product.getByRole('button', { name: `Değerlendirmeler (${before})` })).toBeVisible();

  // A CATALOGUE staff member approves it in the moderation queue.
  const staff = await staffSession(page.request, 'CATALOGUE');
  const { reviews } = await staff.call<{ reviews: { items: { id: number; title: string | null }[] } }>(`query { reviews(status: PENDING, pageSize: 100) { items { id title } } }`);
  const pending = reviews.items.find((r) => r.title === title);
  expect(pending, 'the review waits in the moderation queue').toBeTruthy();
  const decided = await staff.call<{ moderateReview: { success: boolean } }>(`mutation($id: Int!) { moderateReview(reviewId: $id, decision: APPROVE) { success message } }`, { id: pending!.id });
  expect(decided.moderateReview.success).toBe(true);

  // Now the new review leads the list, and the section title counts it.
  await page.reload();
  await product.getByRole('button', { name: `Değerlendirmeler (${before + 1})` }).click();
  const mine = list.getByRole('listitem').first();
  await expect(mine).toContainText(title);
  await expect(mine.getByRole('img', { name: '5 üzerinden 4 puan' })).toBeVisible();

  // A customer may vote: the vote is confirmed and counted.
  const vote = mine.getByRole('group', { name: 'Bu değerlendirme faydalı mı?' });
  await vote.getByRole('button', { name: 'Evet (0)' }).click();
  await expect(page.getByRole('status').getByText('Oyunuz kaydedildi.')).toBeVisible();
  await expect(vote.getByRole('button', { name: 'Evet (1)' })).toBeVisible();
});
