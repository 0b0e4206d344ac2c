// The home page's blocks far below the first screen (the stores block, contact form) load their
// code and render only when the shopper scrolls near them, and then work. The stores block is
// short (issue 22, point 5): a city select, three stores of that city and a link to the stores
// page, with e-mail addresses that do not wrap inside a word, in the shop's link colour.
import { expect, test, area } from './support';

test('the stores block and the contact form load when the shopper scrolls down to them', async ({ page }) => {
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

  // The stores block: a few stores of the chosen city, not all of them.
  const city = home.getByRole('combobox', { name: 'Şehir seçin' });
  await city.scrollIntoViewIfNeeded();
  await expect(city).toHaveValue('İstanbul');
  await expect(home.getByRole('list', { name: 'İstanbul mağazaları' }).getByRole('listitem')).toHaveCount(3);
  await city.selectOption('Ankara');
  const ankara = home.getByRole('list', { name: 'Ankara mağazaları' });
  await expect(ankara.getByRole('listitem').first()).toContainText('Ankara');
  await expect(home.getByRole('link', { name: /^Tüm mağazalar \(\d+\)$/ })).toHaveAttribute('href', '/sayfa/magazalarimiz');
  const email = ankara.locator('a[href^="mailto:"]').first();
  const look = await email.evaluate((el) => ({ colour: getComputedStyle(el).color, lines: el.getClientRects().length, text: el.textContent }));
  expect(look.colour, 'not the default link blue').not.toBe('rgb(0, 0, 238)');
  expect(look.lines, `${look.text} on one line`).toBe(1);
  await expect(email).toHaveAccessibleName(look.text!);

  await expect(home.getByRole('textbox', { name: 'Mesajınız' })).toBeVisible();
  await home.getByRole('button', { name: 'Gönder' }).click();
  await expect(home.getByRole('textbox', { name: 'Mesajınız' })).toHaveAccessibleDescription('Bu alan zorunludur');
});
