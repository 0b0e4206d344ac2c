// Ready at first touch (issue 28): on a 4x slower CPU a shopper acts as soon as the controls show,
// before the page is React's. What they did is held by the page's inline script and replayed by
// the shell once it has hydrated (shell/src/boot/early-input-*.ts): the size chosen is the one
// added, the press is not lost, nothing is done twice.
import type { Page } from '@playwright/test';
import { expect, test, area, ringInStock } from './support';

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Opens `path` and returns as soon as the response has started: the fixture's page.goto waits
 * until the page has hydrated, which is exactly what this journey must not do.
 */
async function openAtCommit(page: Page, baseURL: string | undefined, path: string) {
  await page.mainFrame().goto(new URL(path, baseURL).toString(), { waitUntil: 'commit' });
}

test('a size chosen and "Sepete Ekle" pressed as soon as they show open the side cart with the item', async ({ page, baseURL }) => {
  const { ring, attribute, size } = await ringInStock(page.request);
  await slowCpu(page);
  await openAtCommit(page, baseURL, `/${ring.seName}`);
  const product = area(page, 'mf-product');
  await product.getByRole('combobox', { name: attribute }).selectOption({ label: size });
  await product.getByRole('button', { name: 'Sepete Ekle' }).click();

  const sideCart = page.getByRole('dialog', { name: 'Sepetim, 1 ürün' });
  await expect(sideCart).toBeVisible();
  await expect(sideCart.getByRole('link', { name: ring.name })).toBeVisible();
  await expect(sideCart.getByRole('group', { name: `${ring.name} adedi` })).toContainText('1');
  // The size kept is the one chosen, and no "choose a size" message came up.
  await expect(product.getByRole('combobox', { name: attribute })).toHaveValue(/.+/);
  await expect(product.getByText('Lütfen bir seçenek seçiniz.')).toHaveCount(0);
});

test('a listing heart pressed as soon as the card shows ends up pressed', async ({ page, baseURL }) => {
  await slowCpu(page);
  await openAtCommit(page, baseURL, '/yuzuk');
  const card = area(page, 'mf-catalog').getByRole('list', { name: 'Ürünler' }).locator(':scope > li').first();
  await card.getByRole('button', { name: /favorilere ekle$/ }).click();

  await expect(card.getByRole('button', { name: /favorilerden çıkar$/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').getByText('Ürün favorilere eklendi.')).toBeVisible();
});
