// The home page's blocks far below the first screen (store locator, contact form) load their code
// and render only when the shopper scrolls near them, and then work.
import { expect, test, area } from './support';

test('the store locator and the contact form load when the shopper scrolls down to them', async ({ page }) => {
  await page.goto('/');
  const home = area(page, 'mf-stores-content');
  await expect(home.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(home.getByRole('heading', { name: 'Bize yazın' })).toHaveCount(0);
  await expect(home.getByRole('heading', { name: 'Mağazalarımız' })).toHaveCount(0);

  // Scroll step by step, as a shopper does, until both have appeared.
  await expect(async () => {
    await page.mouse.wheel(0, 1200);
    await expect(home.getByRole('heading', { name: 'Bize yazın' })).toBeVisible({ timeout: 500 });
    await expect(home.getByRole('heading', { name: 'Mağazalarımız' })).toBeAttached({ timeout: 500 });
  }).toPass({ timeout: 20_000 });

  await expect(home.getByRole('textbox', { name: 'Mesajınız' })).toBeVisible();
  await home.getByRole('button', { name: 'Gönder' }).click();
  await expect(home.getByRole('textbox', { name: 'Mesajınız' })).toHaveAccessibleDescription('Bu alan zorunludur');
});
