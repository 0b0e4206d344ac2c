// A customer buys by card through the sandbox bank: cart, checkout with the saved address and a
// carrier, the card and the contracts, then the bank's 3-D Secure page in its frame asks for the
// code sent by SMS; the bank's answer reaches the shop's window and the order success page opens.
import { expect, test, addRingToCart, area, codeSentAfter, completeCardForm, lastOutboxId, loginWithPassword, payThroughBank } from './support';

// The second demo customer has one saved address (İzmir) and no cart; the demo customer's data
// belongs to other journeys.
const BUYER = { email: 'second@storefront.test', password: 'Demo1234', phone: '5320000002' };
const APPROVED_CARD = '4355 0843 5508 4358';

test('a customer pays by card with 3-D Secure and sees the order success page', async ({ page }) => {
  await page.goto('/login');
  await loginWithPassword(page, BUYER);
  const ring = await addRingToCart(page);

  await page.goto('/cart');
  const cart = area(page, 'mf-cart-checkout');
  await expect(cart.getByText(ring.name).first()).toBeVisible();
  await cart.getByRole('link', { name: 'Alışverişi tamamla' }).or(cart.getByRole('button', { name: 'Alışverişi tamamla' })).first().click();
  await expect(page).toHaveURL(/\/checkout$/);

  const checkout = area(page, 'mf-cart-checkout');
  await expect(checkout.getByRole('heading', { name: 'Ödeme bilgileri' })).toBeVisible();
  const tem = checkout.getByRole('radio', { name: /TEM/ });
  await expect(tem).toBeVisible();
  await tem.check();
  await expect(tem).toBeChecked();

  await checkout.getByLabel('Kart numarası').fill(APPROVED_CARD);
  await completeCardForm(checkout);

  const before = await lastOutboxId(page.request, BUYER.phone);
  await checkout.getByRole('button', { name: 'Ödemeyi tamamla' }).first().click();

  // The bank's own page, in the shop's frame.
  const bank = page.frameLocator('iframe[title="Bankanızın 3D Secure doğrulama sayfası"]');
  const codeField = bank.getByLabel('SMS ile gönderilen doğrulama kodu');
  await expect(codeField).toBeVisible();
  await expect(bank.getByText('•••• •••• •••• 4358')).toBeVisible();
  await codeField.fill(await codeSentAfter(page.request, BUYER.phone, before));
  await bank.getByRole('button', { name: 'Onayla' }).click();

  // The bank's answer reaches the shop's window: the success page with the new order.
  await expect(page).toHaveURL(/\/checkout\/success/);
  await expect(page.getByRole('heading', { name: 'Siparişiniz alındı' })).toBeVisible();
  await expect(page.getByText('Sipariş numarası')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Sepetim, / })).toHaveAccessibleName('Sepetim, ürün yok');
});

// Toasts (issue 22 point 4): the error of a payment tried with the agreement unticked stays until
// the same action succeeds: not over the bank's page, not onto the success page.
test('the error of paying with the agreement unticked is gone once the payment goes through', async ({ page }) => {
  const errorToasts = page.getByRole('alert').getByRole('listitem');
  const refusal = errorToasts.filter({ hasText: 'Ön bilgilendirme formunu ve mesafeli satış sözleşmesini onaylayınız.' });
  await page.goto('/login');
  await loginWithPassword(page, BUYER);
  await addRingToCart(page);

  await page.goto('/checkout');
  const checkout = area(page, 'mf-cart-checkout');
  const tem = checkout.getByRole('radio', { name: /TEM/ });
  await tem.check();
  await expect(tem).toBeChecked();
  await checkout.getByLabel('Kart numarası').fill(APPROVED_CARD);
  await completeCardForm(checkout);
  const agreement = checkout.getByRole('checkbox', { name: /okudum, onaylıyorum/ });
  await agreement.uncheck();
  await checkout.getByRole('button', { name: 'Ödemeyi tamamla' }).first().click();
  await expect(refusal).toBeVisible();

  await agreement.check();
  // Over the bank's page: the refusal of the earlier try is gone.
  await payThroughBank(page, checkout, BUYER.phone, () => expect(errorToasts).toHaveCount(0));

  await expect(page.getByRole('heading', { name: 'Siparişiniz alındı' })).toBeVisible();
  await expect(page.getByRole('status').getByRole('listitem').filter({ hasText: 'Ödemeniz alındı, siparişiniz oluşturuldu.' })).toBeVisible();
  await expect(errorToasts).toHaveCount(0);
});
