// The side cart (spec section 2): after an add to cart it opens as a dialog with the line, its
// quantity and price and the total; Escape and a click outside close it; the header's cart
// button opens it for a logged-in shopper; its links lead to the cart and to checkout. Also in
// English under /en, full screen on a phone, and for a guest (the cart button stays a link to
// login, the side cart opens after the add).
import { expect, test, area, loginWithEmailCode, ringInStock, type RingInStock } from './support';
import type { Page } from '@playwright/test';

async function addRing(page: Page, { ring, size }: RingInStock, prefix = '', addLabel = 'Sepete Ekle') {
  await page.goto(`${prefix}/${ring.seName}`);
  const product = area(page, 'mf-product');
  // One choice and one press: until the product area has hydrated both are disabled.
  await product.getByRole('combobox').first().selectOption({ label: size });
  await product.getByRole('button', { name: addLabel }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

test('add to cart opens the side cart with the item and total; Esc and outside click close it; its links work', async ({ page }) => {
  const stock = await ringInStock(page.request);
  await page.goto('/login');
  await loginWithEmailCode(page, 'uye30@storefront.test');

  await addRing(page, stock);
  const sideCart = page.getByRole('dialog', { name: 'Sepetim, 1 ürün' });
  await expect(sideCart).toBeVisible();
  await expect(sideCart).toHaveAttribute('aria-modal', 'true');
  await expect(sideCart.getByRole('link', { name: stock.ring.name })).toBeVisible();
  await expect(sideCart.getByRole('group', { name: `${stock.ring.name} adedi` })).toContainText('1');
  await expect(sideCart.getByText('Toplam', { exact: true })).toBeVisible();
  await expect.poll(() => sideCart.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(sideCart).toBeHidden();

  // The header's cart button (still a link to /cart) opens it; a click outside closes it and
  // the focus is back on the button.
  const cartButton = page.getByRole('banner').getByRole('link', { name: 'Sepetim, 1 ürün' });
  await expect(cartButton).toHaveAttribute('href', '/cart');
  await cartButton.click();
  await expect(sideCart).toBeVisible();
  await page.mouse.click(20, 400);
  await expect(sideCart).toBeHidden();
  await expect(cartButton).toBeFocused();

  await cartButton.click();
  await sideCart.getByRole('link', { name: 'Sepete git' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(sideCart).toBeHidden();
  await expect(area(page, 'mf-cart-checkout').getByRole('link', { name: stock.ring.name })).toBeVisible();

  await cartButton.click();
  await sideCart.getByRole('link', { name: 'Alışverişi tamamla' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(area(page, 'mf-cart-checkout').getByRole('heading', { name: 'Ödeme bilgileri' })).toBeVisible();
});

test('under /en the side cart speaks English and links under /en; a guest is offered checkout as a guest', async ({ page }) => {
  const stock = await ringInStock(page.request);
  await addRing(page, stock, '/en', 'Add to cart');
  const sideCart = page.getByRole('dialog', { name: 'My cart, 1 item' });
  await expect(sideCart).toBeVisible();
  // The product's English name: one line, linking under /en.
  const lines = sideCart.getByRole('list', { name: 'Items in the cart' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.getByRole('link').first()).toHaveAttribute('href', `/en/${stock.ring.seName}`);
  await expect(sideCart.getByText('Total', { exact: true })).toBeVisible();
  await expect(sideCart.getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/en/cart');
  await expect(sideCart.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', `/en/login?redirectUrl=${encodeURIComponent('/en/checkout')}`);
  await expect(sideCart.getByRole('button', { name: 'Continue as a guest' })).toBeVisible();
  await sideCart.getByRole('button', { name: 'Close the cart' }).click();
  await expect(sideCart).toBeHidden();
  // For a guest the header's cart button stays the link to login.
  const cartButton = page.getByRole('banner').getByRole('link', { name: 'My cart, 1 item' });
  await expect(cartButton).toHaveAttribute('href', `/en/login?redirectUrl=${encodeURIComponent('/en/checkout')}`);
  await expect(cartButton).not.toHaveAttribute('aria-haspopup', 'dialog');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the side cart takes the whole screen', async ({ page }) => {
    const stock = await ringInStock(page.request);
    await addRing(page, stock);
    const sideCart = page.getByRole('dialog', { name: 'Sepetim, 1 ürün' });
    await expect(sideCart.getByRole('link', { name: stock.ring.name })).toBeVisible();
    const box = await sideCart.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    await page.keyboard.press('Escape');
    await expect(sideCart).toBeHidden();
  });
});
